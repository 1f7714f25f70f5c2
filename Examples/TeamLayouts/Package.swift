// swift-tools-version:6.2
// TeamLayouts: an app team's own layouts, in the engine's DSL and as UIKit code, with a `team-recipes`
// command (list, run, sweep, gallery, snapshot, diff, bench) and snapshot tests. It depends on LayoutRecipes
// by path, as a team's package would depend on it by URL.
import PackageDescription

let package = Package(
    name: "TeamLayouts",
    dependencies: [.package(name: "LayoutRecipes", path: "../..")],
    targets: [
        // The layouts, as the app writes them, and the recipes they are registered as.
        .target(
            name: "TeamLayouts",
            dependencies: [
                .product(name: "CompositionalLayout", package: "LayoutRecipes"),
                .product(name: "CompositionalLayoutUIKit", package: "LayoutRecipes"),
                .product(name: "LayoutRecipes", package: "LayoutRecipes"),
                .product(name: "UIKitRecipes", package: "LayoutRecipes"),
            ]
        ),
        // The team's own `recipes` command: the built-in catalog plus TeamLayouts.recipes.
        .executableTarget(
            name: "team-recipes",
            dependencies: [
                "TeamLayouts",
                .product(name: "LayoutRecipes", package: "LayoutRecipes"),
                .product(name: "RecipesCommand", package: "LayoutRecipes"),
            ]
        ),
        .testTarget(
            name: "TeamLayoutsTests",
            dependencies: [
                "TeamLayouts",
                .product(name: "CompositionalLayout", package: "LayoutRecipes"),
                .product(name: "CompositionalLayoutUIKit", package: "LayoutRecipes"),
                .product(name: "LayoutTesting", package: "LayoutRecipes"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
