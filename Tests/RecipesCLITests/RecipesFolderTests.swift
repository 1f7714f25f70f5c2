import CompositionalLayout
import Foundation
import LayoutRecipes
import LayoutTestSupport
import Testing

@testable import RecipesCLI

@Suite("--recipes-dir and RECIPES_PATH")
struct RecipesFolderTests {
    /// A folder holding `cards.json` (named 'cards', data [3]) and `rows.json` (no name, compact only).
    func folder() throws -> URL {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(name: "cards", data: [3]), "cards.json", in: folder)
        try LayoutFileFixtures.write(
            LayoutFileFixtures.halves(extra: "\"sizeClass\": \"compact\""), "rows.json", in: folder)
        try LayoutFileFixtures.write("not json, and not read", "notes.txt", in: folder)
        return folder
    }

    @Test("--recipes-dir adds the folder's layout files to list, keyed by name and size class")
    func list() throws {
        let dir = try folder()
        let outcome = recipes(["list", "--recipes-dir", dir.path, "--format", "json"], environment: [:], in: dir)
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == TestRecipes.catalog.names.count + 2)
        let cards = try #require(rows.first { $0["name"] as? String == "cards" })
        #expect(cards["sizeClasses"] as? [String] == ["any"])
        #expect(cards["sections"] as? Int == 1 && cards["items"] as? Int == 3)
        #expect((cards["source"] as? String)?.hasSuffix("cards.json") == true)
        let rowsRecipe = try #require(rows.first { $0["name"] as? String == "rows" })
        #expect(rowsRecipe["sizeClasses"] as? [String] == ["compact"])
        // The table lists them too.
        let table = recipes(["list", "--recipes-dir", dir.path], environment: [:], in: dir).stdout
        #expect(table.contains("\ncards "))
    }

    @Test("a folder's recipe runs by name with its file's data, and keeps its size class")
    func run() throws {
        let dir = try folder()
        let outcome = recipes(
            ["run", "cards", "--recipes-dir", dir.path, "--widths", "200", "--format", "json"], environment: [:],
            in: dir)
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(document["recipe"] as? String == "cards")
        let runs = try #require(document["runs"] as? [[String: Any]])
        let elements = try #require(runs[0]["elements"] as? [[String: Any]])
        // data [3]: three halves of 200 (100 wide) in rows of 50: the third starts row 1.
        #expect(elements.count == 3)
        #expect(elements[2]["x"] as? Double == 0 && elements[2]["y"] as? Double == 50)
        // 'rows' serves compact only: at 1000 points (regular) it has no layout, like a built-in.
        let regular = recipes(
            ["run", "rows", "--recipes-dir", dir.path, "--widths", "1000"], environment: [:], in: dir)
        #expect(regular.exitCode == 1)
        #expect(regular.stderr == "Error: recipe 'rows' has no layout for the regular size class.\n")
    }

    @Test("RECIPES_PATH adds folders separated by ':' (relative to the current folder, empty entries skipped)")
    func environmentVariable() throws {
        let one = try folder()
        let two = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(name: "banners", data: [1]), "b.json", in: two)
        let environment = ["RECIPES_PATH": "::\(one.path):\(two.lastPathComponent)"]
        let parent = two.deletingLastPathComponent()
        let list = recipes(["list"], environment: environment, in: parent)
        #expect(list.exitCode == 0, "\(list.stderr)")
        for name in ["cards", "rows", "banners"] { #expect(list.stdout.contains("\n\(name) ")) }
        let run = recipes(["run", "banners", "--widths", "200"], environment: environment, in: parent)
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("banners at width 200"))
        // sweep and export see them too; validate and help do not read the folders.
        #expect(
            recipes(["sweep", "cards", "--widths", "200...210"], environment: environment, in: parent).exitCode == 0)
        #expect(recipes(["export", "cards"], environment: environment, in: parent).stdout.contains("\"data\": [3]"))
    }

    @Test("a file whose name and size class the catalog has is an error naming the file")
    func duplicate() throws {
        let dir = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(name: "tree"), "my-tree.json", in: dir)
        let path = dir.appendingPathComponent("my-tree.json").path
        let outcome = recipes(["list", "--recipes-dir", dir.path], environment: [:], in: dir)
        #expect(
            outcome
                == Outcome(
                    stderr: "Error: the layout file '\(path)' adds recipe 'tree' for size class 'any', which the "
                        + "catalog already has.\n", exitCode: 1))
        // The same folder named twice is read once; two folders with the same recipe clash.
        #expect(recipes(["list", "--recipes-dir", try folder().path], environment: [:], in: dir).exitCode == 0)
        let copy = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(name: "cards"), "cards.json", in: copy)
        let clash = recipes(
            ["list", "--recipes-dir", copy.path], environment: ["RECIPES_PATH": try folder().path], in: dir)
        #expect(clash.exitCode == 1)
        #expect(clash.stderr.contains("adds recipe 'cards' for size class 'any'"))
    }

    @Test("a broken file or an unreadable folder is an error naming it")
    func broken() throws {
        let dir = try folder()
        try LayoutFileFixtures.write("{\"sections\": []}", "empty.json", in: dir)
        let outcome = recipes(["run", "cards", "--recipes-dir", dir.path], environment: [:], in: dir)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.hasPrefix("Error: the layout file '\(dir.path)/empty.json' has 1 problem: sections: "))
        let missing = recipes(["list"], environment: ["RECIPES_PATH": "no-such-folder"], in: dir)
        #expect(
            missing
                == Outcome(
                    stderr: "Error: cannot read the recipes folder 'no-such-folder' (from RECIPES_PATH).\n", exitCode: 1
                ))
    }
}
