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
        source: "seed 003: DSL article, TiledGroup", features: [.nestedGroups, .spacing], defaultItems: 36
    ) { environment in
        let inset = 8.0
        let width = environment.container.effectiveContentSize.width
        let small = (width - inset * 2) / 3
        let big = small * 2 + inset
        let total = (big + inset + small) * 2 + inset
        let pair = VGroup(LayoutSize(width: .absolute(small), height: .fractionalHeight(1)), count: 2) { Item() }
            .interItemSpacing(.fixed(inset))
        let bigItem = Item().width(.absolute(big))
        let threeSmall = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(small)), count: 3) { Item() }
            .interItemSpacing(.fixed(inset))
        let bigRow = LayoutSize(width: .fractionalWidth(1), height: .absolute(big))
        return Layout(
            section: Section {
                VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(total))) {
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
    }
}
