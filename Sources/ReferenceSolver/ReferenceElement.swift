import CompositionalLayout

/// One element as the naive reference solver builds it: a heap object per cell, supplementary and
/// decoration of every group instance, as a direct port of UIKit's attributes objects would allocate.
public final class ReferenceElement {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind of a supplementary or decoration; nil for cells.
    public var elementKind: String?
    /// Its index path (for group-attached supplementaries: the group instance's number).
    public var indexPath: IndexPath
    /// Its frame: relative to its group while a group instance is being solved, then in layout coordinates.
    public var frame: Rect
    /// Stacking order.
    public var zIndex: Int
    /// Hidden flag (item-attached supplementaries with a visibility predicate, spec A6).
    public var isHidden: Bool

    /// For an item-attached supplementary: the leaf it hangs on, counted inside its group instance; -1 otherwise.
    var leaf: Int
    /// For a group-attached supplementary: which supplemented group of the instance it hangs on (post-order).
    var groupOrdinal: Int
    /// For a group-attached supplementary: the first leaf of its group inside the instance.
    var firstLeaf: Int = 0
    /// The predicate that hides an attached supplementary for some index paths.
    var visibility: SupplementaryVisibility?
    /// The order the solver produced it in, so the final sort is stable.
    var sequence: Int = 0

    /// Creates an element.
    init(
        category: ElementCategory, elementKind: String?, frame: Rect, zIndex: Int,
        indexPath: IndexPath = IndexPath(section: 0, item: 0),
        leaf: Int = -1, groupOrdinal: Int = 0, visibility: SupplementaryVisibility? = nil
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.isHidden = false
        self.leaf = leaf
        self.groupOrdinal = groupOrdinal
        self.visibility = visibility
    }

    /// Moves the element by (dx, dy), skipping the addition when nothing moves.
    func move(dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        frame = frame.offsetBy(dx: dx, dy: dy)
    }

    /// The element as engine-shaped attributes.
    public var attributes: ElementAttributes {
        ElementAttributes(
            category: category, elementKind: elementKind, indexPath: indexPath, frame: frame, zIndex: zIndex,
            isHidden: isHidden)
    }

    /// Output order: section, item, cells before supplementaries before decorations, then solve order.
    static func precedes(_ a: ReferenceElement, _ b: ReferenceElement) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        let ra = rank(a.category)
        let rb = rank(b.category)
        if ra != rb { return ra < rb }
        return a.sequence < b.sequence
    }

    /// The category's place in the output order: cells, supplementaries, decorations.
    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }
}
