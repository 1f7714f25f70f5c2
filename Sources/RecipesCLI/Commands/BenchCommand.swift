import CompositionalLayout
import Dispatch
import LayoutRecipes

/// `recipes bench NAME...`: times the solve of recipes (built-in or registered) in interleaved rounds,
/// each beside a plain uniform grid of the same element count, and prints a Markdown report.
struct BenchCommand: Sendable {
    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Time the solve of recipes and print a Markdown report.",
        discussion: "Each recipe is solved at each width in interleaved rounds: in every round each case is timed "
            + "once, and beside it a plain uniform grid (one section, \(BenchCommand.gridColumns) square cells per "
            + "row) with as many elements, so the two see the same machine. A timed solve builds the layout (a UIKit "
            + "recipe's layout pass included) and solves it; a sample repeats it until about "
            + "\(Int(BenchCommand.sampleNanoseconds / 1_000_000)) ms have passed. The report gives the minimum and "
            + "median per solve, the median per element, and the median as a multiple of the grid's. Build with "
            + "'swift build -c release': a debug build is many times slower, and says so.",
        arguments: [
            ArgumentSpec(
                name: "name", help: "The recipes to time (see 'recipes list').", isRequired: true, isRepeating: true)
        ],
        options: LayoutOptions.specs(defaultWidths: BenchCommand.defaultWidths) + [
            .option(
                "--rounds", value: "n", help: "Interleaved rounds, 1...\(BenchCommand.maximumRounds).",
                default: "\(BenchCommand.defaultRounds)"),
            .option("--output", value: "path", help: "Write the report to this file instead of standard output."),
            .recipesDir,
        ],
        examples: [
            (
                "recipes bench grid mosaic --widths 390,1024",
                "What two recipes cost at two widths, against a plain grid."
            ),
            (
                "recipes bench tree --items 1000 --output bench.md",
                "The cost of 'tree' with 1000 items, written to bench.md (time a release build: swift build -c release)."
            ),
        ])

    /// The widths timed unless --widths is given.
    static let defaultWidths = "390"
    /// Rounds unless --rounds is given.
    static let defaultRounds = 7
    /// The most --rounds accepts.
    static let maximumRounds = 1000
    /// Cells per row of the baseline grid.
    static let gridColumns = 3
    /// How long one sample runs at least: the solve is repeated until it has.
    static let sampleNanoseconds = 2_000_000.0
    /// True in a debug build, whose timings mean little.
    static var isDebugBuild: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// The recipes to time, by name.
    var names: [String]
    /// Widths, height, size class, data shape, scale.
    var layout: LayoutOptions
    /// Interleaved rounds.
    var rounds: Int
    /// Where the report is written; standard output when nil.
    var output: String?

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        names = parsed.positionals
        layout = try LayoutOptions(parsed, defaultWidths: BenchCommand.defaultWidths)
        rounds =
            try parsed.value("--rounds").map { try parseCount($0, option: "--rounds", in: 1...Self.maximumRounds) }
            ?? Self.defaultRounds
        output = parsed.value("--output")
        if let output, output.isEmpty { throw CommandError.missingValue(option: "--output", valueName: "path") }
    }

    /// One recipe at one width: how to solve it and its baseline, and their samples (nanoseconds per solve).
    struct Case {
        var recipe: String
        var features: [RecipeFeature]
        var width: Double
        var elements: Int
        var solve: () throws -> Void
        var grid: () throws -> Void
        var repetitions = 1
        var gridRepetitions = 1
        var samples: [Double] = []
        var gridSamples: [Double] = []
    }

    /// Times every case and returns the report (on stdout, or written to --output), with the debug-build
    /// warning on stderr.
    func execute(_ context: CommandContext) throws -> Outcome {
        // glibc's dynamic mmap threshold otherwise makes the same solve up to twice as slow early in a run as later.
        let allocatorFixed = Allocator.fixThresholds()
        var cases: [Case] = []
        for name in names {
            let selected = try selectRecipe(.named(name), in: context)
            for width in layout.widths.values {
                let environment = layout.environment(width: width)
                let recipe = try selected.provider(for: environment.traits.horizontalSizeClass)
                let data = try selected.data(for: recipe, options: layout)
                // The first solve checks the recipe solves and counts its elements.
                let elements = try RecipeRun.solvedLayout(selected, width: width, options: layout).elementCount
                let grid = BenchCommand.grid(elements: elements)
                let gridData = LayoutData(sections: 1, items: elements)
                cases.append(
                    Case(
                        recipe: name, features: recipe.features.sorted(), width: width, elements: elements,
                        solve: {
                            _ = try CompositionalLayout.solve(
                                recipe.layout(for: environment, data: data), in: environment, data: data)
                        },
                        grid: { _ = try CompositionalLayout.solve(grid, in: environment, data: gridData) }))
            }
        }
        Allocator.trim()
        for index in cases.indices {
            cases[index].repetitions = try BenchCommand.repetitions(cases[index].solve)
            cases[index].gridRepetitions = try BenchCommand.repetitions(cases[index].grid)
        }
        for _ in 0..<rounds {
            for index in cases.indices {
                let c = cases[index]
                cases[index].samples.append(try BenchCommand.time(c.solve, repetitions: c.repetitions))
                cases[index].gridSamples.append(try BenchCommand.time(c.grid, repetitions: c.gridRepetitions))
            }
        }
        let report = BenchCommand.report(
            cases, rounds: rounds, debug: BenchCommand.isDebugBuild,
            allocator: allocatorFixed ? Allocator.description(trimmed: "once before timing") : nil)
        let warning =
            BenchCommand.isDebugBuild
            ? "Warning: this is a debug build, whose timings are many times a release build's; run "
                + "'swift run -c release recipes bench ...'.\n" : ""
        guard let output else { return Outcome(stdout: report, stderr: warning) }
        try context.fileSystem.write(report, to: output)
        return Outcome(stdout: "Wrote \(output): \(cases.count) case\(cases.count == 1 ? "" : "s").\n", stderr: warning)
    }

    /// The baseline: one section of square cells, `gridColumns` per row, with `elements` items.
    static func grid(elements: Int) -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / Double(gridColumns)))) {
                    Item().width(.fractionalWidth(1.0 / Double(gridColumns)))
                }
            })
    }

    /// How many solves one sample repeats: enough to last about `sampleNanoseconds` (from one timed solve).
    static func repetitions(_ body: () throws -> Void) throws -> Int {
        let once = try time(body, repetitions: 1)
        return max(1, min(100_000, Int(sampleNanoseconds / max(once, 1))))
    }

    /// Nanoseconds per call of `body`, over `repetitions` calls.
    static func time(_ body: () throws -> Void, repetitions: Int) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<repetitions { try body() }
        let end = DispatchTime.now().uptimeNanoseconds
        return Double(end - start) / Double(repetitions)
    }

    /// The Markdown report: what was run, then one table row per recipe and width.
    static func report(_ cases: [Case], rounds: Int, debug: Bool, allocator: String? = nil) -> String {
        var lines = [
            "# recipes bench", "",
            "Build: \(debug ? "debug (timings are many times a release build's)" : "release"). "
                + "\(rounds) interleaved round\(rounds == 1 ? "" : "s"); times are per solve (building the layout "
                + "and solving it). Baseline: a plain uniform grid of as many elements (one section, "
                + "\(gridColumns) square cells per row), timed in the same rounds. Allocator: "
                + (allocator.map { $0 + "." } ?? "the platform's defaults."),
            "",
            "| recipe | features | width | elements | min | median | per element | grid median | x grid |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for c in cases {
            let median = BenchCommand.median(c.samples)
            let gridMedian = BenchCommand.median(c.gridSamples)
            let features = c.features.isEmpty ? "-" : c.features.map(\.rawValue).joined(separator: ", ")
            let cells = [
                c.recipe, features, formatNumber(c.width), "\(c.elements)", duration(c.samples.min() ?? 0),
                duration(median), duration(median / Double(max(c.elements, 1))), duration(gridMedian),
                String(format: "%.2f", median / max(gridMedian, 1)),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The median of `values` (the mean of the middle two for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Nanoseconds as ns, µs or ms with three significant digits.
    static func duration(_ nanoseconds: Double) -> String {
        if nanoseconds < 1_000 { return String(format: "%.3g ns", nanoseconds) }
        if nanoseconds < 1_000_000 { return String(format: "%.3g µs", nanoseconds / 1_000) }
        return String(format: "%.3g ms", nanoseconds / 1_000_000)
    }
}
