import CompositionalLayout
import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

/// `recipes export NAME` writes the whole recipe, so `recipes run --file` gives `recipes run NAME`'s frames
/// at every width and size class (grid at 768 and 1024 among them).
@Suite("recipes export: the whole recipe")
struct WholeRecipeExportTests {
    /// The JSON of a run without its recipe name.
    static func frames(_ outcome: Outcome) throws -> NSDictionary {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        object["recipe"] = nil
        return object as NSDictionary
    }

    @Test(
        "run --file of an export gives run NAME's frames, by width and with --size-class",
        arguments: ["grid", "badge-banner", "conference-videos", "adaptive-sections", "scaling-carousel", "mosaic"])
    func sameFrames(name: String) throws {
        let folder = try makeTemporaryFolder()
        let export = recipes(["export", name], catalog: .builtIn, in: folder)
        #expect(export.exitCode == 0, "\(export.stderr)")
        #expect(export.stderr == "")
        _ = try LayoutFileFixtures.write(export.stdout, "\(name).json", in: folder)
        for sizeClass in ["auto", "compact", "regular"] {
            let options = ["--widths", "320,768,1024", "--format", "json", "--size-class", sizeClass]
            let named = recipes(["run", name] + options, catalog: .builtIn, in: folder)
            let file = recipes(["run", "--file", "\(name).json"] + options, catalog: .builtIn, in: folder)
            #expect(named.exitCode == 0 && file.exitCode == 0, "\(named.stderr)\(file.stderr)")
            #expect(try Self.frames(file) == Self.frames(named), "\(name) --size-class \(sizeClass)")
        }
    }

    @Test("grid's export holds both size classes: three columns compact, six regular")
    func gridSizeClasses() throws {
        let folder = try makeTemporaryFolder()
        let export = recipes(["export", "grid"], catalog: .builtIn, in: folder)
        _ = try LayoutFileFixtures.write(export.stdout, "grid.json", in: folder)
        let run = recipes(["run", "--file", "grid.json", "--widths", "300,1200"], catalog: .builtIn, in: folder)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let compact = recipes(
            ["run", "--file", "grid.json", "--widths", "1200", "--size-class", "compact", "--format", "json"],
            catalog: .builtIn, in: folder)
        let regular = recipes(
            ["run", "--file", "grid.json", "--widths", "1200", "--size-class", "regular", "--format", "json"],
            catalog: .builtIn, in: folder)
        #expect(try Self.frames(compact) != Self.frames(regular))
    }
}
