import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

@Suite("recipes snapshot")
struct SnapshotCommandTests {
    @Test("one file per width, each exactly what 'run --format json' prints at that width")
    func filesAreRunJSON() throws {
        let folder = try makeTemporaryFolder()
        let outcome = recipes(["snapshot", "grid", "--widths", "320,768.5", "--output", "out"], in: folder)
        #expect(outcome == Outcome(stdout: "Wrote out/grid@320.json\nWrote out/grid@768.5.json\n"))
        for width in ["320", "768.5"] {
            let file = try String(contentsOf: folder.appendingPathComponent("out/grid@\(width).json"), encoding: .utf8)
            #expect(file == recipes(["run", "grid", "--widths", width, "--format", "json"]).stdout)
        }
    }

    @Test("the size class is the run's: by width, or forced and then part of the name")
    func sizeClass() throws {
        let folder = try makeTemporaryFolder()
        _ = recipes(["snapshot", "grid", "-w", "700", "-o", "auto"], in: folder)
        _ = recipes(["snapshot", "grid", "-w", "700", "-o", "forced", "--size-class", "compact"], in: folder)
        let auto = try String(contentsOf: folder.appendingPathComponent("auto/grid@700.json"), encoding: .utf8)
        let forced = try String(
            contentsOf: folder.appendingPathComponent("forced/grid@700-compact.json"), encoding: .utf8)
        #expect(auto.contains("\"sizeClass\": \"regular\""))
        #expect(forced.contains("\"sizeClass\": \"compact\""))
        #expect(forced == recipes(["run", "grid", "-w", "700", "-f", "json", "--size-class", "compact"]).stdout)
    }

    @Test("a width that cannot be solved writes no file at all: exit 1")
    func failureWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        // too-wide has an item 300 points wide, which does not fit at 200 (spec G4).
        let outcome = recipes(["snapshot", "too-wide", "--widths", "320,200", "--output", "out"], in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.hasPrefix("Error: recipe 'too-wide' cannot be solved at width 200: "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("--output is required; --quiet lists nothing; a file given on standard input is snapshotted")
    func options() throws {
        let folder = try makeTemporaryFolder()
        let missing = recipes(["snapshot", "grid"], in: folder)
        #expect(missing.exitCode == 64)
        #expect(missing.stderr.hasPrefix("Error: missing expected argument '--output <dir>'.\n"))
        #expect(recipes(["snapshot", "grid", "-q", "-o", "q"], in: folder) == Outcome())
        let input = LayoutFileFixtures.halves(name: "halves", data: [3])
        let piped = recipes(["snapshot", "--file", "-", "-w", "200", "-o", "piped"], input: input, in: folder)
        #expect(piped == Outcome(stdout: "Wrote piped/halves@200.json\n"))
        let file = try String(contentsOf: folder.appendingPathComponent("piped/halves@200.json"), encoding: .utf8)
        // Item 2 of the halves: x = 100 (2 mod 2) = 0, y = 50 floor(2 / 2) = 50.
        #expect(file.contains("\"item\": 2, \"x\": 0, \"y\": 50, \"width\": 100, \"height\": 50,"))
    }

    @Test("every built-in recipe's snapshot agrees with the checked-in one of LayoutRecipesTests")
    func catalogSnapshotsAreTheCommandsOwn() throws {
        let folder = try makeTemporaryFolder()
        let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayoutRecipesTests/Snapshots")
        for name in RecipeCatalog.builtIn.names {
            let outcome = recipes(["snapshot", name, "-q", "-o", "out"], catalog: .builtIn, in: folder)
            #expect(outcome == Outcome(), "\(name)")
        }
        // The tolerance of CatalogSnapshotTests (frameTolerance, style G16): the same files, up to a few ulps
        // a solver's reordered arithmetic may give.
        let count = RecipeCatalog.builtIn.names.count * 3
        #expect(
            recipes(["diff", checkedIn.path, "out", "--tolerance", "0.000000001"], catalog: .builtIn, in: folder)
                == Outcome(stdout: "No differences: \(count) files, \(count) widths.\n"))
    }
}
