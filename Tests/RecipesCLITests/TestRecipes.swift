import CompositionalLayout
import Foundation
import LayoutRecipes
import LayoutTestSupport
import Testing

@testable import RecipesCLI

/// Small recipes defined for these tests (the built-in catalog only has `grid` for now).
enum TestRecipes {
    /// `tree`: a plain list of full-width rows 50 tall, so 'tre' has a near name (the test catalog
    /// does not hold the built-in `tree`).
    static let tree = Recipe(name: "tree", summary: "Rows.", source: "test", defaultItems: 4) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item() }
            })
    }

    /// `two-by-two`: two cells 100 x 50 per row, 4 items, no insets.
    ///
    /// Item i: x = 100 (i mod 2), y = 50 floor(i / 2).
    static let twoByTwo = Recipe(
        name: "two-by-two", summary: "Two 100 x 50 cells per row.", source: "test", defaultItems: 4
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .absolute(200), height: .absolute(50))) {
                    Item().width(.absolute(100)).height(.fractionalHeight(1))
                }
            })
    }

    /// `overlapping`: a custom group whose two frames share area (x 0...100 and 50...150): broken.
    static let overlapping = Recipe(name: "overlapping", summary: "Overlapping cells.", source: "test", defaultItems: 2)
    { _ in
        Layout(
            section: Section {
                CustomGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), name: "overlap") { _ in
                    [CustomGroupItem(frame: R(0, 0, 100, 100)), CustomGroupItem(frame: R(50, 0, 100, 100))]
                }
            })
    }

    /// `stacked`: the same frames, but the recipe declares that its cells overlap.
    static let stacked = Recipe(
        name: "stacked", summary: "Overlapping by design.", source: "test", defaultItems: 2, allowsOverlap: true
    ) { env in overlapping.provider(env) }

    /// `too-wide`: one item 300 points wide, which does not fit containers narrower than 300 (spec G4).
    static let tooWide = Recipe(name: "too-wide", summary: "A 300-point item.", source: "test", defaultItems: 1) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(40))) { Item().width(.absolute(300)) }
            })
    }

    /// `pinned`: rows 100 tall under a pinned header 50 tall (spec B5), 20 items.
    static let pinned = Recipe(
        name: "pinned", summary: "Pinned header.", source: "test", features: [.pinned], defaultItems: 20
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) { Item() }
            }
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(50)).pinToVisibleBounds()
            })
    }

    /// `shelf`: a background decoration and an orthogonal row of 150 x 100 cells with badges (spec S6, spec C1,
    /// spec A2).
    static let shelf = Recipe(
        name: "shelf", summary: "Orthogonal shelf.", source: "test", features: [.orthogonal, .decorations, .badges],
        defaultItems: 5
    ) { _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .absolute(150), height: .absolute(100))) {
                    Item().supplementaryItems {
                        SupplementaryItem(elementKind: "badge").size(
                            LayoutSize(width: .absolute(20), height: .absolute(20)))
                    }
                }
            }
            .orthogonalScrolling(.continuous)
            .decorationItems { DecorationItem.background(elementKind: "background") })
    }

    /// `compact-only`: registers the compact size class only.
    static let compactOnly = Recipe(
        name: "compact-only", summary: "Compact only.", source: "test", defaultItems: 1, sizeClass: .compact
    ) { env in tree.provider(env) }

    /// Every test recipe.
    static let all = [tree, twoByTwo, overlapping, stacked, tooWide, pinned, shelf, compactOnly]

    /// `grid` (from the built-ins) and every test recipe; tests do not depend on other built-ins.
    static let catalog: RecipeCatalog = {
        do {
            return try RecipeCatalog([Recipe.gridCompact, Recipe.gridRegular] + all)
        } catch {
            fatalError("test catalog: \(error)")
        }
    }()
}

/// Runs the command in-process against the test catalog, writing files under `directory`.
func recipes(_ arguments: [String], catalog: RecipeCatalog = TestRecipes.catalog, in directory: URL? = nil) -> Outcome {
    let folder = directory ?? FileManager.default.temporaryDirectory
    return RecipesCLI.run(arguments: arguments, catalog: catalog, fileSystem: FileSystem(currentDirectory: folder.path))
}

/// A fresh empty temporary folder, inside one folder per test process that is removed when it exits.
///
/// Each test made its own in the system's temporary folder, and left it there. Paths stay shorter than the 80
/// characters an error message quotes whole.
func makeTemporaryFolder() throws -> URL {
    let url = testProcessFolder.appendingPathComponent(String(UUID().uuidString.prefix(23)))
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The folder that holds this test process's temporary folders; made on first use, removed at exit.
let testProcessFolder: URL = {
    let name = "recipes-cli-tests-\(UUID().uuidString.prefix(8))"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    atexit { try? FileManager.default.removeItem(at: testProcessFolder) }
    return url
}()

/// The lines of a text without the trailing empty line.
func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
}
