import Testing

@testable import RecipesCLI

@Suite("Short options and --quiet")
struct ShortOptionsTests {
    @Test("-w, -f and -o mean --widths, --format and --output, also with '='")
    func aliases() throws {
        #expect(
            recipes(["run", "grid", "-w", "320,768", "-f", "json"])
                == recipes(["run", "grid", "--widths", "320,768", "--format", "json"]))
        #expect(recipes(["run", "grid", "-w=320"]) == recipes(["run", "grid", "--widths=320"]))
        let folder = try makeTemporaryFolder()
        #expect(
            recipes(["run", "grid", "-f", "svg", "-w", "320,400", "-o", "pictures"], in: folder)
                == Outcome(stdout: "Wrote pictures/grid-320.svg\nWrote pictures/grid-400.svg\n"))
        #expect(
            recipes(["run", "grid", "-f", "svg", "-w", "320,400", "-o", "pictures", "-q"], in: folder) == Outcome())
    }

    @Test("a short option the command lacks is unknown (export has no --widths)")
    func unknownShort() {
        let outcome = recipes(["export", "grid", "-w", "320"])
        #expect(outcome.exitCode == 64)
        #expect(outcome.stderr.hasPrefix("Error: unknown option '-w'"))
    }

    @Test("help shows the short name beside the long one")
    func help() {
        let text = recipes(["run", "--help"]).stdout
        #expect(text.contains("\n  -w, --widths <widths>   "))
        #expect(text.contains("\n  -f, --format <format>   "))
        #expect(text.contains("\n  -o, --output <dir>      "))
        #expect(text.contains("\n  -q, --quiet             "))
    }

    @Test("--quiet: validate lists only problems, sweep prints nothing when clean, gallery names no page")
    func quiet() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(), "good.json", in: folder)
        #expect(recipes(["validate", "good.json", "-q"], in: folder) == Outcome())
        #expect(recipes(["sweep", "stacked", "-w", "320", "--quiet"]) == Outcome())
        #expect(recipes(["sweep", "overlapping", "-w", "320", "--quiet"]).exitCode == 1)
        #expect(recipes(["gallery", "-o", "page.html", "-w", "320", "-q"], in: folder) == Outcome())
        #expect(
            recipes(["help", "gallery"]).stdout.contains("\n  -q, --quiet             Do not name the page written.\n"))
    }
}
