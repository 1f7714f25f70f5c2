import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

@Suite("recipes bench")
struct BenchCommandTests {
    /// The catalog the test recipes run in.
    static let catalog = (try? RecipeCatalog([TestRecipes.tree, TestRecipes.twoByTwo])) ?? RecipeCatalog()

    @Test("the report is a Markdown table: a row per recipe and width, its elements, nine columns")
    func reportShape() throws {
        let outcome = RecipesCLI.run(
            arguments: ["bench", "two-by-two", "tree", "--widths", "200,400", "--rounds", "2"], catalog: Self.catalog)
        #expect(outcome.exitCode == 0)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "# recipes bench")
        #expect(lines[2].hasPrefix("Build: "))
        #expect(lines[2].contains("2 interleaved rounds"))
        // The allocator is fixed before timing, as in recipes-bench, and the report says how (under the address
        // sanitizer, which replaces glibc's malloc, there is nothing to fix).
        #expect(
            lines[2].hasSuffix(
                Allocator.fixThresholds()
                    ? "Allocator: glibc malloc, mmap threshold fixed at 32 MiB and trim threshold at 64 MiB (`mallopt`): "
                        + "arrays up to 32 MiB (1 M frames) are recycled heap memory, larger ones (10 M frames) fresh "
                        + "pages on every allocation; `malloc_trim(0)` once before timing."
                    : "Allocator: the platform's defaults."))
        #expect(
            lines[4] == "| recipe | features | width | elements | min | median | per element | grid median | x grid |")
        #expect(lines[5] == "|---|---|---:|---:|---:|---:|---:|---:|---:|")
        // two-by-two and tree each have 4 items and nothing else: 4 elements; widths in the order given.
        let rows = Array(lines[6..<10])
        let leading = rows.map { $0.split(separator: "|").prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(
            leading == [
                ["two-by-two", "-", "200", "4"], ["two-by-two", "-", "400", "4"], ["tree", "-", "200", "4"],
                ["tree", "-", "400", "4"],
            ])
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == 9)
            #expect(Double(cells[8]) != nil)
        }
        #expect(lines.count == 11 && lines[10].isEmpty)
        #expect(
            outcome.stderr
                == (BenchCommand.isDebugBuild
                    ? "Warning: this is a debug build, whose timings are many times a release build's; run 'swift run -c release recipes bench ...'.\n"
                    : ""))
    }

    @Test("--output writes the report and names the file")
    func output() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = RecipesCLI.run(
            arguments: ["bench", "tree", "--rounds", "1", "--output", path], catalog: Self.catalog)
        #expect(outcome.stdout == "Wrote \(path): 1 case.\n")
        let report = try String(contentsOfFile: path, encoding: .utf8)
        #expect(report.hasPrefix("# recipes bench\n"))
        // The default width is 390.
        #expect(report.contains("\n| tree | - | 390 | 4 | "))
    }

    @Test("no name, an unknown name or a bad --rounds is a usage error in one sentence")
    func usageErrors() {
        let none = RecipesCLI.run(arguments: ["bench"], catalog: Self.catalog)
        #expect(none.exitCode == 64)
        #expect(none.stderr.hasPrefix("Error: missing "))
        let unknown = RecipesCLI.run(arguments: ["bench", "tre"], catalog: Self.catalog)
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.hasPrefix("Error: unknown recipe 'tre'; did you mean 'tree'?\n"))
        let rounds = RecipesCLI.run(arguments: ["bench", "tree", "--rounds", "0"], catalog: Self.catalog)
        #expect(rounds.exitCode == 64)
        #expect(rounds.stdout.isEmpty)
    }

    @Test("medians and durations as the report writes them")
    func arithmetic() {
        #expect(BenchCommand.median([3, 1, 2]) == 2)
        #expect(BenchCommand.median([4, 1, 3, 2]) == (2.0 + 3.0) / 2)
        #expect(BenchCommand.median([]) == 0)
        #expect(BenchCommand.duration(999) == "999 ns")
        #expect(BenchCommand.duration(1_500) == "1.5 µs")
        #expect(BenchCommand.duration(2_500_000) == "2.5 ms")
    }
}
