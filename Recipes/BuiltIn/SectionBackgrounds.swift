import CompositionalLayout

extension Recipe {
    /// `section-backgrounds`: the square grid with a rounded background behind each section.
    ///
    /// ```
    /// compact, one section:
    /// +-------------------------------+   background decoration "background": the section's
    /// | +---------------------------+ |   frame inset by 8 (spec C1); cells get zIndex 1 (spec C2)
    /// | |  +----+  +----+  +----+   | |   item (1/3 fw, 1 fh) insets 2.5
    /// | |  | 0  |  | 1  |  | 2  |   | |   group H (1 fw, 1/3 fw); section insets 16
    /// | |  +----+  +----+  +----+   | |
    /// | +---------------------------+ |
    /// +-------------------------------+
    /// ```
    /// Source: seed 000, "Getting Started with UICollectionViewCompositionalLayout", "Decoration Items".
    /// Registers: compact (3 per row) and regular (6 per row).
    public static let sectionBackgroundsCompact = sectionBackgrounds(columns: 3, sizeClass: .compact)

    /// `section-backgrounds` for regular width: six per row.
    public static let sectionBackgroundsRegular = sectionBackgrounds(columns: 6, sizeClass: .regular)

    static func sectionBackgrounds(columns: Int, sizeClass: SizeClassKey) -> Recipe {
        Recipe(
            name: "section-backgrounds", summary: "The square grid with a background behind each section.",
            source: "seed 000: Getting Started, Decoration Items", features: [.decorations], defaultSections: 3,
            defaultItems: 12, sizeClass: sizeClass
        ) { _ in
            Layout(
                section: Section(group: .squareRow(columns: columns, item: Item().contentInsets(2.5)))
                    .contentInsets(16)
                    .decorationItems { DecorationItem.background(elementKind: "background").contentInsets(8) })
        }
    }
}
