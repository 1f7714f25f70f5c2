/// A (section, item) pair that names a cell or a supplementary, as a data source does.
public struct IndexPath: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index inside the section (for group supplementaries: the group instance index).
    public var item: Int

    /// Creates an index path.
    @inlinable public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// "section.item".
    public var description: String { "\(section).\(item)" }
}
