import Foundation
import Testing

@testable import RecipesCLI

@Suite("recipes diff")
struct DiffCommandTests {
    /// A folder holding `recipes snapshot NAME` at `widths` for each of `runs` (name, widths, extra options).
    static func snapshots(_ runs: [(String, String, [String])], in folder: URL, to output: String) {
        for (name, widths, extra) in runs {
            let outcome = recipes(["snapshot", name, "-q", "-w", widths, "-o", output] + extra, in: folder)
            #expect(outcome == Outcome(), "\(outcome)")
        }
    }

    @Test("identical snapshots: exit 0 and one summary line")
    func identical() throws {
        let folder = try makeTemporaryFolder()
        Self.snapshots([("grid", "320,768", [])], in: folder, to: "a")
        Self.snapshots([("grid", "320,768", [])], in: folder, to: "b")
        #expect(recipes(["diff", "a", "b"], in: folder) == Outcome(stdout: "No differences: 2 files, 2 widths.\n"))
        #expect(
            recipes(["diff", "a/grid@320.json", "b/grid@320.json"], in: folder)
                == Outcome(stdout: "No differences: 1 file, 1 width.\n"))
    }

    @Test("an added item: exit 1, per element what changed, files only in one folder, the summary")
    func differences() throws {
        let folder = try makeTemporaryFolder()
        Self.snapshots([("two-by-two", "320,400", [])], in: folder, to: "a")
        Self.snapshots([("two-by-two", "320,500", ["--items", "5"])], in: folder, to: "b")
        let outcome = recipes(["diff", "a", "b"], in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stderr == "")
        // Item 4 of two-by-two: x = 100 (4 mod 2) = 0, y = 50 floor(4 / 2) = 100; content 100 -> 150 tall.
        #expect(
            outcome.stdout == """
                --- a/two-by-two@320.json
                +++ b/two-by-two@320.json
                width 320 (compact): 1 element added; content size 320 x 100 -> 320 x 150
                  cell 0.4: added at (0, 100), 100 x 50
                Only in old: a/two-by-two@400.json
                Only in new: b/two-by-two@500.json
                3 of 3 files differ: 1 element change at 1 of 1 width.

                """)
    }

    @Test("--tolerance lets small moves pass; a negative one is a usage error")
    func tolerance() throws {
        let folder = try makeTemporaryFolder()
        Self.snapshots([("two-by-two", "320", [])], in: folder, to: "a")
        let path = folder.appendingPathComponent("a/two-by-two@320.json")
        let moved = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(
            of: "\"item\": 1, \"x\": 100,", with: "\"item\": 1, \"x\": 100.25,")
        try LayoutFileFixtures.write(moved, "moved.json", in: folder)
        let strict = recipes(["diff", "a/two-by-two@320.json", "moved.json"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.stdout.contains("  cell 0.1: moved by (+0.25, 0) to (100.25, 0)\n"))
        #expect(
            recipes(["diff", "a/two-by-two@320.json", "moved.json", "--tolerance", "0.25"], in: folder).exitCode == 0)
        let negative = recipes(["diff", "a/two-by-two@320.json", "moved.json", "--tolerance", "-1"], in: folder)
        #expect(negative.exitCode == 64)
        #expect(negative.stderr.hasPrefix("Error: '--tolerance -1' is out of range; it must be at least 0.\n"))
    }

    @Test("--format json: the documented shape, one entry per file, parsable")
    func json() throws {
        let folder = try makeTemporaryFolder()
        Self.snapshots([("two-by-two", "320", [])], in: folder, to: "a")
        Self.snapshots([("two-by-two", "320", ["--items", "3"])], in: folder, to: "b")
        let outcome = recipes(["diff", "a", "b", "-f", "json"], in: folder)
        #expect(outcome.exitCode == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(document["identical"] as? Bool == false)
        #expect(document["changes"] as? Int == 1)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files[0]["status"] as? String == "different")
        let runs = try #require(files[0]["runs"] as? [[String: Any]])
        let change = try #require((runs[0]["changes"] as? [[String: Any]])?.first)
        #expect(change["change"] as? String == "removed")
        #expect(change["item"] as? Int == 3)
        #expect(change["new"] is NSNull)
        #expect((change["old"] as? [String: Any])?["x"] as? Double == 100)
    }

    @Test("two layout files are solved at --widths and compared; '-' reads one from standard input")
    func layoutFiles() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(name: "a", data: [2]), "a.json", in: folder)
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(name: "b", data: [3]), "b.json", in: folder)
        let outcome = recipes(["diff", "a.json", "b.json", "-w", "200,300"], in: folder)
        #expect(outcome.exitCode == 1)
        // At 300 points item 2 is at x = 0, y = 50, 150 x 50.
        #expect(outcome.stdout.contains("width 300 (compact): 1 element added; content size 300 x 50 -> 300 x 100\n"))
        #expect(outcome.stdout.contains("  cell 0.2: added at (0, 50), 150 x 50\n"))
        #expect(outcome.stdout.hasSuffix("1 of 1 file differ: 2 element changes at 2 of 2 widths.\n"))
        let piped = recipes(
            ["diff", "-", "a.json", "-w", "200"], input: LayoutFileFixtures.halves(name: "a", data: [2]), in: folder)
        #expect(piped == Outcome(stdout: "No differences: 1 file, 1 width.\n"))
    }

    @Test("--quiet prints nothing: the exit status tells")
    func quiet() throws {
        let folder = try makeTemporaryFolder()
        Self.snapshots([("grid", "320", [])], in: folder, to: "a")
        Self.snapshots([("grid", "320", ["--items", "1"])], in: folder, to: "b")
        #expect(recipes(["diff", "a", "b", "-q"], in: folder) == Outcome(exitCode: 1))
        #expect(recipes(["diff", "a", "a", "--quiet"], in: folder) == Outcome())
    }

    @Test("colour only when asked for: red for removed, green for added, bold summaries")
    func colour() throws {
        let folder = try makeTemporaryFolder()
        Self.snapshots([("two-by-two", "320", [])], in: folder, to: "a")
        Self.snapshots([("two-by-two", "320", ["--items", "5"])], in: folder, to: "b")
        let plain = recipes(["diff", "a", "b"], input: "", in: folder)
        let coloured = recipes(["diff", "a", "b"], input: "", in: folder, style: TextStyle(colors: true))
        #expect(!plain.stdout.contains("\u{1B}["))
        #expect(coloured.stdout.contains("\u{1B}[31m--- a/two-by-two@320.json\u{1B}[0m\n"))
        #expect(coloured.stdout.contains("\u{1B}[32m  cell 0.4: added at (0, 100), 100 x 50\u{1B}[0m\n"))
        #expect(coloured.stdout.replacingOccurrences(of: "\u{1B}[", with: "").count > plain.stdout.count)
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(id: "one argument", arguments: ["diff", "a"], expected: "missing expected argument '<new>'."),
        ErrorCase(
            id: "folder and file", arguments: ["diff", "folder", "a.json"],
            expected: "'folder' is a folder and 'a.json' is not; compare two folders or two files."),
        ErrorCase(
            id: "snapshot and layout file", arguments: ["diff", "folder/s@320.json", "a.json"],
            expected: "'folder/s@320.json' is a snapshot file and 'a.json' is a layout file; compare two snapshot "
                + "files or two layout files."),
        ErrorCase(
            id: "widths for snapshots", arguments: ["diff", "folder", "folder", "--widths", "320"],
            expected: "--widths applies only to two layout files, which are solved for the diff; snapshot files hold "
                + "their frames."),
        ErrorCase(
            id: "bad format", arguments: ["diff", "a.json", "a.json", "-f", "yaml"],
            expected: "'yaml' is not a valid value for '--format'; choose one of text, json."),
        ErrorCase(
            id: "missing file", arguments: ["diff", "a.json", "missing.json"],
            expected: "cannot read 'missing.json': it does not exist.", exitCode: 1),
        ErrorCase(
            id: "not JSON", arguments: ["diff", "a.json", "text.json"],
            expected: "cannot read 'text.json': it is not JSON (line 1, column 1: unexpected 'h'; expected a value).",
            exitCode: 1),
        ErrorCase(
            id: "broken snapshot", arguments: ["diff", "folder/s@320.json", "broken.json"],
            expected: "'broken.json' is not a snapshot file as 'recipes snapshot' writes: runs[0]: expected an object, "
                + "found a number.", exitCode: 1),
        ErrorCase(
            id: "empty folders", arguments: ["diff", "empty", "empty"],
            expected: "neither 'empty' nor 'empty' holds a snapshot file (*.json).", exitCode: 1),
    ]

    @Test("bad input: one sentence on stderr, nothing on stdout; 64 for usage, 1 for input", arguments: errorCases)
    func badInput(_ test: ErrorCase) throws {
        let folder = try makeTemporaryFolder()
        Self.snapshots([("two-by-two", "320", [])], in: folder, to: "folder")
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("folder/two-by-two@320.json"),
            to: folder.appendingPathComponent("folder/s@320.json"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(), "a.json", in: folder)
        try LayoutFileFixtures.write("hello", "text.json", in: folder)
        try LayoutFileFixtures.write("{\"recipe\": \"x\", \"runs\": [1]}", "broken.json", in: folder)
        let outcome = recipes(test.arguments, in: folder)
        #expect(outcome.exitCode == test.exitCode)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.hasPrefix("Error: \(test.expected)\n"), "\(outcome.stderr)")
    }
}
