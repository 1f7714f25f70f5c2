import CompositionalLayout

extension Recipe {
    /// `distinct-sections`: a list section, a five-column section and a three-column section, cycling.
    ///
    /// ```
    /// section 3k: list       section 3k + 1: grid5            section 3k + 2: grid3
    /// +--------------+       +--+--+--+--+--+                 +----+----+----+
    /// |      0       |       |0 |1 |2 |3 |4 |                 | 0  | 1  | 2  |
    /// +--------------+       +--+--+--+--+--+                 +----+----+----+
    /// ```
    /// Item (1 fw, 1 fh) insets 2; group H (1 fw, abs 44 for the list, else 0.2 fw) count 1, 5 or 3
    /// (spec G6: the count replaces the item's width); section insets 20. A section provider picks the kind.
    /// Source: Apple sample "Implementing Modern Collection Views", `DistinctSectionsViewController`.
    /// Registers: any size class.
    public static let distinctSections = Recipe(
        name: "distinct-sections", summary: "A list, a five-column and a three-column section, by section index.",
        source: "Apple sample: Implementing Modern Collection Views, Distinct Sections", features: [.sectionProvider],
        defaultSections: 3, defaultItems: 10
    ) { _ in
        Layout(name: "distinct-sections") { index, _ in
            let columns = [1, 5, 3][index % 3]
            return columnsSection(columns: columns, listRows: columns == 1)
        }
    }

    /// A section of `columns` equal columns: rows 44 tall when `listRows`, else 0.2 fw tall; insets 20.
    static func columnsSection(columns: Int, listRows: Bool) -> Section {
        let height: Dimension = listRows ? .absolute(44) : .fractionalWidth(0.2)
        return Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: height), count: columns) { Item().contentInsets(2) }
        }
        .contentInsets(20)
    }
}
