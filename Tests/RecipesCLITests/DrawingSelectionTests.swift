import CompositionalLayout
import Foundation
import LayoutRecipes
import LayoutTestSupport
import Testing

@testable import RecipesCLI

@Suite("Drawing selection")
struct DrawingSelectionTests {
    /// Cells 0.0 to 0.(n-1), 10 points tall, one below the other.
    func column(_ n: Int) -> [ElementAttributes] {
        (0..<n).map {
            ElementAttributes(
                category: .cell, elementKind: nil, indexPath: IndexPath(section: 0, item: $0),
                frame: R(0, 10 * Double($0), 100, 10), zIndex: 0)
        }
    }

    @Test("at most the limit draws everything, with no cut")
    func all() {
        let selection = DrawingSelection.first(5, of: column(5), axis: .vertical)
        #expect(selection.elements.count == 5)
        #expect(!selection.isCapped)
        #expect(selection.cut == nil)
    }

    @Test("over the limit draws the first ones in output order and cuts where they end")
    func capped() {
        let selection = DrawingSelection.first(3, of: column(10), axis: .vertical)
        #expect(selection.elements.map(\.indexPath.item) == [0, 1, 2])
        #expect(selection.total == 10)
        #expect(selection.isCapped)
        // Cell 2 ends at 10 x 2 + 10 = 30.
        #expect(selection.cut == 30)
    }

    @Test("the gallery caption keeps the full count and says how many are drawn")
    func galleryCaption() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(
            ["gallery", "--output", "g.html", "--widths", "320", "--items", "3000"],
            catalog: try RecipeCatalog([Recipe.gridCompact, Recipe.gridRegular]), in: folder)
        #expect(outcome.exitCode == 0)
        let html = try String(contentsOf: folder.appendingPathComponent("g.html"), encoding: .utf8)
        // grid: 3000 cells and one header (an element of item 0, after cell 0.0).
        let cap = CLILimits.galleryElementsPerPicture
        #expect(html.contains("320 points, compact, drawing the first \(cap) of 3001 elements</figcaption>"))
        #expect(html.contains("drawing the first \(cap) of 3001 elements; the picture stops here</text>"))
        #expect(html.components(separatedBy: "class=\"cell\"").count - 1 == cap - 1)
        let small = recipes(
            ["gallery", "--output", "s.html", "--widths", "320", "--items", "6"],
            catalog: try RecipeCatalog([Recipe.gridCompact, Recipe.gridRegular]), in: folder)
        #expect(small.exitCode == 0)
        let smallPage = try String(contentsOf: folder.appendingPathComponent("s.html"), encoding: .utf8)
        #expect(smallPage.contains("320 points, compact, 7 elements</figcaption>"))
    }
}
