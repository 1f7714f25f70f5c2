import Foundation
import Testing

@testable import RecipesCLI

@Suite("recipes validate")
struct ValidateCommandTests {
    @Test("the shipped example files are valid: one line each, exit 0")
    func shipped() throws {
        let folder = LayoutFileFixtures.shippedFolder
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(names.count >= 3)
        let outcome = recipes(["validate"] + names, environment: [:], in: folder)
        #expect(outcome == Outcome(stdout: names.map { "\($0): valid\n" }.joined()))
    }

    @Test("every problem of every file is printed with its JSON path; exit 1 with one error sentence")
    func broken() throws {
        let folder = try makeTemporaryFolder()
        // The third subitem has a zero fraction; an unknown top-level key; a truncated file; a folder.
        let zero = LayoutFileFixtures.halves(name: "zero").replacingOccurrences(
            of:
                "\"subitems\": [{\"item\": {\"size\": {\"width\": {\"fractionalWidth\": 0.5}, \"height\": {\"fractionalHeight\": 1}}}}]",
            with:
                "\"subitems\": [{\"item\": {\"size\": {\"width\": {\"fractionalWidth\": 0.5}, \"height\": {\"fractionalHeight\": 1}}}}, "
                + "{\"item\": {\"size\": {\"width\": {\"fractionalWidth\": 0.5}, \"height\": {\"fractionalHeight\": 1}}}}, "
                + "{\"item\": {\"size\": {\"width\": {\"fractionalWidth\": 0}, \"height\": {\"fractionalHeight\": -1}}}}]"
        )
        try LayoutFileFixtures.write(zero, "zero.json", in: folder)
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(extra: "\"colour\": \"red\""), "typo.json", in: folder)
        try LayoutFileFixtures.write("{\"sections\": [", "truncated.json", in: folder)
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(), "good.json", in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let files = ["zero.json", "typo.json", "truncated.json", "good.json", "folder.json", "missing.json"]
        let outcome = recipes(["validate"] + files, environment: [:], in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stderr == "Error: 5 of 6 layout files have problems.\n")
        let out = lines(outcome.stdout)
        #expect(out.contains("zero.json: sections[0].group.subitems[2].size.width: fraction must be > 0, found 0"))
        #expect(out.contains { $0.hasPrefix("zero.json: sections[0].group.subitems[2].size.height: ") })
        #expect(out.contains { $0.hasPrefix("typo.json: $: unknown key 'colour'") })
        #expect(out.contains { $0.hasPrefix("truncated.json: $: invalid JSON at line 1, column 15") })
        #expect(out.contains("good.json: valid"))
        #expect(out.contains("folder.json: $: cannot read the file: it is a folder"))
        #expect(out.contains("missing.json: $: cannot read the file: it does not exist"))
        // Files are reported in the order given, each problem on its own line.
        #expect(out.count == 2 + 1 + 1 + 1 + 1 + 1)
        #expect(
            out.map { $0.prefix { $0 != ":" } } == [
                "zero.json", "zero.json", "typo.json", "truncated.json", "good.json", "folder.json", "missing.json",
            ])
    }

    @Test("what export writes validates")
    func exported() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(recipes(["export", "shelf"]).stdout, "shelf.json", in: folder)
        #expect(
            recipes(["validate", "shelf.json"], environment: [:], in: folder) == Outcome(stdout: "shelf.json: valid\n"))
    }

    /// `halves` with its item `height` tall in a 50-tall row, and `insets` on the section when given.
    static func tall(height: Double, sectionInsets: String? = nil) -> String {
        var text = LayoutFileFixtures.halves().replacingOccurrences(
            of: "\"height\": {\"fractionalHeight\": 1}", with: "\"height\": {\"absolute\": \(height)}")
        if let sectionInsets {
            text = text.replacingOccurrences(of: "}]}}}", with: "}]}}, \"contentInsets\": \(sectionInsets)}")
        }
        return text
    }

    @Test("an item 3 times as tall as its row is a warning with its path, at every width; exit 0")
    func overflowWarning() throws {
        let folder = try makeTemporaryFolder()
        // 150 / 50 = 3.
        try LayoutFileFixtures.write(Self.tall(height: 150), "tall.json", in: folder)
        let outcome = recipes(["validate", "tall.json"], environment: [:], in: folder)
        #expect(
            outcome
                == Outcome(
                    stdout:
                        "tall.json: warning: sections[0].group.subitems[0].size.height: the item is 3 times as tall "
                        + "as its group; cells will overlap (at 320, 768, 1024)\n"))
    }

    @Test("negative spacing is valid with one warning per value naming its path, not one per element (spec D7)")
    func negativeSpacingWarning() throws {
        let folder = try makeTemporaryFolder()
        // 40 items in rows of two: 20 groups, each overlapping the next, still one warning per value.
        let text = LayoutFileFixtures.halves(data: [40, 40], extra: "\"interSectionSpacing\": -6")
            .replacingOccurrences(of: "}]}}}", with: "}]}}, \"interGroupSpacing\": -8}")
        try LayoutFileFixtures.write(text, "overlap.json", in: folder)
        let outcome = recipes(["validate", "--widths", "320", "overlap.json"], environment: [:], in: folder)
        #expect(
            outcome
                == Outcome(
                    stdout: "overlap.json: warning: interSectionSpacing: the spacing between sections is -6 points; "
                        + "consecutive sections overlap by 6 points (at 320)\n"
                        + "overlap.json: warning: sections[0].interGroupSpacing: the spacing between groups is -8 "
                        + "points; consecutive groups overlap by 8 points (at 320)\n"))
    }

    @Test("--strict fails on a warning, exit 1; --widths chooses where to look")
    func strict() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(Self.tall(height: 150), "tall.json", in: folder)
        let outcome = recipes(["validate", "--strict", "--widths", "400", "tall.json"], environment: [:], in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stdout.hasSuffix("cells will overlap (at 400)\n"))
        #expect(outcome.stderr == "Error: 1 of 1 layout file has warnings, and --strict fails on warnings.\n")
        // A file that fits passes --strict.
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(), "good.json", in: folder)
        #expect(recipes(["validate", "--strict", "good.json"], environment: [:], in: folder).exitCode == 0)
    }

    @Test("validate and run --file agree: a file that fails at one width fails both, naming the width")
    func agreesWithRun() throws {
        let folder = try makeTemporaryFolder()
        // Section insets leading + trailing 500 fit in 768 and 1024 but not in 320 (spec: insetsExceedLength).
        try LayoutFileFixtures.write(
            Self.tall(height: 50, sectionInsets: "{\"top\": 0, \"leading\": 250, \"bottom\": 0, \"trailing\": 250}"),
            "wide.json", in: folder)
        let validate = recipes(["validate", "wide.json"], environment: [:], in: folder)
        #expect(validate.exitCode == 1)
        #expect(lines(validate.stdout).count == 1)
        #expect(validate.stdout.hasPrefix("wide.json: at width 320: "))
        #expect(validate.stdout.contains("sections[0].contentInsets"))
        let runAt320 = recipes(["run", "--file", "wide.json", "--widths", "320"], environment: [:], in: folder)
        #expect(runAt320.exitCode == 1)
        #expect(runAt320.stderr.contains("sections[0].contentInsets"))
        #expect(recipes(["validate", "--widths", "768,1024", "wide.json"], environment: [:], in: folder).exitCode == 0)
        #expect(
            recipes(["run", "--file", "wide.json", "--widths", "768,1024"], environment: [:], in: folder).exitCode == 0)
    }

    @Test("data over the command's item limit is a problem in the file for validate and run: exit 1, with the path")
    func dataOverLimit() throws {
        let folder = try makeTemporaryFolder()
        // 1 500 000 x 2 = 3 000 000 items > 2 000 000.
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(data: [1_500_000, 1_500_000]), "big.json", in: folder)
        let validate = recipes(["validate", "big.json"], environment: [:], in: folder)
        #expect(validate.exitCode == 1)
        #expect(
            validate.stdout
                == "big.json: data: the data lists 3000000 items in all; the command solves at most 2000000\n")
        let run = recipes(["run", "--file", "big.json"], environment: [:], in: folder)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("data: the data lists 3000000 items in all"))
    }

    @Test("run --file prints the same warnings on stderr, exit 0; --strict fails before printing frames")
    func runWarnings() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(Self.tall(height: 150), "tall.json", in: folder)
        let warning =
            "Warning: sections[0].group.subitems[0].size.height: the item is 3 times as tall as its group; cells will "
            + "overlap (at 320)\n"
        let run = recipes(["run", "--file", "tall.json", "--widths", "320"], environment: [:], in: folder)
        #expect(run.exitCode == 0)
        #expect(run.stderr == warning)
        #expect(!run.stdout.isEmpty)
        let strict = recipes(
            ["run", "--file", "tall.json", "--widths", "320", "--strict"], environment: [:], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.hasPrefix(warning))
    }
}
