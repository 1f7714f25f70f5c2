/// The plain values of a boundary item that placing it reads (spec B1 to spec B4, spec B7), with its element
/// kind interned: kept by the section plan so that placing a section copies no item and retains nothing.
struct BoundaryGeometry: Sendable {
    /// Where the item sits around its host (spec B1).
    let alignment: BoundaryAlignment
    /// True when the item lengthens its host along the scroll axis (spec B3, spec B4).
    let extendsBoundary: Bool
    /// The offset added after alignment (spec B1).
    let offset: Point
    /// The item's own content insets, applied after placement (spec B7).
    let contentInsets: DirectionalInsets
    /// Its zIndex, and whether it pins to the visible bounds (spec B5).
    let zIndex: Int
    let pinned: Bool
    /// Its element kind, interned (`ElementKinds`).
    let kind: Int

    /// The values of `item`, whose element kind is interned as `kind`.
    init(_ item: BoundarySupplementaryItem, kind: Int) {
        alignment = item.alignment
        extendsBoundary = item.extendsBoundary
        offset = item.offset
        contentInsets = item.contentInsets
        zIndex = item.zIndex
        pinned = item.pinToVisibleBounds
        self.kind = kind
    }
}
