import Testing

@testable import RecipesCLI

@Suite("Progress line")
struct ProgressLineTests {
    /// A clock the test moves by hand.
    final class ManualClock: @unchecked Sendable {
        var now = 0.0
    }

    @Test("silent for the delay, then one rewritten line at most ten times a second, blanked at the end")
    func line() {
        let output = StringOutput()
        let clock = ManualClock()
        let progress = ProgressLine(
            output: output, title: "sweeping", unit: "solves", total: 200, delay: 1.5, clock: { clock.now })
        clock.now = 1.0
        progress.advance(to: 10)
        #expect(output.text == "")
        clock.now = 1.5
        progress.advance(to: 50)
        #expect(output.text == "\rsweeping: 50 of 200 solves (25%)")
        clock.now = 1.55
        progress.advance(to: 60)
        #expect(output.text == "\rsweeping: 50 of 200 solves (25%)")
        clock.now = 1.7
        progress.advance(to: 200)
        #expect(output.text.hasSuffix("\rsweeping: 200 of 200 solves (100%)"))
        progress.finish()
        let width = "sweeping: 200 of 200 solves (100%)".count
        #expect(output.text.hasSuffix("\r" + String(repeating: " ", count: width) + "\r"))
    }

    @Test("a quick task prints nothing, and finishing blanks nothing")
    func quick() {
        let output = StringOutput()
        let progress = ProgressLine(output: output, title: "sweeping", unit: "solves", total: 3, clock: { 0 })
        progress.advance(to: 3)
        progress.finish()
        #expect(output.text == "")
    }

    @Test("without a terminal the sweep draws no progress: stderr is empty")
    func noTerminal() {
        let outcome = recipes(["sweep", "stacked", "--widths", "320...420"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.stderr == "")
    }
}
