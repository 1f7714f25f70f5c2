import Testing

@testable import RecipesCLI

@Suite("Quoted arguments")
struct QuotedArgumentTests {
    @Test(
        "a value is quoted whole up to the limit, else cut with an ellipsis and its full length",
        arguments: [
            ("tre", "'tre'"),
            ("a\nb", "'a\\nb'"),
            (String(repeating: "x", count: 80), "'" + String(repeating: "x", count: 80) + "'"),
            (String(repeating: "x", count: 81), "'" + String(repeating: "x", count: 79) + "…' (81 characters)"),
            // One grapheme of 100 001 scalars is cut by scalars, not kept whole.
            ("e" + String(repeating: "\u{0301}", count: 100_000), "…' (100001 characters)"),
        ])
    func quoting(_ value: String, _ expected: String) {
        let text = quoted(value)
        if expected.hasPrefix("'") { #expect(text == expected) } else { #expect(text.hasSuffix(expected)) }
        #expect(text.unicodeScalars.count <= CLILimits.quotedArgumentLength + 30)
    }

    @Test("a 100 KB argument gives an error sentence under 300 characters in every position it can take")
    func longArguments() {
        let long = String(repeating: "g", count: 100_000)
        let commandLines: [[String]] = [
            [long], ["run", long], ["run", "grid", "--" + long], ["run", "grid", "--widths", long],
            ["run", "grid", "--widths", "320," + long], ["run", "grid", "--format", long],
            ["run", "grid", "--height", long], ["run", "grid", "--items", long], ["run", "grid", "extra" + long],
            ["sweep", "--all=" + long], ["run", "grid", "--size-class", long], ["export", long],
            ["run", "--file", long], ["sweep", long, "--all"],
        ]
        for arguments in commandLines {
            let outcome = recipes(arguments)
            #expect(outcome.exitCode != 0)
            let first = lines(outcome.stderr).first ?? ""
            #expect(first.count < 300, "\(arguments.map { $0.prefix(20) }): \(first.prefix(400))")
            #expect(outcome.stderr.count < 600)
        }
    }
}
