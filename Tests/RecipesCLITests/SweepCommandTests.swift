import CompositionalLayout
import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

@Suite("recipes sweep")
struct SweepCommandTests {
    @Test("a recipe whose cells overlap fails the sweep with exit 1, the summary on stdout and one error line")
    func overlapping() {
        let outcome = recipes(["sweep", "overlapping", "--widths", "320,400"])
        #expect(outcome.exitCode == 1)
        // The custom group puts cell 1 at x 50 over cell 0 (0...100): one violation at each width.
        #expect(
            outcome.stdout == """
                Swept 1 recipe x 2 widths (2 solves): 2 violations in 2 solves.
                  overlapping at 320 (compact): cells 0.0 and 0.1 overlap.
                  overlapping at 400 (compact): cells 0.0 and 0.1 overlap.

                """)
        #expect(outcome.stderr == "Error: the sweep found 2 violations in 2 of 2 solves.\n")
    }

    @Test("a recipe that declares its overlap passes")
    func declaredOverlap() {
        let outcome = recipes(["sweep", "stacked", "--widths", "320,400"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.stdout == "Swept 1 recipe x 2 widths (2 solves): no violations.\n")
        #expect(outcome.stderr == "")
    }

    @Test("a width the recipe cannot be solved at is a violation, not a crash")
    func solveFailure() {
        // too-wide's 300-point item does not fit at 250 (spec G4), and fits at 320.
        let outcome = recipes(["sweep", "too-wide", "--widths", "250,320"])
        #expect(outcome.exitCode == 1)
        let printed = lines(outcome.stdout)
        #expect(printed.first == "Swept 1 recipe x 2 widths (2 solves): 1 violation in 1 solve.")
        #expect(
            printed.dropFirst().first?.hasPrefix(
                "  too-wide at 250 (compact): recipe 'too-wide' cannot be solved at width 250: ") == true)
    }

    @Test("--all sweeps every recipe and lists at most ten violations")
    func all() throws {
        let outcome = recipes(["sweep", "--all", "--widths", "300...320"], catalog: try RecipeCatalog(TestRecipes.all))
        #expect(outcome.exitCode == 1)
        let printed = lines(outcome.stdout)
        // Every test recipe x 21 widths; 'overlapping' fails at all 21 widths; nothing else fails at 300 and above.
        let count = TestRecipes.all.count
        #expect(
            printed.first == "Swept \(count) recipes x 21 widths (\(count * 21) solves): 21 violations in 21 solves.")
        #expect(printed.count == 1 + 10 + 1)
        #expect(printed.last == "  ... and 11 more.")
    }

    @Test("the built-in catalog sweeps clean from 200 to 2000 points, exact and at scale 3")
    func builtInCatalog() {
        for scale in ["0", "3"] {
            // (2000 - 200) / 9 + 1 = 201 widths.
            let outcome = recipes(["sweep", "--all", "--widths", "200...2000:9", "--scale", scale], catalog: .builtIn)
            #expect(outcome.exitCode == 0, "\(outcome.stdout)")
            #expect(
                outcome.stdout.hasSuffix(
                    "x 201 widths (\(RecipeCatalog.builtIn.names.count * 201) solves): no violations.\n"))
        }
    }

    @Test("pinned headers stay in the visible rect while scrolling, across sections")
    func pinned() {
        let outcome = recipes(["sweep", "pinned", "--widths", "320,768", "--sections", "3"])
        #expect(outcome.exitCode == 0, "\(outcome.stdout)")
    }

    @Test("the pinned check reports a pinned header left outside the visible rect while its section is in view")
    func pinnedCheck() throws {
        let selected = try selectRecipe(.named("pinned"), in: TestRecipes.catalog)
        let options = try LayoutOptions(ParsedArguments(values: ["--widths": "320"]), defaultWidths: "320")
        let run = try RecipeRun.solve(selected, width: 320, options: options)
        let hosts = SweepCommand.pinnedHosts(run)
        // One pinned header; its host is the section: 50 + 20 x 100 = 2050 points long.
        #expect(hosts == [SweepCommand.PinnedHost(pinned: true, min: 0, max: 2050)])
        let visible = run.solved.visibleRect(atScrollOffset: 300)
        // The header where the engine pins it at offset 300 (y 300) is inside; at rest (y 0) it is not.
        let pinnedPlace = run.solved.boundarySupplementaries(atScrollOffset: 300)
        let restingPlace = run.solved.boundarySupplementaries(atScrollOffset: 0)
        #expect(
            SweepCommand.pinnedOutside(pinnedPlace, hosts: hosts, visible: visible, axis: .vertical, slack: 1e-6)
                .isEmpty)
        #expect(
            SweepCommand.pinnedOutside(restingPlace, hosts: hosts, visible: visible, axis: .vertical, slack: 1e-6).count
                == 1)
        // A host that has left the visible rect does not hold its header in view.
        let gone = [SweepCommand.PinnedHost(pinned: true, min: 0, max: 200)]
        #expect(
            SweepCommand.pinnedOutside(restingPlace, hosts: gone, visible: visible, axis: .vertical, slack: 1e-6)
                .isEmpty)
        #expect(SweepCommand.pinnedViolations(run).isEmpty)
    }
}

@Suite("recipes sweep budget")
struct SweepBudgetTests {
    @Test("the work estimate is widths x (items + boundary items and decorations per section + layout items)")
    func estimate() throws {
        let options = try LayoutOptions(
            ParsedArguments(values: ["--widths": "320...329", "--sections": "3", "--items": "7"]), defaultWidths: "320")
        // tree: 3 x 7 = 21 items, no boundary items or decorations: 10 widths x 21.
        let tree = try selectRecipe(.named("tree"), in: TestRecipes.catalog)
        #expect(SweepCommand.estimatedWork([tree], options: options) == 10 * 21)
        // shelf: 21 items + 3 sections x 1 background decoration = 24 per layout.
        let shelf = try selectRecipe(.named("shelf"), in: TestRecipes.catalog)
        #expect(SweepCommand.estimatedWork([tree, shelf], options: options) == 10 * 21 + 10 * 24)
        // grid: one header per section: 21 + 3 = 24; the compact and regular providers have the same shape.
        let grid = try selectRecipe(.named("grid"), in: TestRecipes.catalog)
        #expect(SweepCommand.estimatedWork([grid], options: options) == 10 * 24)
    }

    @Test("a sweep over the budget is refused before solving: exit 64 and one sentence saying how to narrow it")
    func refusal() {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = recipes(
            ["sweep", "--all", "--widths", "1...100000", "--items", "1000000"], catalog: .builtIn)
        let elapsed = clock.now - start
        #expect(outcome.exitCode == 64)
        #expect(outcome.stdout == "")
        let first = lines(outcome.stderr).first ?? ""
        #expect(
            first.hasPrefix("Error: sweeping \(RecipeCatalog.builtIn.names.count) recipes x 100000 widths x about "))
        #expect(
            first.hasSuffix(
                "the limit is 1e9; narrow --widths (for example 200...2000:10) or lower --items."))
        // Solving would take days; the estimate is arithmetic on the catalog's data shapes.
        #expect(elapsed < .seconds(5))
    }

    @Test("a sweep just under the budget is not refused (its estimate is checked, not run)")
    func underBudget() throws {
        let options = try LayoutOptions(
            ParsedArguments(values: ["--widths": "1...1000", "--items": "1000000"]), defaultWidths: "320")
        let grid = try selectRecipe(.named("grid"), in: TestRecipes.catalog)
        // 1000 widths x (1 000 000 items + 1 header) is about 1e9: just above the budget.
        #expect(SweepCommand.estimatedWork([grid], options: options) > CLILimits.sweepElementBudget)
        let fewer = try LayoutOptions(
            ParsedArguments(values: ["--widths": "1...999", "--items": "1000000"]), defaultWidths: "320")
        #expect(SweepCommand.estimatedWork([grid], options: fewer) <= CLILimits.sweepElementBudget)
    }

    @Test("--rtl sweeps the mirrored layout and checks every frame against its left-to-right mirror")
    func rightToLeft() {
        let outcome = recipes(["sweep", "grid", "--rtl", "--widths", "320,768", "--scale", "3"], catalog: .builtIn)
        #expect(outcome.exitCode == 0)
        #expect(outcome.stdout == "Swept 1 recipe x 2 widths (2 solves): no violations.\n")
    }

    @Test("--rtl runs mirror the frames: the grid's first cell moves from x = 5 to 320 - 5 - 100 = 215")
    func runRightToLeft() {
        let ltr = recipes(["run", "grid", "--widths", "320", "--format", "json"], catalog: .builtIn)
        let rtl = recipes(["run", "grid", "--rtl", "--widths", "320", "--format", "json"], catalog: .builtIn)
        let first = "{\"kind\": \"cell\", \"elementKind\": null, \"section\": 0, \"item\": 0, "
        #expect(ltr.stdout.contains(first + "\"x\": 5, \"y\": 105, \"width\": 100, \"height\": 100"))
        #expect(rtl.stdout.contains(first + "\"x\": 215, \"y\": 105, \"width\": 100, \"height\": 100"))
    }
}
