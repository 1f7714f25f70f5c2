import LayoutRecipes
import UIKitRecipes

/// The team's layouts as recipes: two in the engine's DSL, two as the app's UIKit code.
public enum TeamLayouts {
    /// Every recipe the team registers, in the order `team-recipes list` shows them after the built-in ones.
    public static let recipes: [Recipe] = [
        .teamCards, .teamTimeline,
        .uikit(
            name: "team-feed", summary: "Full-width posts under a header, as the app's feed screen builds it.",
            source: "Sources/TeamLayouts/FeedLayout.swift", features: [.headers], defaultItems: 12,
            makeLayout: makeFeedLayout),
        .uikit(
            name: "team-shelves", summary: "Shelves of covers scrolling sideways, as the app's library screen.",
            source: "Sources/TeamLayouts/ShelvesLayout.swift", features: [.orthogonal, .headers],
            defaultSections: 3, defaultItems: 8, makeLayout: makeShelvesLayout),
    ]
}
