internal import CompositionalLayout

/// The most basic component of a compositional layout: one cell's size, insets, edge spacing and badges.
///
/// A reference type, as in UIKit. The facade reads every property when it solves (on the host's next layout
/// pass after an invalidation), so changes made after building a group take effect then; UIKit documents no
/// copy either way, so set properties before building groups, as the seed articles do.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, resolved against its group's container.
    ///
    /// A decoration item's is the whole section: stored; no effect on layout (its frame is the section's, spec C1).
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the item inside its slot (spec I1); ignored on an estimated axis (spec I2).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item's slot, used by its group (spec I3); nil for none.
    ///
    /// On supplementary, boundary and decoration items: stored; no effect on layout.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Storage for `supplementaryItems`, which groups make settable.
    var attachedItems: [NSCollectionLayoutSupplementaryItem]

    /// The supplementary items attached to the item (badges).
    ///
    /// Always empty on supplementary, boundary and decoration items, which take none (no effect on layout).
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }

    /// Creates an item; every initialiser of the family ends here.
    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = size
        self.attachedItems = supplementaryItems
    }

    /// Creates an item of the specified size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of the specified size with supplementary items attached to it.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// The engine's node for this item (groups override it).
    func engineNode(_ context: TranslationContext) throws -> LayoutNode {
        .item(
            Item(
                size: layoutSize.engineValue, contentInsets: contentInsets.engineValue,
                edgeSpacing: edgeSpacing?.engineValue ?? .none,
                supplementaryItems: attachedItems.map(\.engineSupplementary)))
    }
}
