import CompositionalLayout

extension Recipe {
    /// `tri-section`: a tall middle item between two columns of three, scrolling sideways.
    ///
    /// ```
    /// one group (seven items), 0.85 of the width:
    /// +------+------+------+
    /// |  0   |      |  4   |   side item (1 fw, 0.3 fh) insets 5, in
    /// +------+      +------+   side group V (0.33 fw, 1 fh) count 3 (spec G6: each slot 1/3 fh)
    /// |  1   |  3   |  5   |   middle item (0.33 fw, 1 fh) insets 5
    /// +------+      +------+   nested H (0.85 fw, 0.5 fh) of [side, middle, side]
    /// |  2   |      |  6   |
    /// +------+------+------+
    /// ```
    /// Section insets 5; orthogonal `continuousGroupLeadingBoundary`.
    /// Source: seed 004, "New Collection View APIs in iOS 13", "Vertical tri-section layout".
    /// Registers: any size class.
    public static let triSection = Recipe(
        name: "tri-section", summary: "A tall middle item between two columns of three, scrolling sideways.",
        source: "seed 004: Vertical tri-section layout", features: [.nestedGroups, .orthogonal], defaultItems: 28
    ) { _ in
        let sideItem = Item().size(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.3)))
            .contentInsets(5)
        let side = VGroup(LayoutSize(width: .fractionalWidth(0.33), height: .fractionalHeight(1)), count: 3) {
            sideItem
        }
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.85), height: .fractionalHeight(0.5))) {
                    side
                    Item().size(LayoutSize(width: .fractionalWidth(0.33), height: .fractionalHeight(1))).contentInsets(
                        5)
                    side
                }
            }
            .contentInsets(5)
            .orthogonalScrolling(.continuousGroupLeadingBoundary))
    }
}
