import CompositionalLayout
import LayoutRecipes

extension Recipe {
    /// `team-cards`: cards two per row (three in regular width), 8 points apart, as squares.
    ///
    /// Section insets 16; each card (w - 32 - 8 (n - 1)) / n wide and as tall (n = 2 compact, 3 regular).
    public static let teamCards = Recipe(
        name: "team-cards", summary: "Square cards, two per row (three in regular width), 8 points apart.",
        source: "Sources/TeamLayouts/CardsRecipe.swift", features: [.spacing], defaultItems: 12
    ) { environment in
        let columns = environment.traits.horizontalSizeClass == .regular ? 3 : 2
        return Layout(
            section: Section {
                HGroup(
                    LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1 / Double(columns))),
                    count: columns
                ) {
                    Item()
                }
                .interItemSpacing(.fixed(8))
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }
}
