import CompositionalLayout

extension Recipe {
    /// `orthogonal-gallery`: four paging sections of different shapes, cycling by section index.
    ///
    /// ```
    /// section 0: full-width rows      section 1: half-width rows
    /// +------------------+            +--------+--------+
    /// |        0         |  (1 fw,    |   0    |   1    |  item (0.5 fw, 1 fh)
    /// +------------------+   abs 50)  +--------+--------+  group H (1 fw, abs 50)
    /// section 2: stacked column beside a tall item, repeated while it fits (5 items)
    /// +-----+-----+-----+   column item (1 fw, 0.5 fh) in V (1/3 fw, 1 fh) count 2;
    /// |  0  |     |  3  |   tall (1/3 fw, 1 fh);
    /// +-----+  2  +-----+   combined H (1 fw, 2/3 fh) of [stacked, tall] (spec G2: stacked again)
    /// |  1  |     |  4  |
    /// +-----+-----+-----+
    /// section 3: two rows of three above a wide item (7 items)
    /// +-----+-----+-----+   row item (1/3 fw, 1 fh) in H (1 fw, 1/2 fh) in V (1 fw, 2/3 fh);
    /// |  0  |  1  |  2  |   wide item (1 fw, 1/3 fh);
    /// +-----+-----+-----+   combined V (1 fw, 3/4 fh) of [stacked rows, wide]
    /// |  3  |  4  |  5  |
    /// +-----+-----+-----+
    /// |        6        |
    /// +-----------------+
    /// ```
    /// Every item insets 2; every section orthogonal `paging`; no section insets.
    /// Source: seed 001, "UICollectionView CompositionalLayout Part 1: Introduction" (full code).
    /// Registers: any size class.
    public static let orthogonalGallery = Recipe(
        name: "orthogonal-gallery", summary: "Four paging sections: rows, half rows, stacked column, stacked rows.",
        source: "seed 001: CompositionalLayout Part 1", features: [.nestedGroups, .orthogonal], defaultSections: 4,
        defaultItems: 30
    ) { _ in
        func item(_ width: Dimension, _ height: Dimension) -> Item {
            Item().size(LayoutSize(width: width, height: height)).contentInsets(2)
        }
        let third = 1.0 / 3
        let rows = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                item(.fractionalWidth(1), .fractionalHeight(1))
            }
        }
        let halfRows = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                item(.fractionalWidth(0.5), .fractionalHeight(1))
            }
        }
        let columnBesideTall = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(2.0 / 3))) {
                VGroup(LayoutSize(width: .fractionalWidth(third), height: .fractionalHeight(1)), count: 2) {
                    item(.fractionalWidth(1), .fractionalHeight(0.5))
                }
                item(.fractionalWidth(third), .fractionalHeight(1))
            }
        }
        let rowsAboveWide = Section {
            VGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.75))) {
                VGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(2.0 / 3))) {
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5))) {
                        item(.fractionalWidth(third), .fractionalHeight(1))
                    }
                }
                item(.fractionalWidth(1), .fractionalHeight(third))
            }
        }
        return Layout(
            sections: [rows, halfRows, columnBesideTall, rowsAboveWide].map { $0.orthogonalScrolling(.paging) })
    }
}
