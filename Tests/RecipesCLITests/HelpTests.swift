import Testing

@testable import RecipesCLI

@Suite("Help and version")
struct HelpTests {
    @Test("recipes, recipes --help, -h and recipes help print the root help and exit 0")
    func rootHelp() {
        let outputs = [[], ["--help"], ["-h"], ["help"]].map { recipes($0) }
        for outcome in outputs {
            #expect(outcome.exitCode == 0)
            #expect(outcome.stderr == "")
            #expect(outcome.stdout == outputs[0].stdout)
        }
        let text = outputs[0].stdout
        for section in ["OVERVIEW: ", "USAGE: recipes <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "EXAMPLES:"] {
            #expect(text.contains(section))
        }
        for name in [
            "list", "run", "sweep", "gallery", "validate", "export", "snapshot", "diff", "completions", "help",
        ] {
            #expect(text.contains("\n  \(name) "))
        }
    }

    @Test("recipes help NAME, NAME --help and NAME -h give the same subcommand help", arguments: Subcommand.allCases)
    func subcommandHelp(_ subcommand: Subcommand) {
        let name = subcommand.rawValue
        let viaHelp = recipes(["help", name])
        #expect(viaHelp.exitCode == 0)
        #expect(recipes([name, "--help"]) == viaHelp)
        #expect(recipes([name, "-h"]) == viaHelp)
        let text = viaHelp.stdout
        #expect(text.hasPrefix("OVERVIEW: \(subcommand.spec.abstract)\n"))
        #expect(text.contains("\nUSAGE: recipes \(name)"))
        #expect(text.contains("  -h, --help              Show help information.\n"))
        // Two examples each.
        #expect(text.components(separatedBy: "\n  $ recipes ").count - 1 == 2)
    }

    @Test("every help line fits in 80 columns and every abstract is one sentence with a period")
    func layout() {
        for arguments in [[]] + Subcommand.allCases.map({ ["help", $0.rawValue] }) {
            #expect(recipes(arguments).stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        }
        for spec in [RootCommand.spec] + Subcommand.allCases.map(\.spec) { #expect(spec.abstract.hasSuffix(".")) }
    }

    @Test("every example in help is a command line the subcommand accepts", arguments: Subcommand.allCases)
    func examplesParse(_ subcommand: Subcommand) throws {
        for example in subcommand.spec.examples {
            // The words after 'recipes SUBCOMMAND', up to a shell redirection.
            var words = example.command.split(separator: " ").map(String.init)
            #expect(Array(words.prefix(2)) == ["recipes", subcommand.rawValue], "\(example.command)")
            words = Array(words.dropFirst(2).prefix { $0 != ">" && $0 != "|" })
            let parsed = try ParsedArguments.parse(words, for: subcommand.spec)
            #expect(!parsed.helpRequested)
        }
    }

    @Test("run --help documents the defaults and the limits")
    func runHelp() {
        // Joined into one line of single spaces, since help wraps at 80 columns.
        let text = recipes(["run", "--help"]).stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(
            separator: " ")
        for fact in [
            "(default: 320,768,1024)", "(default: 844)", "compact below 600 points", "0...10000", "0...1000000",
            "2000000", "(default: table)",
        ] {
            #expect(text.contains(fact), "\(fact)")
        }
    }

    @Test("run --help says --rtl mirrors horizontally scrolling layouts too, and run --rtl does")
    func rtlHelp() {
        let text = recipes(["run", "--help"]).stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(
            separator: " ")
        #expect(text.contains("in vertically and horizontally scrolling layouts alike (spec L6)"))
        #expect(!text.contains("vertically scrolling layouts only"))
        // A horizontal layout of 3 half-width items in groups 200 wide: content 200 + 100 = 300 wide (spec S2:
        // the last group shrinks to its one item); right to left, x' = 300 - x - 100 (spec L6).
        let file = LayoutFileFixtures.halves(data: [3], extra: "\"scrollDirection\": \"horizontal\"")
        let rtl = recipes(["run", "--file", "-", "-w", "200", "-f", "json", "--rtl"], input: file).stdout
        #expect(rtl.contains("\"contentSize\": {\"width\": \(200 + 100), "))
        #expect(rtl.contains("\"item\": 0, \"x\": \(300 - 0 - 100), \"y\": 0,"))
        #expect(rtl.contains("\"item\": 2, \"x\": \(300 - 200 - 100), \"y\": 0,"))
    }

    @Test("help wins over a bad value given with it")
    func helpFirst() {
        #expect(recipes(["run", "grid", "--widths", "32O", "--help"]).exitCode == 0)
    }

    @Test("--version prints the version")
    func version() {
        #expect(recipes(["--version"]) == Outcome(stdout: RecipesCLI.version + "\n"))
    }
}
