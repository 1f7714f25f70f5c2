internal import CompositionalLayout

/// Space outside an item's slot on each edge, used when its group arranges it (spec I3).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; a nil edge has no space.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// A new edge spacing with the same values (`NSCollectionLayoutEdgeSpacing` is `NSCopying` in UIKit); `copy()` calls it with no zone.
    public func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
    }

    /// The engine's value.
    var engineValue: EdgeSpacing {
        EdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }
}
