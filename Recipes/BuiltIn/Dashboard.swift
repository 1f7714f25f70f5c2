import CompositionalLayout

extension Recipe {
    /// `dashboard`: sections of self-sizing summary cards under a header: a wide card, then two half cards;
    /// the cards of one row grow to the tallest (UIKit iOS 17's `uniformAcrossSiblings`, spec E3).
    ///
    /// ```
    /// compact, one group (three cards):      regular, one group (a row of three):
    /// +--------------------------+           +-------------+------+------+
    /// |            0             |           |      0      |  1   |  2   |
    /// +--------------------------+           +-------------+------+------+
    /// +------------+ +-----------+           H (1 fw, est 150) of items 0.5, 0.25, 0.25 fw, each
    /// |     1      | |     2     |           uniformAcrossSiblings(estimate: 150), interItemSpacing 12
    /// +------------+ +-----------+           (spec G5 shrinks them by 24)
    /// V (1 fw, est 312) of [H (1 fw, est 150) of one item, H (1 fw, est 150) count 2], spacing 12; every
    /// card's height uniformAcrossSiblings(estimate: 150)
    /// ```
    /// Section insets 16, interGroupSpacing 12, header (1 fw, estimated 44); layout interSectionSpacing 8.
    /// Without measured sizes every card is its 150-point estimate; with them, the cards of a row take the
    /// tallest card's height and each group is as tall as its rows need (spec E3, spec G11).
    /// Source: summary dashboards (Health's Summary, Fitness): a wide card over pairs of metric cards.
    /// Registers: compact and regular.
    public static let dashboardCompact = dashboard(sizeClass: .compact)

    /// `dashboard` for regular width: a half-width card and two quarter cards per row.
    public static let dashboardRegular = dashboard(sizeClass: .regular)

    static func dashboard(sizeClass: SizeClassKey) -> Recipe {
        let card = Dimension.uniformAcrossSiblings(estimate: 150)
        let root =
            sizeClass == .compact
            ? VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(2 * 150 + 12))) {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(150))) { Item().height(card) }
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(150)), count: 2) {
                    Item().height(card)
                }
                .interItemSpacing(.fixed(12))
            }
            .interItemSpacing(.fixed(12))
            : HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(150))) {
                Item().width(.fractionalWidth(0.5)).height(card)
                Item().width(.fractionalWidth(0.25)).height(card)
                Item().width(.fractionalWidth(0.25)).height(card)
            }
            .interItemSpacing(.fixed(12))
        let section = Section(group: root)
            .interGroupSpacing(12)
            .contentInsets(16)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header") }
        return Recipe(
            name: "dashboard",
            summary: "Summary cards under headers: a wide card over two half cards (a row of three in regular); "
                + "the cards of a row share the tallest one's height.",
            source: "screen: summary dashboard (Health, Fitness); equal-height rows as UIKit iOS 17 makes them",
            features: [.nestedGroups, .headers, .estimated, .spacing], defaultSections: 2, defaultItems: 6,
            sizeClass: sizeClass, layouts: .fixed(Layout(section: section).interSectionSpacing(8)))
    }
}
