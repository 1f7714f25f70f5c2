import CompositionalLayout

extension Recipe {
    /// `item-badges`: four tiles per row, each with a 20-point badge on its top trailing corner.
    ///
    /// ```
    /// one group (a row of four):
    /// +------+(b)  +------+(b)     item (0.25 fw, 1 fh) insets 5, with a "badge" (abs 20, abs 20)
    /// |  0   |     |  1   |  ...   anchored [top, trailing], fractional offset (0.3, -0.3) = (6, -6):
    /// +------+     +------+        it pokes 6 points past the item's top trailing corner (spec A2)
    /// ```
    /// Group H (1 fw, 0.2 fw); section insets 20.
    /// Source: Apple sample "Implementing Modern Collection Views", `ItemBadgeSupplementaryViewController`.
    /// Registers: any size class.
    public static let itemBadges = Recipe(
        name: "item-badges", summary: "Four tiles per row with a badge on each top trailing corner.",
        source: "Apple sample: Implementing Modern Collection Views, Item Badges", features: [.badges],
        defaultItems: 40
    ) { _ in
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2))) {
                    Item().width(.fractionalWidth(0.25)).contentInsets(5).supplementaryItems { badge }
                }
            }
            .contentInsets(20))
    }
}
