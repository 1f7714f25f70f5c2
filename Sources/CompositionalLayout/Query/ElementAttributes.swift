/// The solved attributes of one element: what the layout hands a collection view.
public struct ElementAttributes: Sendable, Hashable {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind of a supplementary or decoration; nil for cells.
    public var elementKind: String?
    /// Its index path.
    public var indexPath: IndexPath
    /// Its frame in layout coordinates.
    public var frame: Rect
    /// Stacking order.
    public var zIndex: Int
    /// Hidden flag.
    public var isHidden: Bool
    /// Opacity (only a visible-items hook changes it).
    public var alpha: Double

    /// Creates attributes.
    public init(
        category: ElementCategory, elementKind: String?, indexPath: IndexPath, frame: Rect, zIndex: Int,
        isHidden: Bool = false, alpha: Double = 1
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.alpha = alpha
    }

    /// Output order: section, item, then cells before supplementaries before decorations.
    public static func outputOrder(_ a: ElementAttributes, _ b: ElementAttributes) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return a.category.rank < b.category.rank
    }
}
