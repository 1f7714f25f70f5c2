import CompositionalLayout

extension Recipe {
    /// `profile`: a profile screen: a header over a sideways strip of story highlights, then a grid of
    /// posts under a pinned tab bar.
    ///
    /// ```
    /// section 0: header "profile" (1 fw, estimated 160)   section 1: header "tabs" (1 fw, abs 44), pinned
    ///  +----+ +----+ +----+ +--                           +------+------+------+
    ///  | 0  | | 1  | | 2  | | 3                           |  0   |  1   |  2   |   item (1/3 fw, 1 fh) insets 1
    ///  +----+ +----+ +----+ +--                           +------+------+------+   H (1 fw, 1/3 fw)
    ///  H (abs 72, abs 96), continuous                     (1/4 fw, four per row, in regular width)
    /// ```
    /// Section 0: orthogonal continuous, interGroupSpacing 12, insets (8, 16, 8, 16). Section 1: no insets.
    /// Source: a social profile screen (Instagram's profile: bio, highlights, posts grid). Registers:
    /// compact (3 posts per row) and regular (4 per row).
    public static let profileCompact = profile(columns: 3, sizeClass: .compact)

    /// `profile` for regular width: four posts per row.
    public static let profileRegular = profile(columns: 4, sizeClass: .regular)

    static func profile(columns: Int, sizeClass: SizeClassKey) -> Recipe {
        let highlights = Section {
            HGroup(LayoutSize(width: .absolute(72), height: .absolute(96))) { Item() }
        }
        .orthogonalScrolling(.continuous)
        .interGroupSpacing(12)
        .contentInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        .boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "profile").height(.estimated(160))
        }
        let posts = Section(group: .squareRow(columns: columns, item: Item().contentInsets(1)))
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "tabs").height(.absolute(44)).pinToVisibleBounds()
            }
        return Recipe(
            name: "profile",
            summary: "A profile header over a strip of highlights, then posts under a pinned tab bar.",
            source: "screen: social profile (Instagram-like: bio, highlights, posts)",
            features: [.orthogonal, .headers, .pinned, .estimated, .spacing, .sectionProvider],
            defaultSections: 2, defaultItems: 12, sizeClass: sizeClass,
            layouts: .fixed(Layout(sections: [highlights, posts])))
    }
}
