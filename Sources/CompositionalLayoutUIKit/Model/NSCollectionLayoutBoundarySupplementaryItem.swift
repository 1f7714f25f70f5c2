internal import CompositionalLayout

/// A header, footer or other view anchored to a section's or the whole layout's boundary (spec section 5).
///
/// Defaults follow UIKit (spec B1): zIndex 1, `extendsBoundary` true, `pinToVisibleBounds` false, offset
/// zero. Inherited `contentInsets` shrink the item after placement (spec B7); inherited `edgeSpacing` and
/// `supplementaryItems` are accepted and ignored: the engine's boundary items have none.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner the item is anchored to.
    public let alignment: NSRectAlignment
    /// Points added after anchoring.
    public let offset: CGPoint
    /// When true (the default), an item on a scroll-axis edge sits outside the content and lengthens it (spec B3,
    /// spec B4).
    public var extendsBoundary = true
    /// When true, the item stays in the visible bounds while its section is on screen (spec B5); false by default.
    public var pinToVisibleBounds = false

    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(
            size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges),
            itemAnchor: nil)
    }

    /// Creates a boundary item of a size and element kind, aligned to an edge or corner.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// Creates a boundary item aligned to an edge or corner, moved by `absoluteOffset` points.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// The engine's value; `.none` alignment has no engine equivalent and throws.
    func engineBoundary() throws -> BoundarySupplementaryItem {
        guard let engineAlignment = alignment.engineValue else {
            throw HeadlessLayoutError.boundaryItemWithoutAlignment(elementKind: elementKind)
        }
        return BoundarySupplementaryItem(
            elementKind: elementKind, size: layoutSize.engineValue, alignment: engineAlignment,
            offset: Point(x: Double(offset.x), y: Double(offset.y)), extendsBoundary: extendsBoundary,
            pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex, contentInsets: contentInsets.engineValue)
    }
}
