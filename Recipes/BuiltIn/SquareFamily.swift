import CompositionalLayout

extension Recipe {
    /// `square-family`: a big square over two rows of two, beside a column of four.
    ///
    /// ```
    /// one group (nine items), 0.9 of the width, 1.20006 of the width tall:
    /// +-----------+-----+
    /// |           |  5  |   left V (0.6667 fw, 1 fh) of [top (1 fw, 1 fw),
    /// |     0     +-----+     H (1 fw, 0.5 fw) of [(0.5 fw, 0.5 fw)], the same H]
    /// |           |  6  |   right V (0.3334 fw, 1 fh) of [(1 fw, 0.25 fh)]
    /// +-----+-----+-----+   nested H (0.9 fw, 1.20006 fw) of [left, right]
    /// |  1  |  2  |  7  |   every item insets 5
    /// +-----+-----+-----+
    /// |  3  |  4  |  8  |
    /// +-----+-----+-----+
    /// ```
    /// 0.6667 + 0.3334 > 1: the right column fits only by the 0.25-point fit tolerance (spec G3), which holds
    /// up to a width of 0.25 / (0.0001 x 0.9) = 2777 points. Section insets 5; orthogonal
    /// `continuousGroupLeadingBoundary`.
    /// Source: seed 004, "New Collection View APIs in iOS 13", "Square family layout". Registers: any size class.
    public static let squareFamily = Recipe(
        name: "square-family", summary: "A big square over two rows of two, beside a column of four.",
        source: "seed 004: Square family layout", features: [.nestedGroups, .orthogonal], defaultItems: 27
    ) { _ in
        func item(_ width: Dimension, _ height: Dimension) -> Item {
            Item().size(LayoutSize(width: width, height: height)).contentInsets(5)
        }
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
            item(.fractionalWidth(0.5), .fractionalWidth(0.5))
        }
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.9), height: .fractionalWidth(1.20006))) {
                    VGroup(LayoutSize(width: .fractionalWidth(0.6667), height: .fractionalHeight(1))) {
                        item(.fractionalWidth(1), .fractionalWidth(1))
                        row
                        row
                    }
                    VGroup(LayoutSize(width: .fractionalWidth(0.3334), height: .fractionalHeight(1))) {
                        item(.fractionalWidth(1), .fractionalHeight(0.25))
                    }
                }
            }
            .contentInsets(5)
            .orthogonalScrolling(.continuousGroupLeadingBoundary))
    }
}
