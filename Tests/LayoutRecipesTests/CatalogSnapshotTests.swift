import CompositionalLayout
import Foundation
import LayoutRecipes
import LayoutTestSupport
import LayoutTesting
import Testing

/// Every built-in recipe's frames at 320, 768 and 1024 points with its default data, against the files
/// checked in under `Snapshots/` (style G18: they guard against regressions beside the hand-arithmetic
/// tests of each recipe, never instead of them).
///
/// The files are what `recipes snapshot NAME --output Tests/LayoutRecipesTests/Snapshots` writes
/// (`RecipesCLITests` checks that), so `recipes diff` compares them with any later snapshot. Frames may
/// differ by `frameTolerance` (style G16): a solver that orders its arithmetic differently moves frames
/// by a few ulps (1e-13 points), which is no regression. After an intended geometry change, re-record
/// with `RECORD_LAYOUT_SNAPSHOTS=1 swift test --filter CatalogSnapshotTests` and review the files' diff.
@Suite("Catalog snapshots")
struct CatalogSnapshotTests {
    /// The folder of the checked-in snapshots.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        .path

    @Test("every built-in recipe solves to its checked-in frames", arguments: RecipeCatalog.builtIn.names)
    func recipe(_ name: String) throws {
        let catalog = RecipeCatalog.builtIn
        let first = try #require(catalog.providers(named: name).first)
        assertLayoutSnapshot(
            of: { environment in
                try catalog.recipe(named: name, sizeClass: environment.traits.horizontalSizeClass).layout(
                    for: environment)
            }, data: LayoutData(sections: first.defaultSections, items: first.defaultItems), named: name,
            tolerance: frameTolerance, snapshotDirectory: Self.folder)
    }

    @Test("the folder holds the snapshots of the built-in recipes and nothing else")
    func noStrayFiles() throws {
        let expected = RecipeCatalog.builtIn.names.flatMap { name in
            LayoutSnapshotDefaults.widths.map { "\(name)@\(Int($0)).json" }
        }
        let found = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { !$0.hasPrefix(".") }
        #expect(found.sorted() == expected.sorted())
    }
}
