import RecipesCLI
import Testing

/// The command fed bad arguments: bad widths, flags, values, unicode, very long inputs.
///
/// docs/command-line.md documents: exit 64 for a usage error and 1 for a failed solve, one sentence on stderr,
/// nothing on stdout. Every case checks all three; `ErrorMessageTests` checks the sentences themselves.
@Suite("Argument errors")
struct ArgumentErrorTests {
    /// One bad command line and the exit code docs/command-line.md documents for it.
    struct ErrorCase: Sendable, CustomStringConvertible {
        let id: String
        let arguments: [String]
        var expected: Int32 = 64
        var description: String { id }
    }

    static let long = String(repeating: "g", count: 100_000)
    /// 100 001 distinct widths from 1 in steps of 0.5 (duplicates would be kept once).
    static let manyWidths = (0..<100_001).map { String(1 + Double($0) / 2) }.joined(separator: ",")

    static let cases: [ErrorCase] = [
        // Subcommands and flags.
        ErrorCase(id: "unknown subcommand", arguments: ["frobnicate"]),
        ErrorCase(id: "recipe name as subcommand", arguments: ["grid"]),
        ErrorCase(id: "unknown root option", arguments: ["--frobnicate"]),
        ErrorCase(id: "single dash", arguments: ["-"]),
        ErrorCase(id: "double dash", arguments: ["--"]),
        ErrorCase(id: "unknown short option", arguments: ["run", "grid", "-x"]),
        ErrorCase(id: "unknown long option", arguments: ["run", "grid", "--width", "320"]),
        ErrorCase(id: "option value for a flag", arguments: ["sweep", "--all=yes"]),
        ErrorCase(id: "missing recipe name", arguments: ["run"]),
        ErrorCase(id: "extra argument", arguments: ["run", "grid", "extra"]),
        ErrorCase(id: "sweep with a name and --all", arguments: ["sweep", "grid", "--all"]),
        ErrorCase(id: "help for an unknown subcommand", arguments: ["help", "frobnicate"]),
        ErrorCase(id: "unknown recipe", arguments: ["run", "grd"]),
        // Widths.
        ErrorCase(id: "width 0", arguments: ["run", "grid", "--widths", "0"]),
        ErrorCase(id: "negative width", arguments: ["run", "grid", "--widths", "-320"]),
        ErrorCase(id: "width NaN", arguments: ["run", "grid", "--widths", "nan"]),
        ErrorCase(id: "width inf", arguments: ["run", "grid", "--widths", "inf"]),
        ErrorCase(id: "width 1e309", arguments: ["run", "grid", "--widths", "1e309"]),
        ErrorCase(id: "width above the limit", arguments: ["run", "grid", "--widths", "100001"]),
        ErrorCase(id: "hex width", arguments: ["run", "grid", "--widths", "0x140"]),
        ErrorCase(id: "empty widths", arguments: ["run", "grid", "--widths", ""]),
        ErrorCase(id: "empty widths with =", arguments: ["run", "grid", "--widths="]),
        ErrorCase(id: "missing widths value", arguments: ["run", "grid", "--widths"]),
        ErrorCase(id: "empty width entry", arguments: ["run", "grid", "--widths", "320,,768"]),
        ErrorCase(id: "trailing comma", arguments: ["run", "grid", "--widths", "320,"]),
        ErrorCase(id: "reversed range", arguments: ["run", "grid", "--widths", "768...320"]),
        ErrorCase(id: "zero step", arguments: ["run", "grid", "--widths", "320...768:0"]),
        ErrorCase(id: "negative step", arguments: ["run", "grid", "--widths", "320...768:-2"]),
        ErrorCase(id: "NaN step", arguments: ["run", "grid", "--widths", "320...768:nan"]),
        ErrorCase(id: "tiny step", arguments: ["run", "grid", "--widths", "1...100000:0.0000001"]),
        ErrorCase(id: "half-open range", arguments: ["run", "grid", "--widths", "320..<768"]),
        ErrorCase(id: "more than 100 000 widths", arguments: ["run", "grid", "--widths", manyWidths]),
        ErrorCase(
            id: "a width the recipe cannot be solved at", arguments: ["run", "grid", "--widths", "1"], expected: 1),
        // Other values.
        ErrorCase(id: "height 0", arguments: ["run", "grid", "--height", "0"]),
        ErrorCase(id: "height NaN", arguments: ["run", "grid", "--height", "nan"]),
        ErrorCase(id: "height above the limit", arguments: ["run", "grid", "--height", "1e6"]),
        ErrorCase(id: "negative items", arguments: ["run", "grid", "--items", "-1"]),
        ErrorCase(id: "fractional items", arguments: ["run", "grid", "--items", "2.5"]),
        ErrorCase(id: "items overflowing Int", arguments: ["run", "grid", "--items", "99999999999999999999999"]),
        ErrorCase(id: "sections above the limit", arguments: ["run", "grid", "--sections", "10001"]),
        ErrorCase(
            id: "sections x items above the limit",
            arguments: ["run", "grid", "--sections", "10000", "--items", "1000000"]),
        ErrorCase(id: "scale 4", arguments: ["run", "grid", "--scale", "4"]),
        ErrorCase(id: "negative scale", arguments: ["run", "grid", "--scale", "-1"]),
        ErrorCase(id: "scroll offset NaN", arguments: ["run", "grid", "--scroll-offset", "nan"]),
        ErrorCase(id: "scroll offset inf", arguments: ["run", "grid", "--scroll-offset", "inf"]),
        ErrorCase(id: "unknown size class", arguments: ["run", "grid", "--size-class", "medium"]),
        ErrorCase(id: "unknown format", arguments: ["run", "grid", "--format", "xml"]),
        ErrorCase(id: "list format svg", arguments: ["list", "--format", "svg"]),
        ErrorCase(id: "output with table format", arguments: ["run", "grid", "--output", "/tmp/x"]),
        ErrorCase(
            id: "svg for several widths without output",
            arguments: ["run", "grid", "--format", "svg", "--widths", "320,768"]),
        // Unicode and control characters.
        ErrorCase(id: "accented recipe name", arguments: ["run", "grïd"]),
        ErrorCase(id: "CJK recipe name", arguments: ["run", "网格"]),
        ErrorCase(id: "emoji recipe name", arguments: ["run", "👩‍👩‍👧‍👦"]),
        ErrorCase(id: "right-to-left recipe name", arguments: ["run", "\u{202E}dirg"]),
        ErrorCase(id: "combining marks in a width", arguments: ["run", "grid", "--widths", "3\u{0301}20"]),
        ErrorCase(id: "full-width digits", arguments: ["run", "grid", "--widths", "３２０"]),
        ErrorCase(id: "unicode dash option", arguments: ["run", "grid", "—widths", "320"]),
        ErrorCase(id: "NUL in a recipe name", arguments: ["run", "gr\u{0}id"]),
        ErrorCase(id: "tab in an option value", arguments: ["run", "grid", "--format", "\ttable"]),
        // Very long inputs.
        ErrorCase(id: "100 000-character recipe name", arguments: ["run", long]),
        ErrorCase(id: "100 000-character subcommand", arguments: [long]),
        ErrorCase(id: "100 000-character option", arguments: ["run", "grid", "--" + long]),
        ErrorCase(
            id: "100 000-digit width", arguments: ["run", "grid", "--widths", String(repeating: "9", count: 100_000)]),
    ]

    /// True when `line` reads as one sentence: `Error: ` then text ending in a period or question mark,
    /// with no sentence break (a period, a space and a capital letter) inside.
    static func isOneSentence(_ line: Substring) -> Bool {
        guard line.hasPrefix("Error: "), let last = line.last, last == "." || last == "?" else { return false }
        let body = Array(line.dropFirst("Error: ".count).dropLast())
        for i in 0..<max(0, body.count - 2)
        where (body[i] == "." || body[i] == "?") && body[i + 1] == " " && body[i + 2].isUppercase {
            return false
        }
        return true
    }

    @Test(
        "each bad command line exits with the documented code, one sentence on stderr, nothing on stdout",
        arguments: cases)
    func exitsWithOneSentence(_ c: ErrorCase) {
        let outcome = RecipesCLI.run(arguments: c.arguments)
        #expect(
            outcome.exitCode == c.expected, "\(c.id): exit \(outcome.exitCode); stderr \(outcome.stderr.prefix(300))")
        #expect(outcome.stdout.isEmpty, "\(c.id): stdout \(outcome.stdout.prefix(300))")
        let first = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        #expect(Self.isOneSentence(first), "\(c.id): first stderr line is not one sentence: \(first.prefix(300))")
    }

    /// Arguments with a line break: the error sentence quotes the value verbatim, so it spans lines.
    static let lineBreakCases: [ErrorCase] = [
        ErrorCase(id: "newline in a recipe name", arguments: ["run", "gr\nid"]),
        ErrorCase(id: "newline in a width", arguments: ["run", "grid", "--widths", "320\n768"]),
        ErrorCase(id: "carriage return in a format", arguments: ["run", "grid", "--format", "table\r"]),
    ]

    @Test(
        "a value with a line break still gives one sentence on stderr's first line (control characters escaped)",
        arguments: lineBreakCases)
    func lineBreaks(_ c: ErrorCase) { exitsWithOneSentence(c) }

    @Test("the table has at least 40 bad command lines")
    func enoughCases() {
        #expect(Self.cases.count >= 40)
    }
}
