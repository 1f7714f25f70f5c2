import CompositionalLayout

extension Recipe {
    /// `dashboard`: sections of summary cards under a header: a wide card, then two half cards.
    ///
    /// ```
    /// compact, one group (three cards):      regular, one group (a row of three):
    /// +--------------------------+           +-------------+------+------+
    /// |            0             |           |      0      |  1   |  2   |
    /// +--------------------------+           +-------------+------+------+
    /// +------------+ +-----------+           H (1 fw, abs 150) of items 0.5, 0.25, 0.25 fw,
    /// |     1      | |     2     |           interItemSpacing 12 (spec G5 shrinks them by 24)
    /// +------------+ +-----------+
    /// V (1 fw, abs 312) of [H (1 fw, abs 150) of one item, H (1 fw, abs 150) count 2], spacing 12
    /// ```
    /// Section insets 16, interGroupSpacing 12, header (1 fw, estimated 44); layout interSectionSpacing 8.
    /// Cards have fixed heights: equal heights for self-sizing cards need UIKit's iOS 17
    /// `uniformAcrossSiblings`, which the engine does not have yet.
    /// Source: summary dashboards (Health's Summary, Fitness): a wide card over pairs of metric cards.
    /// Registers: compact and regular.
    public static let dashboardCompact = dashboard(sizeClass: .compact)

    /// `dashboard` for regular width: a half-width card and two quarter cards per row.
    public static let dashboardRegular = dashboard(sizeClass: .regular)

    static func dashboard(sizeClass: SizeClassKey) -> Recipe {
        let root =
            sizeClass == .compact
            ? VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(2 * 150 + 12))) {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(150))) { Item() }
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(150)), count: 2) { Item() }
                    .interItemSpacing(.fixed(12))
            }
            .interItemSpacing(.fixed(12))
            : HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(150))) {
                Item().width(.fractionalWidth(0.5))
                Item().width(.fractionalWidth(0.25))
                Item().width(.fractionalWidth(0.25))
            }
            .interItemSpacing(.fixed(12))
        let section = Section(group: root)
            .interGroupSpacing(12)
            .contentInsets(16)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header") }
        return Recipe(
            name: "dashboard",
            summary: "Summary cards under headers: a wide card over two half cards (a row of three in regular).",
            source: "screen: summary dashboard (Health, Fitness); fixed heights (no uniformAcrossSiblings yet)",
            features: [.nestedGroups, .headers, .estimated, .spacing], defaultSections: 2, defaultItems: 6,
            sizeClass: sizeClass, layouts: .fixed(Layout(section: section).interSectionSpacing(8)))
    }
}
