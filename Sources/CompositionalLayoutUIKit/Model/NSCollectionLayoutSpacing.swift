internal import CompositionalLayout

/// Space between items or around an item: fixed is exact; flexible is at least the value and takes a share
/// of the leftover length (spec G7).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    let value: Spacing

    init(_ value: Spacing) {
        self.value = value
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(.fixed(Double(fixedSpacing)))
    }

    /// At least `flexibleSpacing` points, plus an equal share of the group's leftover length.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(.flexible(Double(flexibleSpacing)))
    }

    /// The number of points the spacing was made with.
    public var spacing: CGFloat { CGFloat(value.value) }

    /// True for fixed spacing.
    ///
    /// Objective-C's name: UIKit's Swift spelling is `isFixed`, which this facade does not declare.
    public var isFixedSpacing: Bool { !value.isFlexible }

    /// True for flexible spacing.
    ///
    /// Objective-C's name: UIKit's Swift spelling is `isFlexible`, which this facade does not declare.
    public var isFlexibleSpacing: Bool { value.isFlexible }
}
