import CompositionalLayout

extension Recipe {
    /// `tiled`: a big tile beside two small, three small, a big tile on the other side, three small.
    ///
    /// ```
    /// one group (twelve items), sizes from the effective width w and inset 8:
    /// +----+ +---------+        small = (w - 2 x 8) / 3, big = 2 x small + 8
    /// | 0  | |         |        rows: H (1 fw, abs big) of [V (abs small, 1 fh) count 2, big]
    /// +----+ |    2    |              H (1 fw, abs small) count 3
    /// +----+ |         |              H (1 fw, abs big) of [big, V (abs small, 1 fh) count 2]
    /// | 1  | |         |              H (1 fw, abs small) count 3
    /// +----+ +---------+        every group's interItemSpacing 8
    /// +----+ +----+ +----+      root V (1 fw, abs (big + 8 + small) x 2 + 8)
    /// | 3  | | 4  | | 5  |      section interGroupSpacing 8; layout interSectionSpacing 8
    /// +----+ +----+ +----+
    /// (then 6 big, 7 / 8 small on the right, and 9, 10, 11)
    /// ```
    /// Source: seed 003, "Simplify collection view compositional layout with a DSL", `TiledGroup` /
    /// `TiledSection`. Registers: any size class.
    public static let tiled = Recipe(
        name: "tiled", summary: "Big tiles alternating sides between rows of three small tiles.",
        source: "seed 003: DSL article, TiledGroup", features: [.nestedGroups, .spacing], defaultItems: 36,
        layouts: .widthRelative(tiledTemplate, lengths: tiledLengths))

    /// The tiled layout with every width-dependent length 0; `tiledLengths` computes them from the width.
    static let tiledTemplate: Layout = {
        let inset = 8.0
        let pair = VGroup(LayoutSize(width: .absolute(0), height: .fractionalHeight(1)), count: 2) { Item() }
            .interItemSpacing(.fixed(inset))
        let bigItem = Item().width(.absolute(0))
        let threeSmall = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(0)), count: 3) { Item() }
            .interItemSpacing(.fixed(inset))
        let bigRow = LayoutSize(width: .fractionalWidth(1), height: .absolute(0))
        return Layout(
            section: Section {
                VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(0))) {
                    HGroup(bigRow) {
                        pair
                        bigItem
                    }
                    .interItemSpacing(.fixed(inset))
                    threeSmall
                    HGroup(bigRow) {
                        bigItem
                        pair
                    }
                    .interItemSpacing(.fixed(inset))
                    threeSmall
                }
                .interItemSpacing(.fixed(inset))
            }
            .interGroupSpacing(inset)
        )
        .interSectionSpacing(inset)
    }()

    /// The tiles' lengths from the effective width w (inset 8): small = (w - 2 x 8) / 3 = w / 3 - 16 / 3,
    /// big = 2 small + 8 = 2w / 3 - 8 / 3, the root group (big + 8 + small) x 2 + 8 = 2w + 8; by layout-file path.
    static let tiledLengths: [String: WidthLength] = {
        let small = WidthLength(widthFraction: 1.0 / 3, points: -16.0 / 3)
        let big = WidthLength(widthFraction: 2.0 / 3, points: -8.0 / 3)
        let root = "sections[0].group"
        return [
            root + ".size.height": WidthLength(widthFraction: 2, points: 8),
            // Row 1: the pair (small wide), then the big tile; the row is big tall.
            root + ".subitems[0].size.height": big, root + ".subitems[0].subitems[0].size.width": small,
            root + ".subitems[0].subitems[1].size.width": big,
            // Row 2: three small, small tall.
            root + ".subitems[1].size.height": small,
            // Row 3: the big tile, then the pair.
            root + ".subitems[2].size.height": big, root + ".subitems[2].subitems[0].size.width": big,
            root + ".subitems[2].subitems[1].size.width": small,
            // Row 4.
            root + ".subitems[3].size.height": small,
        ]
    }()
}
