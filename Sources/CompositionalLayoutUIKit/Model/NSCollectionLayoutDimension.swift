internal import CompositionalLayout

/// One dimension of a layout size: absolute points, a fraction of the container's width or height, or an
/// estimate a self-sizing cell may replace (spec D1, spec E1).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    let value: Dimension

    init(_ value: Dimension) {
        self.value = value
    }

    /// A new dimension with the same values (`NSCollectionLayoutDimension` is `NSCopying` in UIKit); `copy()` calls it with no zone.
    public func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutDimension(value)
    }

    /// A dimension that is `fractionalWidth` times the width of the container.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(Double(fractionalWidth)))
    }

    /// A dimension that is `fractionalHeight` times the height of the container.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(Double(fractionalHeight)))
    }

    /// A dimension of a fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute(Double(absoluteDimension)))
    }

    /// A dimension of `estimatedDimension` points until the host's `preferredSize` answers for the element.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated(Double(estimatedDimension)))
    }

    /// A dimension measured like `estimated`, after which the item grows to its largest sibling's size; on
    /// a section's root group, every group of the section takes the largest one's (iOS 17, spec E3).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    /// True for a dimension made with `uniformAcrossSiblings(estimate:)`.
    public var isUniformAcrossSiblings: Bool { value.isUniformAcrossSiblings }

    /// True for a fraction of the container's width.
    public var isFractionalWidth: Bool {
        if case .fractionalWidth = value { return true }
        return false
    }

    /// True for a fraction of the container's height.
    public var isFractionalHeight: Bool {
        if case .fractionalHeight = value { return true }
        return false
    }

    /// True for a fixed number of points.
    public var isAbsolute: Bool {
        if case .absolute = value { return true }
        return false
    }

    /// True for an estimate.
    public var isEstimated: Bool { value.isEstimated }

    /// The number the dimension was made with: a fraction, or points.
    public var dimension: CGFloat { CGFloat(value.value) }
}
