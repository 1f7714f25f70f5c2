/// One dimension of a layout size (spec D1): absolute points, a fraction of the container's effective
/// width or height, or an estimate that a sizing callback may replace.
public enum Dimension: Sendable, Hashable {
    /// A fixed number of points.
    case absolute(Double)
    /// A fraction of the container's effective width.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height.
    case fractionalHeight(Double)
    /// An estimate in points, replaced by the sizing callback where there is one (spec E1).
    case estimated(Double)

    /// True for `fractionalWidth` and `fractionalHeight`.
    @inlinable public var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: true
        case .absolute, .estimated: false
        }
    }

    /// True for `estimated`.
    @inlinable public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The number stored in the dimension.
    @inlinable public var value: Double {
        switch self {
        case .absolute(let v), .fractionalWidth(let v), .fractionalHeight(let v), .estimated(let v): v
        }
    }
}
