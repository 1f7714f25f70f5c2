// swift-tools-version:6.2
// LayoutRecipes: a headless compositional-layout engine, its recipe catalog, a CLI and a benchmark.
// No package dependencies: only the Swift toolchain.
import PackageDescription

let package = Package(
    name: "LayoutRecipes",
    products: [
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
        .library(name: "LayoutRecipes", targets: ["LayoutRecipes"]),
        .library(name: "LayoutFiles", targets: ["LayoutFiles"]),
        .library(name: "CompositionalLayoutUIKit", targets: ["CompositionalLayoutUIKit"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .library(name: "RecipesCommand", targets: ["RecipesCommand", "RecipesCLI"]),
        .library(name: "UIKitRecipes", targets: ["UIKitRecipes"]),
        .executable(name: "recipes", targets: ["recipes"]),
        .executable(name: "recipes-bench", targets: ["RecipesBench"]),
    ],
    targets: [
        // The engine: model, DSL, solver, queries. Pure: no I/O, no globals, no printing.
        .target(
            name: "CompositionalLayout",
            // Double.rounded() needs libm on Linux; the engine imports no Foundation.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The naive reference solver: benchmark baseline and differential-test oracle.
        .target(name: "ReferenceSolver", dependencies: ["CompositionalLayout"]),
        // The recipe catalog (documented layouts as values) and the layout-file format.
        .target(
            name: "LayoutRecipes",
            dependencies: ["CompositionalLayout"],
            path: "Recipes",
            exclude: ["README.md", "Files"]
        ),
        // UIKit's compositional-layout API on the engine, source-compatible, for platforms without UIKit.
        .target(name: "CompositionalLayoutUIKit", dependencies: ["CompositionalLayout"]),
        // Layout files: any layout as a strict JSON document (parse, validate, export).
        .target(name: "LayoutFiles", dependencies: ["CompositionalLayout", "LayoutRecipes"]),
        // Frame snapshots: the JSON of `recipes run --format json`, written, read back and compared.
        .target(name: "LayoutSnapshots", dependencies: ["CompositionalLayout", "LayoutFiles"]),
        // Layout regression tests: assertLayoutSnapshot for XCTest and Swift Testing, DSL and UIKit layouts.
        .target(
            name: "LayoutTesting",
            dependencies: ["LayoutSnapshots", "CompositionalLayout", "CompositionalLayoutUIKit"]
        ),
        // The command's logic, callable in-process: run(arguments:) -> Outcome. The gallery's script and
        // style sheet are real files, compiled into the binary as byte arrays (`PackageResources`), so the
        // command stays one file and reads no bundle.
        .target(
            name: "RecipesCLI",
            dependencies: ["CompositionalLayout", "LayoutRecipes", "LayoutFiles", "LayoutSnapshots"],
            resources: [
                .embedInCode("Gallery/GalleryPageScript.js"),
                .embedInCode("Gallery/GalleryPageStyle.css"),
            ]
        ),
        // The whole `recipes` command over a catalog the caller builds: a package's own command in three lines.
        .target(name: "RecipesCommand", dependencies: ["RecipesCLI", "LayoutRecipes"]),
        // Recipes whose layout is UIKit code: the bridge where the catalog and the UIKit facade meet (neither
        // depends on the other), solved through HeadlessCollectionView.
        .target(
            name: "UIKitRecipes", dependencies: ["CompositionalLayout", "LayoutRecipes", "CompositionalLayoutUIKit"]),
        // The `recipes` executable: RecipesCommand over the built-in catalog.
        .executableTarget(name: "recipes", dependencies: ["RecipesCommand"]),
        // The benchmark executable `recipes-bench`: writes Reports/benchmarks.md.
        .executableTarget(
            name: "RecipesBench",
            dependencies: [
                "CompositionalLayout", "LayoutRecipes", "ReferenceSolver", "CompositionalLayoutUIKit", "RecipesCLI",
            ],
            path: "Benchmarks/RecipesBench"
        ),
        // Shared test helpers: frame expectations, seeded RNG, random layouts.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["CompositionalLayout"],
            path: "Tests/LayoutTestSupport"
        ),
        .testTarget(
            name: "CompositionalLayoutTests",
            dependencies: ["CompositionalLayout", "LayoutTestSupport"]
        ),
        // Also every recipe's checked-in frame snapshots (Snapshots/, see CatalogSnapshotTests).
        .testTarget(
            name: "LayoutRecipesTests",
            dependencies: ["CompositionalLayout", "LayoutRecipes", "LayoutTestSupport", "LayoutTesting"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "LayoutFilesTests",
            dependencies: ["LayoutFiles", "LayoutRecipes", "CompositionalLayout", "LayoutTestSupport"]
        ),
        .testTarget(
            name: "LayoutSnapshotsTests",
            dependencies: ["LayoutSnapshots", "CompositionalLayout", "LayoutFiles"]
        ),
        .testTarget(
            name: "LayoutTestingTests",
            dependencies: ["LayoutTesting", "LayoutSnapshots", "CompositionalLayout", "CompositionalLayoutUIKit"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "RecipesCLITests",
            dependencies: [
                "RecipesCLI", "RecipesCommand", "LayoutRecipes", "CompositionalLayout", "LayoutTestSupport", "recipes",
            ]
        ),
        // Seeded random layouts: properties every solve keeps, and the engine against the reference solver
        // (random layouts, the catalog's recipes, hand-made feature layouts) and against itself with its
        // shortcuts off.
        .testTarget(
            name: "PropertyAndDifferentialTests",
            dependencies: ["CompositionalLayout", "LayoutTestSupport", "ReferenceSolver", "LayoutRecipes"]
        ),
        // The UIKit facade: its own tests, and the ported seed snippets (Tests/UIKitSnippets, linked into
        // both targets) compiled once in the Swift 6 mode with main-actor default isolation, as a new app
        // target is, and once in the Swift 5 mode, as older app code is.
        .testTarget(
            name: "CompositionalLayoutUIKitTests",
            dependencies: ["CompositionalLayoutUIKit", "CompositionalLayout", "LayoutRecipes", "LayoutTestSupport"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // The checked-in `recipes export --format swift` files (Scripts/generate-uikit-exports), compiled
        // against the facade and compared with their recipes.
        .testTarget(
            name: "GeneratedUIKitTests",
            dependencies: [
                "CompositionalLayoutUIKit", "CompositionalLayout", "LayoutRecipes", "LayoutFiles", "LayoutTestSupport",
            ]
        ),
        // Frames real UIKit printed in public recordings (Recordings/, read through #filePath), replayed
        // through the facade's HeadlessCollectionView; prints the conformance line.
        .testTarget(
            name: "UIKitConformanceTests",
            dependencies: ["CompositionalLayoutUIKit"],
            exclude: ["Recordings"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .testTarget(
            name: "CompositionalLayoutUIKitSwift5Tests",
            dependencies: ["CompositionalLayoutUIKit", "CompositionalLayout", "LayoutRecipes", "LayoutTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Layouts written in the shapes public iOS app code uses, laid out at compact and regular widths.
        .testTarget(
            name: "UIKitCompatibilityCorpusTests",
            dependencies: ["CompositionalLayoutUIKit"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // Every documented member of UIKit's compositional-layout API (Symbols.tsv, read through #filePath), used
        // with its documented signature, so a member the facade lacks fails the build.
        .testTarget(
            name: "UIKitSymbolTests",
            dependencies: ["CompositionalLayoutUIKit"],
            exclude: ["Symbols.tsv"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // The documentation's examples: shell examples run through RecipesCLI and compared with the output
        // shown, Swift blocks checked against the test files that compile them (CONTRIBUTING.md).
        .testTarget(name: "DocExamplesTests", dependencies: ["RecipesCLI"]),
        // UIKit recipes: their frames against HeadlessCollectionView's, through the command.
        .testTarget(
            name: "UIKitRecipesTests",
            dependencies: [
                "UIKitRecipes", "RecipesCommand", "RecipesCLI", "LayoutRecipes", "CompositionalLayout",
                "CompositionalLayoutUIKit",
            ]
        ),
        // The benchmark's workloads at tiny sizes and its harness (the engine against the reference solver is
        // PropertyAndDifferentialTests; here only the harness's agreement check is tested, on a disagreement made
        // by hand).
        .testTarget(
            name: "RecipesBenchTests",
            dependencies: ["RecipesBench", "CompositionalLayout", "LayoutRecipes", "ReferenceSolver"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
