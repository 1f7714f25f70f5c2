import CompositionalLayout

extension Recipe {
    /// `growing-columns`: the square grid where section i has i + 3 items per row.
    ///
    /// ```
    /// section 0: 3 per row      section 1: 4 per row      section 2: 5 per row ...
    /// +----+----+----+          +---+---+---+---+         +--+--+--+--+--+
    /// | 0  | 1  | 2  |          | 0 | 1 | 2 | 3 |         |0 |1 |2 |3 |4 |
    /// +----+----+----+          +---+---+---+---+         +--+--+--+--+--+
    /// ```
    /// Section i, f = 1 / (i + 3): item (f fw, 1 fh) insets 2.5; group H (1 fw, f fw); section insets 2.5;
    /// header (1 fw, estimated 100) at the top. A section provider (spec L4) builds each section.
    /// Source: seed 000, "Getting Started with UICollectionViewCompositionalLayout", "Section Provider".
    /// Registers: any size class.
    public static let growingColumns = Recipe(
        name: "growing-columns", summary: "The square grid with one more column in each section.",
        source: "seed 000: Getting Started, Section Provider", features: [.sectionProvider, .headers, .estimated],
        defaultSections: 4, defaultItems: 24
    ) { _ in
        Layout(name: "growing-columns") { index, _ in
            .squareGrid(columns: index + 3)
        }
    }
}
