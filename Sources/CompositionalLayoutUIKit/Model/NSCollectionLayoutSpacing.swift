internal import CompositionalLayout

/// Space between items or around an item: fixed is exact; flexible is at least the value and takes a share
/// of the leftover length (spec G7).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    let value: Spacing

    init(_ value: Spacing) {
        self.value = value
    }

    /// A new spacing with the same values (`NSCollectionLayoutSpacing` is `NSCopying` in UIKit); `copy()` calls it with no zone.
    public func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutSpacing(value)
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

    /// True for fixed spacing (UIKit's Swift name of Objective-C's `isFixedSpacing`).
    public var isFixed: Bool { !value.isFlexible }

    /// True for flexible spacing (UIKit's Swift name of Objective-C's `isFlexibleSpacing`).
    public var isFlexible: Bool { value.isFlexible }

    /// Objective-C's name, renamed in Swift as UIKit's is.
    @available(*, unavailable, renamed: "isFixed")
    public var isFixedSpacing: Bool { isFixed }

    /// Objective-C's name, renamed in Swift as UIKit's is.
    @available(*, unavailable, renamed: "isFlexible")
    public var isFlexibleSpacing: Bool { isFlexible }
}
