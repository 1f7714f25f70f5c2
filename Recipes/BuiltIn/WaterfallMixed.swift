import CompositionalLayout

extension Recipe {
    /// `waterfall-mixed`: a title, a shelf scrolling sideways, then a waterfall of posts (spec G13, ours).
    ///
    /// ```
    /// title (layout-wide header, 1 fw, estimated 44)
    /// section 0 (shelf):                      section 1 (wall), compact 2 columns, regular 4:
    /// header (1 fw, estimated 44)             header (1 fw, estimated 44)
    /// +-----+ +-----+ +--                     +-----+ +-----+   items (1 fw, r x column width),
    /// |  0  | |  1  | |  2                    |  0  | |  1  |   r cycling 1.25, 0.75, 1;
    /// +-----+ +-----+ +--                     |     | +-----+   columnSpacing 8, itemSpacing 8
    /// H (abs 140, abs 100), continuous        +-----+ |  2  |
    /// ```
    /// Sections cycle shelf, wall; both have insets 16 leading and trailing, the wall 16 below; the shelf's
    /// interGroupSpacing 8; layout interSectionSpacing 16. The waterfall is this package's (UIKit has no
    /// such API), so the UIKit export refuses it.
    /// Source: discovery screens (a shelf of topics above a masonry feed) that apps build with custom
    /// groups; numbers ours. Registers: compact and regular.
    public static let waterfallMixedCompact = waterfallMixed(columns: 2, sizeClass: .compact)

    /// `waterfall-mixed` for regular width: the wall in 4 columns.
    public static let waterfallMixedRegular = waterfallMixed(columns: 4, sizeClass: .regular)

    static func waterfallMixed(columns: Int, sizeClass: SizeClassKey) -> Recipe {
        let header = BoundarySupplementaryItem(elementKind: "header")
        let shelf = Section {
            HGroup(LayoutSize(width: .absolute(140), height: .absolute(100))) { Item() }
        }
        .orthogonalScrolling(.continuous)
        .interGroupSpacing(8)
        .contentInsets(leading: 16, trailing: 16)
        .boundarySupplementaryItems { header }
        let posts = [1.25, 0.75, 1].map {
            Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth($0)))
        }
        let wall = Section {
            Group.waterfall(
                .fill, Waterfall(columns: .count(columns), columnSpacing: 8, itemSpacing: 8), subitems: posts)
        }
        .contentInsets(leading: 16, bottom: 16, trailing: 16)
        .boundarySupplementaryItems { header }
        let layout = Layout(sections: [shelf, wall]).interSectionSpacing(16)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "title") }
        return Recipe(
            name: "waterfall-mixed",
            summary: "A title, a shelf scrolling sideways and a waterfall of posts below it (ours, spec G13).",
            source: "screen: discovery feed, a topic shelf above a masonry wall; waterfall ours (spec G13)",
            features: [.orthogonal, .headers, .estimated, .spacing], defaultSections: 2, defaultItems: 12,
            sizeClass: sizeClass, layouts: .fixed(layout))
    }
}
