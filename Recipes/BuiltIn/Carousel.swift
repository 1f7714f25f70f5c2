import CompositionalLayout

extension Recipe {
    /// `carousel`: one full-width image per page, 150 points tall, paging sideways.
    ///
    /// ```
    /// one group (one item):
    /// +----------------------------+
    /// |             0              |   item (1 fw, 1 fh) insets (5, 5, 5, 15)
    /// +----------------------------+   group H (1 fw, abs 150) of [item]
    /// ```
    /// Section insets 5; orthogonal `paging` (pages of the container's width, spec S7).
    /// Source: seed 004, "New Collection View APIs in iOS 13", "Image carousel layout". Registers: any size class.
    public static let carousel = Recipe(
        name: "carousel", summary: "One full-width image per page, 150 points tall, paging sideways.",
        source: "seed 004: Image carousel layout", features: [.orthogonal], defaultItems: 10
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(150))) {
                    Item().contentInsets(top: 5, leading: 5, bottom: 5, trailing: 15)
                }
            }
            .contentInsets(5)
            .orthogonalScrolling(.paging))
    }
}
