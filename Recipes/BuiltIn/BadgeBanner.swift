import CompositionalLayout

extension Recipe {
    /// `badge-banner`: square cells with a "NEW" banner hanging below every fifth one.
    ///
    /// ```
    /// compact, one group (a row):
    /// +-------+ +-------+ +-------+
    /// |   0   | |   1   | |   2   |   item (1/3 fw, 1 fh) insets 8, with a supplementary
    /// |       | |       | |       |   "new-banner" (1.1 fw, abs 30) on the bottom edge,
    /// +=========+-------+ +-------+   absolute offset (0, 10): it pokes out below and on both sides
    /// +=========+                     group H (1 fw, 1/3 fw); section insets 8
    /// ```
    /// The banner is hidden (isHidden = true, still in the output) except where item % 5 == 0.
    /// Source: seed 000, "Getting Started with UICollectionViewCompositionalLayout", "Supplementary Items".
    /// Registers: compact (3 per row) and regular (6 per row, 1/6 fw items and group height).
    public static let badgeBannerCompact = badgeBanner(columns: 3, sizeClass: .compact)

    /// `badge-banner` for regular width: six per row.
    public static let badgeBannerRegular = badgeBanner(columns: 6, sizeClass: .regular)

    static func badgeBanner(columns: Int, sizeClass: SizeClassKey) -> Recipe {
        Recipe(
            name: "badge-banner",
            summary: "Square cells with a NEW banner below every fifth one (6 per row in regular).",
            source: "seed 000: Getting Started, Supplementary Items", features: [.badges], defaultItems: 30,
            sizeClass: sizeClass
        ) { _ in
            let banner = SupplementaryItem(
                elementKind: "new-banner", size: LayoutSize(width: .fractionalWidth(1.1), height: .absolute(30)),
                containerAnchor: Anchor(edges: [.bottom], offset: .absolute(Point(x: 0, y: 10))),
                visibility: .onlyEvery(5))
            return Layout(
                section: Section(
                    group: .squareRow(columns: columns, item: Item(supplementaryItems: [banner]).contentInsets(8))
                )
                .contentInsets(8))
        }
    }
}
