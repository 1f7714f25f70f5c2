import CompositionalLayout

extension Recipe {
    /// `nested-groups`: one large square beside two columns of two small squares, under a header.
    ///
    /// ```
    /// one group (five items):
    /// +-------------+------+------+
    /// |             |  1   |  3   |   large (0.5 fw, 1 fh) insets 2.5
    /// |      0      +------+------+   small (1 fw, 0.5 fh) insets 2.5 in
    /// |             |  2   |  4   |   vg = V (0.25 fw, 1 fh) of [small]
    /// +-------------+------+------+   outer H (1 fw, 0.5 fw) of [large, vg, vg]
    /// ```
    /// Section insets 2.5; header (1 fw, estimated 100) at the top.
    /// Source: seed 000, "Getting Started with UICollectionViewCompositionalLayout", "Nested Groups".
    /// Registers: any size class.
    public static let nestedGroups = Recipe(
        name: "nested-groups", summary: "A large square beside two columns of two small squares, under a header.",
        source: "seed 000: Getting Started, Nested Groups", features: [.nestedGroups, .headers, .estimated],
        defaultItems: 30
    ) { _ in
        let small = Item().size(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5))).contentInsets(
            2.5)
        let vg = VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) { small }
        return Layout(
            section: Section {
                // spec G2: the subitems repeat until one does not fit, so the second vg must be listed explicitly.
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().size(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))).contentInsets(
                        2.5)
                    vg
                    vg
                }
            }
            .contentInsets(2.5)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.estimated(100))
            })
    }
}
