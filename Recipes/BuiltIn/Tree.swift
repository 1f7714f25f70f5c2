import CompositionalLayout

extension Recipe {
    /// `tree`: two mirrored columns, a big square over two pairs and two pairs over a big square.
    ///
    /// ```
    /// one group (ten items), a square 0.9 of the width:
    /// +-----------+-----+-----+
    /// |           |  5  |  6  |   leading V (0.5 fw, 1 fw) of [top (1 fw, 0.5 fh),
    /// |     0     +-----+-----+     H (1 fw, 0.25 fh) of (0.5 fw, 1 fh) count 2, the same H]
    /// |           |  7  |  8  |   trailing V (0.5 fw, 1 fw) of [H count 2, H count 2,
    /// +-----+-----+-----+-----+     bottom (1 fw, 0.5 fh)]
    /// |  1  |  2  |           |   nested H (0.9 fw, 0.9 fw) of [leading, trailing]
    /// +-----+-----+     9     |   every item insets 5
    /// |  3  |  4  |           |
    /// +-----+-----+-----------+
    /// ```
    /// Section insets 5; orthogonal `continuousGroupLeadingBoundary`.
    /// Source: seed 004, "New Collection View APIs in iOS 13", "Tree layout". Registers: any size class.
    public static let tree = Recipe(
        name: "tree", summary: "Two mirrored columns: big square over pairs, pairs over a big square.",
        source: "seed 004: Tree layout", features: [.nestedGroups, .orthogonal], defaultItems: 30
    ) { _ in
        let half = Item().size(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5))).contentInsets(5)
        let pair = HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.25)), count: 2) {
            Item().size(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))).contentInsets(5)
        }
        let column = LayoutSize(width: .fractionalWidth(0.5), height: .fractionalWidth(1))
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.9), height: .fractionalWidth(0.9))) {
                    VGroup(column) {
                        half
                        pair
                        pair
                    }
                    VGroup(column) {
                        pair
                        pair
                        half
                    }
                }
            }
            .contentInsets(5)
            .orthogonalScrolling(.continuousGroupLeadingBoundary))
    }
}
