/// An axis of the plane: groups lay children along one, sections stack groups along one.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical

    /// The other axis.
    @inlinable public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
