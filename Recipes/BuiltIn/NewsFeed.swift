import CompositionalLayout

extension Recipe {
    /// `news-feed`: topics of stories: a hero story over four rows (beside them in regular width).
    ///
    /// ```
    /// compact, one group (five items):       regular, one group:
    /// +--------------------------+           +----------------+ +--------+
    /// |            0             |  abs 300  |                | |   1    |
    /// +--------------------------+           |       0        | |   2    |
    /// |            1             |  90 each  |                | |   3    |
    /// |           ...            |           |                | |   4    |
    /// |            4             |           +----------------+ +--------+
    /// +--------------------------+           H (1 fw, abs 360) of [item (0.6 fw, 1 fh),
    /// V (1 fw, abs 660) of [item (1 fw,       V (0.4 fw, 1 fh) count 4], interItemSpacing 16
    /// abs 300), V (1 fw, abs 360) count 4]
    /// ```
    /// Section insets (0, 16, 16, 16), interGroupSpacing 16, a topic header (1 fw, estimated 44);
    /// layout interSectionSpacing 8.
    /// Source: a news reader's feed (Apple News Today, news apps): a lead story over headline rows.
    /// Registers: compact and regular.
    public static let newsFeedCompact = newsFeed(sizeClass: .compact)

    /// `news-feed` for regular width: the hero beside its four rows.
    public static let newsFeedRegular = newsFeed(sizeClass: .regular)

    static func newsFeed(sizeClass: SizeClassKey) -> Recipe {
        let root =
            sizeClass == .compact
            ? VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(300 + 4 * 90))) {
                Item().height(.absolute(300))
                VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(4 * 90)), count: 4) { Item() }
            }
            : HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(360))) {
                Item().width(.fractionalWidth(0.6))
                VGroup(LayoutSize(width: .fractionalWidth(0.4), height: .fractionalHeight(1)), count: 4) { Item() }
            }
            .interItemSpacing(.fixed(16))
        let section = Section(group: root)
            .interGroupSpacing(16)
            .contentInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "topic") }
        return Recipe(
            name: "news-feed", summary: "Topics of stories: a hero over four headline rows (beside them in regular).",
            source: "screen: news feed (Apple News Today, news apps)",
            features: [.nestedGroups, .headers, .estimated, .spacing], defaultSections: 3, defaultItems: 10,
            sizeClass: sizeClass, layouts: .fixed(Layout(section: section).interSectionSpacing(8)))
    }
}
