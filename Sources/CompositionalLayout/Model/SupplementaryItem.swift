/// A supplementary view attached to an item or a group, like a badge (spec section 6).
public struct SupplementaryItem: Sendable, Hashable {
    /// The element kind the data source uses ("badge").
    public var elementKind: String
    /// Its size; fractions are of the host's frame (spec A1).
    public var size: LayoutSize
    /// Where on the host the anchor point is.
    public var containerAnchor: Anchor
    /// Which point of the supplementary sits on the anchor point; defaults to the container anchor's edges.
    public var itemAnchor: Anchor?
    /// Stacking order; 1 by default (spec A4).
    public var zIndex: Int
    /// Insets that shrink it after placement.
    public var contentInsets: DirectionalInsets
    /// Optional per-index-path hiding.
    public var visibility: SupplementaryVisibility?

    /// Creates an item-attached supplementary.
    public init(
        elementKind: String, size: LayoutSize, containerAnchor: Anchor, itemAnchor: Anchor? = nil,
        zIndex: Int = 1, contentInsets: DirectionalInsets = .zero, visibility: SupplementaryVisibility? = nil
    ) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
        self.visibility = visibility
    }
}
