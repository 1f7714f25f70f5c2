import CompositionalLayout

extension Recipe {
    /// `orthogonal-behaviors`: one section per orthogonal scrolling behaviour, each under a header.
    ///
    /// ```
    /// one group (three items):
    /// +------------------+------+
    /// |                  |  1   |   leading (0.7 fw, 1 fh) insets 10
    /// |        0         +------+   trailing item (1 fw, 0.3 fh) insets 10 in V (0.3 fw, 1 fh)
    /// |                  |  2   |   count 2 (spec G6: each 1/2 fh)
    /// +------------------+------+   container H (0.85 fw, or 1 fw for `none`, 0.4 fh)
    /// ```
    /// Sections by index % 6: continuous, continuousGroupLeadingBoundary, paging, groupPaging,
    /// groupPagingCentered, none. Header (1 fw, estimated 44) at the top; layout interSectionSpacing 20.
    /// Source: Apple sample "Implementing Modern Collection Views", `OrthogonalScrollBehaviorViewController`.
    /// Registers: any size class.
    public static let orthogonalBehaviors = Recipe(
        name: "orthogonal-behaviors", summary: "One section per orthogonal scrolling behaviour, each under a header.",
        source: "Apple sample: Implementing Modern Collection Views, Orthogonal Section Behaviors",
        features: [.nestedGroups, .orthogonal, .headers, .estimated, .sectionProvider], defaultSections: 6,
        defaultItems: 18
    ) { _ in
        Layout(name: "orthogonal-behaviors") { index, _ in
            let behavior = orthogonalBehaviorOrder[index % orthogonalBehaviorOrder.count]
            return Section {
                HGroup(
                    LayoutSize(width: .fractionalWidth(behavior == .none ? 1 : 0.85), height: .fractionalHeight(0.4))
                ) {
                    Item().size(LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1))).contentInsets(
                        10)
                    VGroup(LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)), count: 2) {
                        Item().size(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.3)))
                            .contentInsets(10)
                    }
                }
            }
            .orthogonalScrolling(behavior)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.estimated(44))
            }
        }
        .interSectionSpacing(20)
    }

    /// The section order of `orthogonal-behaviors`, as in Apple's sample.
    static let orthogonalBehaviorOrder: [OrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
    ]
}
