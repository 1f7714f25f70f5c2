import CompositionalLayout

extension Recipe {
    /// `adaptive-grid`: tiles at least 140 points wide, as many columns as fit, stretched to fill the row.
    ///
    /// ```
    /// one group (a row); W = 320: 2 columns, W = 768: 5, W = 1024: 6
    /// +----------+  +----------+   item (1 fw, 1 fh)
    /// |    0     |  |    1     |   group H (1 fw, abs 140), adaptive minimumWidth 140, interItemSpacing 8
    /// +----------+  +----------+   columns = max(1, floor((W - 16 + 8) / (140 + 8))) (spec G12)
    /// ```
    /// Section interGroupSpacing 8, insets 8 on every side. The adaptive count is this package's (spec G12);
    /// UIKit apps compute it by hand in a section provider.
    /// Source: ours, the column count apps compute from the container width. Registers: any size class.
    public static let adaptiveGrid = Recipe(
        name: "adaptive-grid", summary: "Tiles at least 140 points wide, as many columns as fit, 8 points apart.",
        source: "LayoutRecipes: adaptive columns (ours, spec G12)", features: [.spacing], defaultItems: 30
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(140)), minimumWidth: 140) { Item() }
                    .interItemSpacing(.fixed(8))
            }
            .interGroupSpacing(8)
            .contentInsets(8))
    }
}
