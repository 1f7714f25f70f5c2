import CompositionalLayout
import LayoutRecipes

/// `recipes sweep NAME|--all`: solves at every width and checks what every solved layout must satisfy.
struct SweepCommand: Sendable {
    /// The default widths: every point from 200 to 2000.
    static let defaultWidths = "200...2000:1"
    /// How many violations the summary lists.
    static let listedViolations = 10

    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "sweep",
        abstract: "Solve recipes at many widths and check their invariants.",
        discussion: "Checks at every width: the solve succeeds; frames are finite with non-negative sizes; cells "
            + "lie inside the content size (orthogonal sections: inside their scrollable content); no two cells of "
            + "one section overlap unless the recipe declares that it overlaps; pinned headers and footers lie "
            + "inside the visible rect at several scroll offsets whenever their section covers enough of it; with "
            + "--rtl, every element's frame is its left-to-right frame mirrored in the content width. "
            + "Prints a summary and exits with 1 when anything is violated.\n\n"
            + "Before solving, the work is estimated as recipes x widths x elements per layout (items, plus "
            + "boundary items and decorations, from each recipe's data shape); a sweep above "
            + "\(formatEstimate(CLILimits.sweepElementBudget)) element solves is refused as a usage error (exit 64): "
            + "narrow --widths or lower --items. Long sweeps show a progress line when stderr is a terminal.",
        arguments: [ArgumentSpec(name: "name", help: "The recipe to sweep; or give --all.", isRequired: false)],
        options: [.flag("--all", help: "Sweep every recipe in the catalog.")]
            + LayoutOptions.specs(defaultWidths: defaultWidths) + [
                .option(
                    "--format", value: "format",
                    help: "text, or json: {\"recipes\", \"widths\", \"solves\", \"violations\", \"failedSolves\", "
                        + "\"listed\": [{\"recipe\", \"width\", \"sizeClass\", \"message\"}]} (the first "
                        + "\(listedViolations) violations).",
                    default: "text", choices: ["text", "json"]),
                .quiet("Print nothing when no violation is found."),
                ParallelJobs.spec,
                .recipesDir,
            ],
        examples: [
            ("recipes sweep grid", "Check 'grid' at every width from 200 to 2000 points."),
            (
                "recipes sweep --all --widths 320...1366:2 --scale 3",
                "Check every recipe at every other width, rounded to a 3x display."
            ),
        ])

    /// The recipes to sweep (one source, or every catalog name when empty and `all`).
    var source: RecipeSource?
    /// Widths, height, size class, data shape, scale.
    var layout: LayoutOptions
    /// True for `--format json`.
    var json: Bool
    /// True when a sweep without violations prints nothing.
    var quiet: Bool
    /// Widths one core checks per window (`ParallelJobs`): a check is quick and its result small, so a window
    /// of a few would cost more in waking threads than it saves.
    static let widthsPerJob = 64
    /// How many widths are solved at once.
    var jobs: ParallelJobs

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        let name = parsed.positionals.first
        if let name, parsed.flag("--all") { throw CommandError.conflictingArguments(name, "--all") }
        if name == nil, !parsed.flag("--all") { throw CommandError.missingArgument(name: "<name> or --all") }
        source = name.map { .named($0) }
        layout = try LayoutOptions(parsed, defaultWidths: SweepCommand.defaultWidths)
        quiet = parsed.flag("--quiet")
        jobs = try ParallelJobs(parsed)
        switch parsed.value("--format") ?? "text" {
        case "text": json = false
        case "json": json = true
        case let other: throw CommandError.invalidChoice(option: "--format", value: other, choices: ["text", "json"])
        }
    }

    /// One broken rule at one width.
    struct Violation: Sendable, CustomStringConvertible {
        var recipe: String
        var width: Double
        var sizeClass: SizeClass
        var message: String

        var description: String { "\(recipe) at \(formatNumber(width)) (\(sizeClass.rawValue)): \(message)" }

        /// `{"recipe", "width", "sizeClass", "message"}`.
        var json: String {
            "{\"recipe\": \(JSONWriter.string(recipe)), \"width\": \(formatNumber(width)), "
                + "\"sizeClass\": \(JSONWriter.string(sizeClass.rawValue)), \"message\": \(JSONWriter.string(message))}"
        }
    }

    /// Sweeps and summarises; exits 1 with the summary on stdout when anything is violated.
    ///
    /// Refuses (before solving anything) a sweep whose estimated work is above
    /// `CLILimits.sweepElementBudget`; draws a progress line on `progress` for long sweeps.
    func execute(_ context: CommandContext, progress output: TextOutput?) throws -> Outcome {
        let selections =
            try source.map { [try selectRecipe($0, in: context)] } ?? context.catalog.names.map(context.selection)
        let work = SweepCommand.estimatedWork(selections, options: layout)
        guard work <= CLILimits.sweepElementBudget else {
            throw CommandError.sweepTooLarge(
                recipes: selections.count, widths: layout.widths.values.count, elementSolves: work,
                limit: CLILimits.sweepElementBudget)
        }
        let progress = ProgressLine(
            output: output, title: "sweeping", unit: "solves", total: selections.count * layout.widths.values.count)
        defer { progress.finish() }
        var violations: [Violation] = []
        var total = 0
        var failedRuns = 0
        var done = 0
        let widths = layout.widths.values
        let options = layout
        // Recipe by recipe, width by width, on `jobs` cores; the findings are taken in that order. A width's
        // check takes microseconds and its findings are a short list: windows of many widths per core.
        try jobs.forEach(selections.count * widths.count, itemsPerJob: SweepCommand.widthsPerJob) { i in
            SweepCommand.check(selections[i / widths.count], width: widths[i % widths.count], options: options)
        } consume: { _, found in
            total += found.count
            if !found.isEmpty { failedRuns += 1 }
            if violations.count < SweepCommand.listedViolations {
                violations += found.prefix(SweepCommand.listedViolations - violations.count)
            }
            done += 1
            progress.advance(to: done)
        }
        progress.finish()
        let runs = selections.count * layout.widths.values.count
        if total == 0, quiet { return Outcome() }
        if json {
            var text =
                "{\"recipes\": \(selections.count), \"widths\": \(layout.widths.values.count), \"solves\": \(runs), "
            text += "\"violations\": \(total), \"failedSolves\": \(failedRuns), \"listed\": ["
            text += violations.map { "\n  " + $0.json }.joined(separator: ",") + (violations.isEmpty ? "]}" : "\n]}")
            if total == 0 { return .success(text) }
            return RecipesCLI.failure(
                .sweepFoundViolations(count: total, failedRuns: failedRuns, runs: runs), spec: SweepCommand.spec,
                stdout: text + "\n")
        }
        var summary =
            "Swept \(selections.count) recipe\(selections.count == 1 ? "" : "s") x \(layout.widths.values.count) "
            + "width\(layout.widths.values.count == 1 ? "" : "s") (\(runs) solve\(runs == 1 ? "" : "s")): "
        if total == 0 { return .success(summary + "no violations.") }
        summary += "\(total) violation\(total == 1 ? "" : "s") in \(failedRuns) solve\(failedRuns == 1 ? "" : "s").\n"
        for v in violations { summary += "  \(v)\n" }
        if total > violations.count { summary += "  ... and \(total - violations.count) more.\n" }
        return RecipesCLI.failure(
            .sweepFoundViolations(count: total, failedRuns: failedRuns, runs: runs), spec: SweepCommand.spec,
            stdout: summary)
    }
}
