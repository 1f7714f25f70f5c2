import CompositionalLayout

extension Recipe {
    /// `grid`: square cells, three per row in compact width and six in regular.
    ///
    /// ```
    /// compact, one group (a row):       regular: six per row, 1/6 fw
    /// +-------+-------+-------+
    /// |  0    |  1    |  2    |   item (1/3 fw, 1 fh) insets 2.5
    /// +-------+-------+-------+   group H (1 fw, 1/3 fw); section insets 2.5
    /// ```
    /// Source: seed 000, "Getting Started with UICollectionViewCompositionalLayout" (grid with a header
    /// of (1 fw, estimated 100) at the top). Registers: compact and regular.
    public static let gridCompact = grid(columns: 3, sizeClass: .compact)

    /// `grid` for regular width: six per row.
    public static let gridRegular = grid(columns: 6, sizeClass: .regular)

    static func grid(columns: Int, sizeClass: SizeClassKey) -> Recipe {
        Recipe(
            name: "grid", summary: "Square cells, 3 per row (6 in regular width), under a header.",
            source: "seed 000: Getting Started", features: [.headers], defaultItems: 30, sizeClass: sizeClass
        ) { _ in
            Layout(section: .squareGrid(columns: columns))
        }
    }
}
