internal import CompositionalLayout

/// The width and height dimensions of an item, group or supplementary item.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width dimension.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height dimension.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        self.widthDimension = width
        self.heightDimension = height
    }

    /// A new size with the same values (`NSCollectionLayoutSize` is `NSCopying` in UIKit); `copy()` calls it with no zone.
    public func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutSize(widthDimension: widthDimension, heightDimension: heightDimension)
    }

    /// The engine's value.
    var engineValue: LayoutSize {
        LayoutSize(width: widthDimension.value, height: heightDimension.value)
    }
}
