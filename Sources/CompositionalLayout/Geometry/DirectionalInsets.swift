/// Insets on the four edges (top, leading, bottom, trailing), always in points (spec D7).
///
/// As content insets any finite value is accepted, as in UIKit: a negative inset makes the content reach
/// outside its slot or container. The container's safe area and margins must not be negative.
public struct DirectionalInsets: Sendable, Hashable, Codable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets.
    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    @inlinable public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = DirectionalInsets()

    /// The inset at the start of `axis` (leading for horizontal, top for vertical).
    @inlinable public func leadingEdge(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset at the end of `axis` (trailing for horizontal, bottom for vertical).
    @inlinable public func trailingEdge(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    /// The sum of both insets on `axis`.
    @inlinable public func total(_ axis: Axis) -> Double { leadingEdge(axis) + trailingEdge(axis) }
}
