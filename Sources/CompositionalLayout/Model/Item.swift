/// A leaf of the layout tree: one cell's size, insets, edge spacing and attached supplementaries (spec 2).
public struct Item: Sendable, Hashable {
    /// Its size, resolved against its group's container.
    public var size: LayoutSize
    /// Insets that shrink it inside its slot (spec I1).
    public var contentInsets: DirectionalInsets
    /// Space outside its slot (spec I3).
    public var edgeSpacing: EdgeSpacing
    /// Supplementaries attached to it (badges).
    public var supplementaryItems: [SupplementaryItem]

    /// Creates an item; by default it fills its container.
    public init(
        size: LayoutSize = .fill, contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
