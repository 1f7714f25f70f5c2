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
    /// An estimate like `estimated`, after which the item grows to its largest sibling's size, or a section's
    /// root group to the largest instance's (spec E3; UIKit's `uniformAcrossSiblings(estimate:)`, iOS 17).
    case uniformAcrossSiblings(estimate: Double)

    /// True for `fractionalWidth` and `fractionalHeight`.
    @inlinable public var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: true
        case .absolute, .estimated, .uniformAcrossSiblings: false
        }
    }

    /// True for `estimated` and `uniformAcrossSiblings`: the sizing callback gives the length.
    @inlinable public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        case .absolute, .fractionalWidth, .fractionalHeight: false
        }
    }

    /// True for `uniformAcrossSiblings`.
    @inlinable public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The number stored in the dimension.
    @inlinable public var value: Double {
        switch self {
        case .absolute(let v), .fractionalWidth(let v), .fractionalHeight(let v), .estimated(let v),
            .uniformAcrossSiblings(let v):
            v
        }
    }
}
