/// A predicate that hides an item-attached supplementary for some index paths, named so that layouts
/// holding it stay comparable (two predicates are equal when their names are).
public struct SupplementaryVisibility: Sendable, Hashable {
    /// A stable name for the predicate; equality compares names.
    public let name: String
    /// Returns true when the supplementary is hidden at the index path.
    public let isHidden: @Sendable (IndexPath) -> Bool

    /// Creates a named predicate.
    public init(name: String, isHidden: @escaping @Sendable (IndexPath) -> Bool) {
        self.name = name
        self.isHidden = isHidden
    }

    /// Shows the supplementary only where `item % n == 0`.
    public static func onlyEvery(_ n: Int) -> SupplementaryVisibility {
        SupplementaryVisibility(name: "only-every-\(n)") { n > 0 ? $0.item % n != 0 : false }
    }

    /// Equal when the names are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

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
