import CompositionalLayout
import Foundation
import LayoutRecipes
import LayoutTestSupport
import Testing

@testable import RecipesCLI

@Suite("recipes run --file")
struct RunFileTests {
    /// The parsed JSON document of a successful `recipes run ... --format json`.
    func json(_ outcome: Outcome) throws -> [String: Any] {
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        #expect(outcome.stderr == "")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    /// The elements of run `index` of a JSON document.
    func elements(_ document: [String: Any], run index: Int = 0) throws -> [[String: Any]] {
        let runs = try #require(document["runs"] as? [[String: Any]])
        return try #require(runs[index]["elements"] as? [[String: Any]])
    }

    /// The frame of a JSON element.
    func frame(_ element: [String: Any]) -> Rect {
        R(
            element["x"] as? Double ?? .nan, element["y"] as? Double ?? .nan, element["width"] as? Double ?? .nan,
            element["height"] as? Double ?? .nan)
    }

    @Test("a file runs like a recipe: named after its file, with the exact items per section of its data")
    func exactData() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(data: [3, 1]), "two-rows.json", in: folder)
        let document = try json(
            recipes(
                ["run", "--file", "two-rows.json", "--widths", "200", "--format", "json"], environment: [:], in: folder)
        )
        #expect(document["recipe"] as? String == "two-rows")
        let e = try elements(document)
        // Section 0: 3 items, two per 50-point row (slot 200 x 0.5 = 100); rows 0 and 1. Section 1 starts
        // below section 0's two rows, at y 100 (no insets, no spacing): one item.
        #expect(e.count == 3 + 1)
        expectFrame(frame(e[0]), equals: R(0, 0, 100, 50), "0.0")
        expectFrame(frame(e[1]), equals: R(100, 0, 100, 50), "0.1")
        expectFrame(frame(e[2]), equals: R(0, 50, 100, 50), "0.2")
        expectFrame(frame(e[3]), equals: R(0, 100, 100, 50), "1.0")
        #expect(e[3]["section"] as? Int == 1 && e[3]["item"] as? Int == 0)
    }

    @Test("--sections and --items override the file's data; a file without data gets one section per entry x 30")
    func dataShape() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(name: "cards", data: [3, 1]), "a.json", in: folder)
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(sections: 2), "b.json", in: folder)
        let overridden = try json(
            recipes(
                ["run", "--file", "a.json", "--widths", "200", "--format", "json", "--sections", "1", "--items", "2"],
                environment: [:], in: folder))
        #expect(overridden["recipe"] as? String == "cards")
        #expect(try elements(overridden).count == 1 * 2)
        // Only --items: sections from the data (2), items as given.
        let items = try json(
            recipes(
                ["run", "--file", "a.json", "--widths", "200", "--format", "json", "--items", "5"], environment: [:],
                in: folder))
        #expect(try elements(items).count == 2 * 5)
        // No data: 2 entries in 'sections', 30 items each; section 1 starts after 15 rows of 50.
        let defaults = try json(
            recipes(["run", "--file", "b.json", "--widths", "200", "--format", "json"], environment: [:], in: folder))
        let e = try elements(defaults)
        #expect(e.count == 2 * 30)
        expectFrame(frame(e[30]), equals: R(0, 15 * 50, 100, 50), "1.0")
    }

    @Test("a compact-only file runs at every width: a file is one layout")
    func sizeClassIgnored() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(
            LayoutFileFixtures.halves(data: [2], extra: "\"sizeClass\": \"compact\""), "phone.json", in: folder)
        let document = try json(
            recipes(
                ["run", "--file", "phone.json", "--widths", "200,1000", "--format", "json"], environment: [:],
                in: folder))
        // 1000 points is regular (auto); the same layout: two items of 1000 x 0.5 = 500.
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs[1]["sizeClass"] as? String == "regular")
        expectFrame(frame(try elements(document, run: 1)[1]), equals: R(500, 0, 500, 50), "0.1 at 1000")
    }

    @Test("a file with problems exits 1, listing every problem with the file's name before the error")
    func brokenFile() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write("{\"sections\": [], \"colour\": 1}", "bad.json", in: folder)
        let outcome = recipes(["run", "--file", "bad.json"], environment: [:], in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stdout == "")
        let errorLines = lines(outcome.stderr)
        #expect(errorLines.count == 3)
        #expect(errorLines.dropLast().allSatisfy { $0.hasPrefix("bad.json: ") })
        #expect(errorLines.last?.hasPrefix("Error: the layout file 'bad.json' has 2 problems: ") == true)
        #expect(errorLines.last?.hasSuffix(" (and 1 more, listed above).") == true)
    }

    @Test("a missing file is one problem and exits 1")
    func missingFile() throws {
        let folder = try makeTemporaryFolder()
        let outcome = recipes(["run", "--file", "nope.json"], environment: [:], in: folder)
        #expect(outcome.exitCode == 1)
        #expect(
            outcome.stderr
                == "Error: the layout file 'nope.json' has 1 problem: $: cannot read the file: it does not exist.\n")
    }

    @Test("a file the solver refuses names the file's path, sections[j]")
    func solveFailure() throws {
        let folder = try makeTemporaryFolder()
        // An item 300 points wide cannot fit a 200-point container (spec G4).
        let text = LayoutFileFixtures.halves(name: "too-wide", data: [1]).replacingOccurrences(
            of: "{\"fractionalWidth\": 0.5}", with: "{\"absolute\": 300}")
        try LayoutFileFixtures.write(text, "w.json", in: folder)
        let outcome = recipes(["run", "--file", "w.json", "--widths", "200"], environment: [:], in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stderr.hasPrefix("Error: recipe 'too-wide' cannot be solved at width 200: sections[0].group"))
    }

    @Test("engine paths section[s] become the file's sections[s % count], with the data section when they differ")
    func translatePaths() {
        let origin = LayoutFileOrigin(path: "f.json", data: nil, sectionCount: 2)
        #expect(
            origin.translate("section[5].group.subitems[1] cannot fit (3 in 2).")
                == "sections[1].group.subitems[1] (data section 5) cannot fit (3 in 2).")
        #expect(origin.translate("at section[1].group: empty") == "at sections[1].group: empty")
        #expect(
            origin.translate("section[4]: x; section[3].contentInsets (top)")
                == "sections[0] (data section 4): x; sections[1].contentInsets (data section 3) (top)")
        #expect(origin.translate("subsection[2] and section[x]") == "subsection[2] and section[x]")
    }

    @Test("a file without a kebab-case name is named after its file, made kebab-case")
    func kebabName() {
        #expect(LayoutFileOrigin.kebabName("My Cards") == "my-cards")
        #expect(LayoutFileOrigin.kebabName("63") == "63")
        #expect(LayoutFileOrigin.kebabName("__") == "layout-file")
    }
}
