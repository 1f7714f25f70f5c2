import CompositionalLayout

extension Recipe {
    /// `app-store`: a store front: a paging carousel of featured cards, paging shelves of app rows, and a
    /// ranked chart.
    ///
    /// ```
    /// section 0 (featured), compact:      section 1 (shelf), one group:     section 2 (ranked chart):
    /// +------------------+ +--            header (1 fw, estimated 44)      header (1 fw, estimated 44)
    /// |        0         | |  1           +----------------+ +--          +--------------------------+
    /// |                  | |              |       0        | |  3         |            0             |
    /// +------------------+ +--            |       1        | |  4         |            1             |
    /// H (0.9 fw, abs 280)                 |       2        | |  5         +--------------------------+
    ///                                     +----------------+ +--          H (1 fw, abs 72) count 1
    ///                                     V (0.9 fw, abs 216) count 3     (count 2, spacing 20, regular)
    /// ```
    /// Sections cycle featured, shelf, ranked. Featured and shelf scroll sideways with `groupPaging`,
    /// interGroupSpacing 10; every section's insets are 20 leading and trailing; layout
    /// interSectionSpacing 24. Regular width: cards and shelf columns 0.45 fw (two up), two chart columns.
    /// Source: the App Store's Today and Apps tabs, the screen seeds 000 and 002 name as compositional
    /// layout's example; the numbers are ours, not measured. Registers: compact and regular.
    public static let appStoreCompact = appStore(fraction: 0.9, chartColumns: 1, sizeClass: .compact)

    /// `app-store` for regular width: two featured cards and two shelf columns up, two chart columns.
    public static let appStoreRegular = appStore(fraction: 0.45, chartColumns: 2, sizeClass: .regular)

    static func appStore(fraction: Double, chartColumns: Int, sizeClass: SizeClassKey) -> Recipe {
        let sideInsets = DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let header = BoundarySupplementaryItem(elementKind: "header")
        let featured = Section {
            HGroup(LayoutSize(width: .fractionalWidth(fraction), height: .absolute(280))) { Item() }
        }
        .orthogonalScrolling(.groupPaging)
        .interGroupSpacing(10)
        .contentInsets(sideInsets)
        let shelf = Section {
            VGroup(LayoutSize(width: .fractionalWidth(fraction), height: .absolute(3 * 72)), count: 3) { Item() }
        }
        .orthogonalScrolling(.groupPaging)
        .interGroupSpacing(10)
        .contentInsets(sideInsets)
        .boundarySupplementaryItems { header }
        let chart = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(72)), count: chartColumns) { Item() }
                .interItemSpacing(.fixed(20))
        }
        .contentInsets(sideInsets)
        .boundarySupplementaryItems { header }
        return Recipe(
            name: "app-store",
            summary: "Featured cards and app shelves paging sideways above a ranked chart, like the App Store.",
            source: "screen: App Store, Today and Apps tabs (seeds 000, 002 name it); numbers ours",
            features: [.orthogonal, .headers, .estimated, .spacing, .sectionProvider], defaultSections: 3,
            defaultItems: 9, sizeClass: sizeClass,
            layouts: .fixed(Layout(sections: [featured, shelf, chart]).interSectionSpacing(24)))
    }
}
