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

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        let name = parsed.positionals.first
        if let name, parsed.flag("--all") { throw CommandError.conflictingArguments(name, "--all") }
        if name == nil, !parsed.flag("--all") { throw CommandError.missingArgument(name: "<name> or --all") }
        source = name.map { .named($0) }
        layout = try LayoutOptions(parsed, defaultWidths: SweepCommand.defaultWidths)
        quiet = parsed.flag("--quiet")
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
        for selected in selections {
            for width in layout.widths.values {
                let found = SweepCommand.check(selected, width: width, options: layout)
                total += found.count
                if !found.isEmpty { failedRuns += 1 }
                if violations.count < SweepCommand.listedViolations {
                    violations += found.prefix(SweepCommand.listedViolations - violations.count)
                }
                done += 1
                progress.advance(to: done)
            }
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

    /// The element solves sweeping `selections` at the widths of `options` asks for, from arithmetic on
    /// the data shapes (nothing is solved): for each recipe, widths x the most elements any of its
    /// providers has (see `estimatedElements(_:selected:options:)`).
    static func estimatedWork(_ selections: [SelectedRecipe], options: LayoutOptions) -> Double {
        let widths = Double(options.widths.values.count)
        let environment = options.environment(width: options.widths.values.first ?? 320)
        return selections.reduce(0) { sum, selected in
            let providers = selected.catalog.providers(named: selected.name)
            let elements = providers.map {
                estimatedElements($0, selected: selected, options: options, environment: environment)
            }
            return sum + widths * max(1, elements.max() ?? 1)
        }
    }

    /// The elements one layout of `recipe` has, estimated from arithmetic, never by solving.
    ///
    /// Its items (sections x items, or a layout file's data), plus each section's boundary items and
    /// decorations (as section 0 has them), plus the layout's boundary items; item badges are not counted.
    /// A data shape over the limits counts 0: the sweep reports it without solving.
    static func estimatedElements(
        _ recipe: Recipe, selected: SelectedRecipe, options: LayoutOptions, environment: LayoutEnvironment
    ) -> Double {
        guard let data = try? selected.data(for: recipe, options: options) else { return 0 }
        let items = Double(data.itemCounts.reduce(0, +))
        let sections = Double(data.itemCounts.count)
        let layout = recipe.layout(for: environment)
        let perSection =
            (try? layout.section(at: 0, environment: environment)).map {
                Double($0.boundarySupplementaryItems.count + $0.decorationItems.count)
            } ?? 0
        return items + sections * perSection + Double(layout.configuration.boundarySupplementaryItems.count)
    }

    /// Every violation of one recipe at one width (empty when all is well).
    static func check(_ selected: SelectedRecipe, width: Double, options: LayoutOptions) -> [Violation] {
        let sizeClass = options.sizeClass.sizeClass(forWidth: width)
        func violation(_ message: String) -> Violation {
            Violation(recipe: selected.name, width: width, sizeClass: sizeClass, message: message)
        }
        let run: RecipeRun
        do {
            run = try RecipeRun.solve(selected, width: width, options: options)
        } catch let error as CommandError {
            return [violation(error.description)]
        } catch {
            return [violation("\(error)")]
        }
        var found: [Violation] = []
        for e in run.elements where !e.frame.isFinite || e.frame.width < 0 || e.frame.height < 0 {
            found.append(
                violation(
                    "\(e.category.rawValue) \(e.elementKind ?? "") \(e.indexPath) has the invalid frame \(e.frame)."))
        }
        found += run.solved.checkInvariants().map { violation("cell \($0.description)") }
        if !run.recipe.allowsOverlap {
            found += run.solved.overlappingCells().map { violation("cells \($0.0) and \($0.1) overlap.") }
        }
        found += pinnedViolations(run).map(violation)
        if options.rightToLeft {
            found += mirrorViolations(run, selected: selected, width: width, options: options).map(violation)
        }
        return found
    }

    /// How far, in points, a right-to-left frame may be from its mirrored left-to-right frame: frames the
    /// solver places are exact mirrors, but a visible-items hook's transform is computed on the mirrored
    /// frames, in another order, and moves them by a few ulps.
    static let mirrorTolerance = 1e-9

    /// True when `a` and `b` are within `mirrorTolerance` on every coordinate.
    static func mirrors(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= mirrorTolerance && abs(a.y - b.y) <= mirrorTolerance
            && abs(a.width - b.width) <= mirrorTolerance && abs(a.height - b.height) <= mirrorTolerance
    }

    /// Right to left (spec L6): elements whose frame is not the left-to-right frame mirrored in the content
    /// width, at most `listedViolations`.
    static func mirrorViolations(_ run: RecipeRun, selected: SelectedRecipe, width: Double, options: LayoutOptions)
        -> [String]
    {
        var options = options
        options.rightToLeft = false
        guard let ltr = try? RecipeRun.solve(selected, width: width, options: options) else {
            return ["the left-to-right layout does not solve."]
        }
        let contentWidth = ltr.solved.contentSize.width
        guard ltr.elements.count == run.elements.count else {
            return ["right to left has \(run.elements.count) elements, left to right \(ltr.elements.count)."]
        }
        var found: [String] = []
        for (l, r) in zip(ltr.elements, run.elements)
        where !SweepCommand.mirrors(r.frame, l.frame.mirrored(inWidth: contentWidth)) {
            found.append(
                "\(r.category.rawValue) \(r.elementKind ?? "") \(r.indexPath) is at \(r.frame) right to left, not "
                    + "\(l.frame.mirrored(inWidth: contentWidth)) (its left-to-right frame mirrored).")
            if found.count == listedViolations { break }
        }
        return found
    }

    /// A boundary item's host range along the scroll axis, and whether the item is pinned.
    struct PinnedHost: Sendable, Equatable {
        var pinned: Bool
        var min: Double
        var max: Double
    }

    /// The hosts of a run's boundary items in the order `boundarySupplementaries(atScrollOffset:)` lists
    /// them: section items section by section (host: the section frame), then layout-wide items (host:
    /// the whole content).
    static func pinnedHosts(_ run: RecipeRun) -> [PinnedHost] {
        let solved = run.solved
        let m = solved.scrollDirection
        var hosts: [PinnedHost] = []
        for section in solved.sections {
            for item in solved.definition(ofSection: section.index)?.boundarySupplementaryItems ?? [] {
                hosts.append(
                    PinnedHost(pinned: item.pinToVisibleBounds, min: section.frame.min(m), max: section.frame.max(m)))
            }
        }
        for item in run.layout.configuration.boundarySupplementaryItems {
            hosts.append(PinnedHost(pinned: item.pinToVisibleBounds, min: 0, max: solved.contentSize[m]))
        }
        return hosts
    }

    /// The pinned items lying outside `visible` although their host covers at least their length of it
    /// (spec B5: a pinned item stays in view while its host does).
    static func pinnedOutside(
        _ items: [ElementAttributes], hosts: [PinnedHost], visible: Rect, axis m: Axis, slack: Double
    ) -> [ElementAttributes] {
        zip(items, hosts).compactMap { e, host in
            guard host.pinned else { return nil }
            let covered = Swift.min(host.max, visible.max(m)) - Swift.max(host.min, visible.min(m))
            guard covered >= e.frame.length(m) - slack else { return nil }
            let inside = e.frame.min(m) >= visible.min(m) - slack && e.frame.max(m) <= visible.max(m) + slack
            return inside ? nil : e
        }
    }

    /// Pinned boundary items outside the visible rect at a few scroll offsets (0, quarters of the
    /// largest offset, the middle of each of the first 20 sections).
    static func pinnedViolations(_ run: RecipeRun) -> [String] {
        let solved = run.solved
        let m = solved.scrollDirection
        let hosts = pinnedHosts(run)
        guard hosts.contains(where: \.pinned), solved.boundarySupplementaries(atScrollOffset: 0).count == hosts.count
        else {
            return []
        }
        let scale = solved.environment.traits.displayScale
        let slack = 1e-6 + (scale > 0 ? 1 / scale : 0)
        let maxOffset = Swift.max(0, solved.contentSize[m] - solved.environment.container.contentSize[m])
        var offsets = [0, 0.25, 0.5, 0.75, 1].map { $0 * maxOffset }
        for section in solved.sections.prefix(20) {
            offsets.append(Swift.min(maxOffset, section.frame.min(m) + section.frame.length(m) / 2))
        }
        var messages: [String] = []
        for offset in offsets where messages.count < 10 {
            let visible = solved.visibleRect(atScrollOffset: offset)
            let items = solved.boundarySupplementaries(atScrollOffset: offset)
            for e in pinnedOutside(items, hosts: hosts, visible: visible, axis: m, slack: slack) {
                messages.append(
                    "pinned \(e.elementKind ?? "supplementary") \(e.indexPath) at \(e.frame) lies outside the visible rect "
                        + "\(visible) at scroll offset \(formatNumber(offset)).")
            }
        }
        return messages
    }
}
