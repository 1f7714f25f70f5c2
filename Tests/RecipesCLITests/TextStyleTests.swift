import Foundation
import Testing

@testable import RecipesCLI

@Suite("Colour")
struct TextStyleTests {
    @Test(
        "colour only on a terminal and without a non-empty NO_COLOR",
        arguments: [
            (true, [:], true), (false, [:], false), (true, ["NO_COLOR": "1"], false), (true, ["NO_COLOR": ""], true),
            (false, ["NO_COLOR": "1"], false),
        ] as [(Bool, [String: String], Bool)])
    func choice(_ terminal: Bool, _ environment: [String: String], _ colors: Bool) {
        #expect(TextStyle.forStandardOutput(isTerminal: terminal, environment: environment).colors == colors)
    }

    @Test("the table's heading and column titles are bold with colour, plain without")
    func table() {
        let output = StringOutput()
        _ = RecipesCLI.run(
            arguments: ["run", "grid", "-w", "320"], catalog: TestRecipes.catalog, output: output,
            style: TextStyle(colors: true))
        let lines = output.text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("\u{1B}[1mgrid at width 320") && lines[0].hasSuffix("\u{1B}[0m"))
        #expect(lines[1].hasPrefix("\u{1B}[1mkind "))
        #expect(!lines[2].contains("\u{1B}"))
        #expect(!recipes(["run", "grid", "-w", "320"]).stdout.contains("\u{1B}"))
    }

    @Test("the binary writes no colour into a pipe")
    func pipe() throws {
        let result = try EndToEndTests.execute(["run", "grid", "-w", "320"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
    }
}
