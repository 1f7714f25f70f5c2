import CompositionalLayout

extension Recipe {
    /// `leading-trailing`: a wide item beside a column of two, scrolling sideways.
    ///
    /// ```
    /// one group (three items), 0.85 of the width:
    /// +------------------+------+
    /// |                  |  1   |   leading (0.7 fw, 1 fh) insets 5
    /// |        0         +------+   trailing item (1 fw, 0.5 fh) insets 5 in
    /// |                  |  2   |   V (0.3 fw, 1 fh) count 2
    /// +------------------+------+   nested H (0.85 fw, 0.4 fh) of [leading, trailing]
    /// ```
    /// Section insets 5; orthogonal `continuousGroupLeadingBoundary`.
    /// Source: seed 004, "New Collection View APIs in iOS 13", "Simple layout"; seed 003 (the DSL
    /// article's first example). Registers: any size class.
    public static let leadingTrailing = Recipe(
        name: "leading-trailing", summary: "A wide item beside a column of two, scrolling sideways.",
        source: "seed 004: Simple layout; seed 003", features: [.nestedGroups, .orthogonal], defaultItems: 24
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.85), height: .fractionalHeight(0.4))) {
                    Item().size(LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1))).contentInsets(5)
                    VGroup(LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)), count: 2) {
                        Item().size(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
                            .contentInsets(5)
                    }
                }
            }
            .contentInsets(5)
            .orthogonalScrolling(.continuousGroupLeadingBoundary))
    }
}
