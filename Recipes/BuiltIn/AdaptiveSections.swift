import CompositionalLayout

extension Recipe {
    /// `adaptive-sections`: `distinct-sections` that doubles its columns when the width passes 800.
    ///
    /// ```
    /// width <= 800: list 1, grid5 5, grid3 3 columns; width > 800: 2, 10 and 6 columns
    /// +----+----+----+          +--+--+--+--+--+--+
    /// | 0  | 1  | 2  |   -->    |0 |1 |2 |3 |4 |5 |
    /// +----+----+----+          +--+--+--+--+--+--+
    /// ```
    /// Item (1 fw, 1 fh) insets 2 (the sample's 0.2 fw is replaced by the count, spec G6); group H (1 fw,
    /// abs 44 for the list, else 0.2 fw) count = columns; section insets 20. The provider reads the
    /// container's effective width (spec L4).
    /// Source: Apple sample "Implementing Modern Collection Views", `AdaptiveSectionsViewController`.
    /// Registers: any size class (it adapts by width, not by size class).
    public static let adaptiveSections = Recipe(
        name: "adaptive-sections",
        summary: "List, five- and three-column sections that double their columns above 800 points.",
        source: "Apple sample: Implementing Modern Collection Views, Adaptive Sections", features: [.sectionProvider],
        defaultSections: 3, defaultItems: 10
    ) { _ in
        // The provider as data: section i uses entry i % 3, which doubles its columns above 800 points.
        Layout(
            provider: .choosing(
                [1, 5, 3].enumerated().map { index, columns in
                    .byWidth(
                        [WidthRange(.atMost(800), .fixed(columnsSection(columns: columns, listRows: index == 0)))],
                        otherwise: .fixed(columnsSection(columns: columns * 2, listRows: index == 0)))
                }, name: "adaptive-sections"))
    }
}
