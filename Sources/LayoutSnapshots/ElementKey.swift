import CompositionalLayout

/// Which element an entry of a diff is about: category, element kind and index path, plus its occurrence
/// among elements sharing all three (0 for the first), so that an element matches itself in the other
/// snapshot whatever moved.
public struct ElementKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind of a supplementary or decoration; nil for cells.
    public var elementKind: String?
    /// The index path.
    public var indexPath: IndexPath
    /// Its position among the elements with the same category, kind and index path (0 for the first).
    public var occurrence: Int

    /// Creates a key.
    public init(category: ElementCategory, elementKind: String?, indexPath: IndexPath, occurrence: Int = 0) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.occurrence = occurrence
    }

    /// The key of `element`, the `occurrence`-th of its kind at its index path.
    public init(_ element: SnapshotElement, occurrence: Int = 0) {
        self.init(
            category: element.category, elementKind: element.elementKind, indexPath: element.indexPath,
            occurrence: occurrence)
    }

    /// Output order: index path, then cells before supplementaries before decorations, then element kind
    /// and occurrence.
    public static func < (a: ElementKey, b: ElementKey) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return rank(a.category) < rank(b.category) }
        if a.elementKind != b.elementKind { return (a.elementKind ?? "") < (b.elementKind ?? "") }
        return a.occurrence < b.occurrence
    }

    /// "cell 0.3", "supplementary badge 0.3", "supplementary badge 0.3 #2" (a second badge there).
    public var description: String {
        var text = category.rawValue
        if let elementKind { text += " " + elementKind }
        text += " \(indexPath)"
        if occurrence > 0 { text += " #\(occurrence + 1)" }
        return text
    }

    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }
}
