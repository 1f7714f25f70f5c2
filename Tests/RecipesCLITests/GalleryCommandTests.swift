import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

@Suite("recipes gallery")
struct GalleryCommandTests {
    @Test("with --widths the gallery is the static page: every recipe at each width as inline SVG")
    func page() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try RecipeCatalog([Recipe.gridCompact, Recipe.gridRegular, TestRecipes.shelf])
        let outcome = recipes(
            ["gallery", "--output", "Reports/gallery.html", "--widths", "320,768,1024"], catalog: catalog, in: folder)
        #expect(outcome.exitCode == 0)
        let count = 2
        #expect(outcome.stdout == "Wrote Reports/gallery.html: 2 recipes x 3 widths.\n")
        let html = try String(contentsOf: folder.appendingPathComponent("Reports/gallery.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<section id=\"grid\">"))
        #expect(html.contains("<section id=\"shelf\">"))
        #expect(html.contains("Square cells, 3 per row (6 in regular width), under a header."))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3 * count)
        for caption in ["320 points, compact", "768 points, regular", "1024 points, regular"] {
            #expect(html.contains(caption))
        }
    }

    @Test("a width a recipe cannot be solved at shows the error on the page")
    func failure() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(["gallery", "--output", "g.html", "--widths", "200,320"], in: folder)
        #expect(outcome.exitCode == 0)
        #expect(outcome.stdout.contains("(1 could not be solved; the page shows why)"))
        let html = try String(contentsOf: folder.appendingPathComponent("g.html"), encoding: .utf8)
        #expect(
            html.contains("<p class=\"error\">200 points: recipe &apos;too-wide&apos; cannot be solved at width 200"))
    }
}
