import CompositionalLayout
import LayoutRecipes

extension Recipe {
    /// `team-timeline`: rows of a 60-point time column beside an event that sizes itself (estimated 80).
    ///
    /// The event's height is its estimate unless the data's sizing answers otherwise.
    public static let teamTimeline = Recipe(
        name: "team-timeline", summary: "A time column beside self-sizing events, estimated 80 points tall.",
        source: "Sources/TeamLayouts/TimelineRecipe.swift", features: [.estimated], defaultItems: 10
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(80))) {
                    Item().width(.fractionalWidth(1)).height(.estimated(80))
                }
            }
            .interGroupSpacing(4)
            .contentInsets(top: 0, leading: 76, bottom: 0, trailing: 16))
    }
}
