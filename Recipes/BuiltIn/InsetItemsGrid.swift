import CompositionalLayout

extension Recipe {
    /// `inset-items-grid`: five squares per row, each inset by 2 inside its slot.
    ///
    /// ```
    /// one group (a row of five):
    /// +---+---+---+---+---+
    /// | 0 | 1 | 2 | 3 | 4 |   item (0.2 fw, 1 fh) insets 2
    /// +---+---+---+---+---+   group H (1 fw, 0.2 fw) of [item]; no section insets
    /// ```
    /// Source: Apple sample "Implementing Modern Collection Views", `InsetItemsGridViewController`.
    /// Registers: any size class.
    public static let insetItemsGrid = Recipe(
        name: "inset-items-grid", summary: "Five squares per row, each inset by 2 points.",
        source: "Apple sample: Implementing Modern Collection Views, Inset Items Grid", defaultItems: 50
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2))) {
                    Item().width(.fractionalWidth(0.2)).contentInsets(2)
                }
            })
    }
}
