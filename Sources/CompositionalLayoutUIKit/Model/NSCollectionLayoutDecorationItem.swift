internal import CompositionalLayout

/// A decoration view behind a section, like a background (spec section 7).
///
/// Its frame is the section's frame minus its `contentInsets` (spec C1); its `layoutSize` (the whole
/// section), `edgeSpacing` and `supplementaryItems` play no part.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind registered with `register(_:forDecorationViewOfKind:)`.
    public let elementKind: String
    /// Stacking order; 0 by default, below the section's cells (spec C1, spec C2).
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A section background of `elementKind`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// The engine's value.
    var engineDecoration: DecorationItem {
        DecorationItem(elementKind: elementKind, contentInsets: contentInsets.engineValue, zIndex: zIndex)
    }
}
