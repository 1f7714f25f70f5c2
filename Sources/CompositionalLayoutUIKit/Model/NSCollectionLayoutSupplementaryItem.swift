internal import CompositionalLayout

/// A supplementary view attached to an item or a group, like a badge (spec section 6).
///
/// It inherits `contentInsets` (applied after placement, spec A4); its own `edgeSpacing` and
/// `supplementaryItems` are accepted and ignored, as the engine has no place for them.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source uses ("badge").
    public let elementKind: String
    /// Where on the host the supplementary is anchored.
    ///
    /// On a boundary item it is derived from `alignment`: stored; no effect on layout (the engine reads `alignment`).
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary sits on the anchor; nil means the container anchor's edges (spec A2).
    ///
    /// Always nil on a boundary item: stored; no effect on layout.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Stacking order; 1 by default (spec A4).
    public var zIndex: Int = 1

    init(
        size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    /// Creates a supplementary item anchored to its host at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates a supplementary item whose `itemAnchor` point sits on its host's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    /// The engine's value for an item- or group-attached supplementary.
    var engineSupplementary: SupplementaryItem {
        SupplementaryItem(
            elementKind: elementKind, size: layoutSize.engineValue, containerAnchor: containerAnchor.engineValue,
            itemAnchor: itemAnchor?.engineValue, zIndex: zIndex, contentInsets: contentInsets.engineValue)
    }
}
