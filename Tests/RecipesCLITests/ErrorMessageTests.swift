import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

/// A hostile command line, the sentence it must print after "Error: ", and its exit code.
struct ErrorCase: Sendable, CustomStringConvertible {
    var id: String
    var arguments: [String]
    var expected: String
    var exitCode: Int32 = 64
    var description: String { id }
}

@Suite("Error messages")
struct ErrorMessageTests {
    static let runUsage = "Usage: recipes run [<name>] [<options>]"

    static let usageErrors: [ErrorCase] = [
        // Names.
        ErrorCase(
            id: "unknown recipe", arguments: ["run", "tre"], expected: "unknown recipe 'tre'; did you mean 'tree'?"),
        ErrorCase(
            id: "unknown recipe, nothing near", arguments: ["run", "zzzzzzzz"],
            expected: "unknown recipe 'zzzzzzzz'; 'recipes list' shows the known ones."),
        ErrorCase(
            id: "unknown subcommand", arguments: ["rn", "grid"],
            expected: "unknown subcommand 'rn'; did you mean 'run'?"),
        ErrorCase(id: "unknown subcommand, nothing near", arguments: ["draw"], expected: "unknown subcommand 'draw'."),
        ErrorCase(
            id: "recipe given as subcommand", arguments: ["grid"],
            expected: "'grid' is a recipe, not a subcommand; did you mean 'recipes run grid'?"),
        ErrorCase(
            id: "unknown help topic", arguments: ["help", "swep"],
            expected: "unknown subcommand 'swep'; did you mean 'sweep'?"),
        // Options.
        ErrorCase(
            id: "unknown root option", arguments: ["--verison"],
            expected: "unknown option '--verison'; did you mean '--version'?"),
        ErrorCase(
            id: "unknown option", arguments: ["run", "grid", "--widht", "320"],
            expected: "unknown option '--widht'; did you mean '--widths'?"),
        ErrorCase(
            id: "unknown option, nothing near", arguments: ["run", "grid", "--colour"],
            expected: "unknown option '--colour'."),
        ErrorCase(
            id: "missing value at end", arguments: ["run", "grid", "--widths"],
            expected: "missing value for '--widths <widths>'."),
        ErrorCase(
            id: "missing value before option", arguments: ["run", "grid", "--height", "--widths", "320"],
            expected: "missing value for '--height <height>'."),
        ErrorCase(
            id: "flag with value", arguments: ["sweep", "--all=yes"],
            expected: "the flag '--all' takes no value, but was given 'yes'."),
        ErrorCase(
            id: "missing recipe", arguments: ["run"], expected: "missing expected argument '<name> or --file <path>'."),
        ErrorCase(id: "extra argument", arguments: ["run", "grid", "tree"], expected: "unexpected argument 'tree'."),
        ErrorCase(
            id: "sweep without target", arguments: ["sweep"], expected: "missing expected argument '<name> or --all'."),
        ErrorCase(
            id: "sweep with both targets", arguments: ["sweep", "grid", "--all"],
            expected: "'grid' and '--all' cannot be used together."),
        // Layout files.
        ErrorCase(
            id: "run with a name and --file", arguments: ["run", "grid", "--file", "grid.json"],
            expected: "'grid' and '--file' cannot be used together."),
        ErrorCase(
            id: "--file without a path", arguments: ["run", "--file"], expected: "missing value for '--file <path>'."),
        ErrorCase(
            id: "--file with an empty path", arguments: ["run", "--file="],
            expected: "missing value for '--file <path>'."),
        ErrorCase(
            id: "validate without paths", arguments: ["validate"], expected: "missing expected argument '<path> ...'."),
        ErrorCase(
            id: "export without a name", arguments: ["export"],
            expected: "missing expected argument '<name> or --file <path>'."),
        ErrorCase(
            id: "export of two names", arguments: ["export", "grid", "tree"], expected: "unexpected argument 'tree'."),
        ErrorCase(
            id: "export at size class auto", arguments: ["export", "grid", "--size-class", "auto"],
            expected: "'auto' is not a valid value for '--size-class'; choose one of compact, regular."),
        ErrorCase(
            id: "--recipes-dir without a folder", arguments: ["list", "--recipes-dir"],
            expected: "missing value for '--recipes-dir <dir>'."),
        ErrorCase(
            id: "validate has no --recipes-dir", arguments: ["validate", "a.json", "--recipes-dir", "x"],
            expected: "unknown option '--recipes-dir'."),
        ErrorCase(
            id: "export an unknown recipe", arguments: ["export", "tre"],
            expected: "unknown recipe 'tre'; did you mean 'tree'?"),
        // Widths.
        ErrorCase(
            id: "letter O in a number", arguments: ["run", "grid", "--widths", "32O"],
            expected: "'32O' is not a width; give a number like 320 or a range like 320...1366:2."),
        ErrorCase(
            id: "two-dot range", arguments: ["run", "grid", "--widths", "1.."],
            expected: "'1..' is not a width; give a number like 320 or a range like 320...1366:2."),
        ErrorCase(
            id: "open range", arguments: ["run", "grid", "--widths", "320..."],
            expected: "'320...' is not a width; give a number like 320 or a range like 320...1366:2."),
        ErrorCase(
            id: "range with two steps", arguments: ["run", "grid", "--widths", "1...9:2:3"],
            expected: "'1...9:2:3' is not a width; give a number like 320 or a range like 320...1366:2."),
        ErrorCase(
            id: "nan", arguments: ["run", "grid", "--widths=nan"],
            expected: "'nan' is not a width; give a number like 320 or a range like 320...1366:2."),
        ErrorCase(
            id: "exponent", arguments: ["run", "grid", "--widths", "1e3"],
            expected: "'1e3' is not a width; give a number like 320 or a range like 320...1366:2."),
        ErrorCase(
            id: "negative", arguments: ["run", "grid", "--widths", "-5"],
            expected: "the width '-5' is outside 1...100000."),
        ErrorCase(
            id: "zero", arguments: ["run", "grid", "--widths", "0"], expected: "the width '0' is outside 1...100000."),
        ErrorCase(
            id: "too wide", arguments: ["run", "grid", "--widths", "100001"],
            expected: "the width '100001' is outside 1...100000."),
        ErrorCase(
            id: "range end too wide", arguments: ["run", "grid", "--widths", "320...200000"],
            expected: "the width '200000' is outside 1...100000."),
        ErrorCase(
            id: "empty", arguments: ["run", "grid", "--widths", ""],
            expected: "the widths are empty; give numbers like 320,768,1024 or ranges like 320...1366:2."),
        ErrorCase(
            id: "empty entry", arguments: ["run", "grid", "--widths", "320,,768"],
            expected: "the widths '320,,768' have an empty entry between commas."),
        ErrorCase(
            id: "zero step", arguments: ["run", "grid", "--widths", "320...400:0"],
            expected: "the step of the range '320...400:0' must be greater than 0."),
        ErrorCase(
            id: "negative step", arguments: ["run", "grid", "--widths", "320...400:-2"],
            expected: "the step of the range '320...400:-2' must be greater than 0."),
        ErrorCase(
            id: "reversed range", arguments: ["run", "grid", "--widths", "400...320"],
            expected: "the range '400...320' ends below its start."),
        ErrorCase(
            id: "range of too many widths", arguments: ["run", "grid", "--widths", "1...100000:0.5"],
            // (100000 - 1) / 0.5 + 1 = 199999 widths.
            expected: "the widths name 199999 widths; at most 100000 are allowed."),
        ErrorCase(
            id: "list of too many widths", arguments: ["run", "grid", "--widths", "1...100000,1.5"],
            expected: "the widths name more than 100000 widths; at most 100000 are allowed."),
        // Other values.
        ErrorCase(
            id: "zero height", arguments: ["run", "grid", "--height", "0"],
            expected: "'--height 0' is out of range; it must be greater than 0 and at most 100000."),
        ErrorCase(
            id: "negative height", arguments: ["run", "grid", "--height", "-844"],
            expected: "'--height -844' is out of range; it must be greater than 0 and at most 100000."),
        ErrorCase(
            id: "infinite height", arguments: ["run", "grid", "--height", "inf"],
            expected: "'inf' is not a valid value for '--height'; expected a number such as 844 or 12.5."),
        ErrorCase(
            id: "items out of range", arguments: ["run", "grid", "--items", "1000001"],
            expected: "'--items 1000001' is out of range; it must be in 0...1000000."),
        ErrorCase(
            id: "negative items", arguments: ["run", "grid", "--items=-1"],
            expected: "'--items -1' is out of range; it must be in 0...1000000."),
        ErrorCase(
            id: "fractional items", arguments: ["run", "grid", "--items", "2.5"],
            expected: "'2.5' is not a valid value for '--items'; expected a whole number."),
        ErrorCase(
            id: "sections out of range", arguments: ["run", "grid", "--sections", "10001"],
            expected: "'--sections 10001' is out of range; it must be in 0...10000."),
        ErrorCase(
            id: "too many items in all", arguments: ["run", "grid", "--sections", "3", "--items", "1000000"],
            expected: "3 sections x 1000000 items is 3000000 items; at most 2000000 are allowed."),
        ErrorCase(
            id: "too many items with a recipe default", arguments: ["run", "grid", "--sections", "3000"],
            // grid's default is 30 items per section: 3000 x 30 = 90000 is fine; 10000 x 1000 is not.
            expected: "", exitCode: 0),
        ErrorCase(
            id: "bad scale", arguments: ["run", "grid", "--scale", "4"],
            expected: "'4' is not a valid value for '--scale'; choose one of 0, 1, 2, 3."),
        ErrorCase(
            id: "bad size class", arguments: ["run", "grid", "--size-class", "regualr"],
            expected:
                "'regualr' is not a valid value for '--size-class'; choose one of compact, regular, auto (did you mean 'regular'?)."
        ),
        ErrorCase(
            id: "bad format", arguments: ["run", "grid", "--format", "jsn"],
            expected:
                "'jsn' is not a valid value for '--format'; choose one of table, json, svg, ascii (did you mean 'json'?)."
        ),
        ErrorCase(
            id: "bad list format", arguments: ["list", "--format", "svg"],
            expected: "'svg' is not a valid value for '--format'; choose one of table, json."),
        ErrorCase(
            id: "bad scroll offset", arguments: ["run", "grid", "--scroll-offset", "top"],
            expected: "'top' is not a valid value for '--scroll-offset'; expected a number such as 844 or 12.5."),
        ErrorCase(
            id: "svg at several widths without a folder", arguments: ["run", "grid", "--format", "svg"],
            expected: "--format svg with 3 widths writes one file per width; give --output DIR."),
        ErrorCase(
            id: "output with a table", arguments: ["run", "grid", "--output", "pictures"],
            expected: "--output is only used with --format svg, not --format table."),
    ]

    @Test(
        "usage errors print one sentence, the usage line and the help hint on stderr, nothing on stdout, exit 64",
        arguments: usageErrors.filter { $0.exitCode == 64 })
    func usageError(_ c: ErrorCase) {
        let outcome = recipes(c.arguments)
        #expect(outcome.stdout == "")
        #expect(outcome.exitCode == 64)
        let printed = lines(outcome.stderr)
        #expect(printed.count == 3)
        #expect(printed.first == "Error: \(c.expected)")
        #expect(printed.dropFirst().first?.hasPrefix("Usage: recipes") == true)
        #expect(
            printed.last?.hasPrefix("  See 'recipes ") == true
                && printed.last?.hasSuffix(" for more information.") == true)
    }

    @Test("a limit that is not crossed is not an error", arguments: usageErrors.filter { $0.exitCode == 0 })
    func notAnError(_ c: ErrorCase) {
        let outcome = recipes(c.arguments + ["--widths", "320"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.stderr == "")
    }

    @Test("the usage line names the subcommand and the hint points at its help")
    func usageLine() {
        let printed = lines(recipes(["run", "tre"]).stderr)
        #expect(
            printed == [
                "Error: unknown recipe 'tre'; did you mean 'tree'?", ErrorMessageTests.runUsage,
                "  See 'recipes run --help' for more information.",
            ])
        let root = lines(recipes(["rn"]).stderr)
        #expect(root.dropFirst() == ["Usage: recipes <subcommand>", "  See 'recipes --help' for more information."])
    }

    @Test("a solve failure exits 1 with the solver's sentence and no usage line")
    func solveFailure() {
        // too-wide has an item 300 points wide: at 200 points even the first child does not fit (spec G4).
        let outcome = recipes(["run", "too-wide", "--widths", "320,200"])
        #expect(outcome.exitCode == 1)
        #expect(outcome.stdout == "")
        let printed = lines(outcome.stderr)
        #expect(printed.count == 1)
        #expect(printed.first?.hasPrefix("Error: recipe 'too-wide' cannot be solved at width 200: ") == true)
        #expect(printed.first?.contains("cannot fit even its first child (300 points in 200)") == true)
    }

    @Test("a recipe without a layout for the asked size class exits 1")
    func missingSizeClass() {
        let outcome = recipes(["run", "compact-only", "--widths", "320", "--size-class", "regular"])
        #expect(outcome.exitCode == 1)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "Error: recipe 'compact-only' has no layout for the regular size class.\n")
    }

    @Test("an output folder that cannot be created is a usage error")
    func unwritableOutput() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let asFolder = recipes(["run", "grid", "--format", "svg", "--output", "file"], in: folder)
        #expect(asFolder.exitCode == 64)
        #expect(asFolder.stdout == "")
        #expect(lines(asFolder.stderr).first == "Error: cannot write to 'file': it is a file, not a folder.")
        let below = recipes(["run", "grid", "--format", "svg", "--output", "file/pictures"], in: folder)
        #expect(below.exitCode == 64)
        #expect(lines(below.stderr).first == "Error: cannot write to 'file/pictures': the folder cannot be created.")
        let gallery = recipes(["gallery", "--output", "file/gallery.html"], in: folder)
        #expect(gallery.exitCode == 64)
        #expect(gallery.stdout == "")
    }

    @Test(
        "every error case maps to its exit code",
        arguments: [
            (CommandError.solveFailed(recipe: "a", width: 1, reason: "r"), Int32(1)),
            (.sweepFoundViolations(count: 1, failedRuns: 1, runs: 1), 1),
            (.noProviderForSizeClass(recipe: "a", sizeClass: "regular"), 1),
            (.unknownRecipe(name: "a", suggestions: []), 64),
            (.unwritableOutput(path: "p", reason: "r"), 64),
            (.emptyWidths, 64),
        ])
    func exitCodes(_ error: CommandError, _ code: Int32) {
        #expect(error.exitCode == code)
    }
}
