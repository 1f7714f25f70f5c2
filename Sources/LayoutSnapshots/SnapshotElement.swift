import CompositionalLayout

/// One element as a snapshot records it: what `recipes run --format json` prints for it.
///
/// The engine's `ElementAttributes` without its alpha, which the JSON shape does not hold.
public struct SnapshotElement: Sendable, Hashable {
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

    /// Creates an element.
    public init(
        category: ElementCategory, elementKind: String?, indexPath: IndexPath, frame: Rect, zIndex: Int = 0,
        isHidden: Bool = false
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// The element the engine solved.
    public init(_ attributes: ElementAttributes) {
        self.init(
            category: attributes.category, elementKind: attributes.elementKind, indexPath: attributes.indexPath,
            frame: attributes.frame, zIndex: attributes.zIndex, isHidden: attributes.isHidden)
    }

    /// "cell 0.3", "supplementary header 0.0": how diffs name the element.
    public var label: String {
        if let elementKind { return "\(category.rawValue) \(elementKind) \(indexPath)" }
        return "\(category.rawValue) \(indexPath)"
    }
}
