import CompositionalLayout

extension Recipe {
    /// `two-column-grid`: two columns of rows 44 points tall, 10 points apart both ways.
    ///
    /// ```
    /// one group (a row of two):
    /// +-----------+  +-----------+   item (1 fw, 1 fh)
    /// |     0     |  |     1     |   group H (1 fw, abs 44) count 2, interItemSpacing 10
    /// +-----------+  +-----------+   (spec G5/G6: each (w - 10) / 2)
    /// ```
    /// Section interGroupSpacing 10, insets (0, 10, 0, 10).
    /// Source: Apple sample "Implementing Modern Collection Views", `TwoColumnViewController`.
    /// Registers: any size class.
    public static let twoColumnGrid = Recipe(
        name: "two-column-grid", summary: "Two columns of 44-point rows, 10 points apart.",
        source: "Apple sample: Implementing Modern Collection Views, Two-Column Grid", features: [.spacing],
        defaultItems: 40
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), count: 2) { Item() }
                    .interItemSpacing(.fixed(10))
            }
            .interGroupSpacing(10)
            .contentInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
    }
}
