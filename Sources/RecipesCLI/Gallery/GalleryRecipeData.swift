import CompositionalLayout
import Foundation
import LayoutRecipes

/// One recipe's data on the interactive gallery page: every solve the page can show, written as it is
/// made, inside `<script type="application/json" class="recipe-data">`.
///
/// The JSON object holds `name`; `blocks`, the distinct solves (`GalleryBlockEncoding`), in the order they
/// were first met; `runs`, for each size class (`compact`, `regular`) and each height of the page, one
/// entry per width: a block's index, or `-1 - k` for the `k`th sentence of `errors` (a width the recipe
/// cannot be solved at); and `exports` (`GalleryExports`). A solve equal to one of the same or the previous
/// width reuses its block, and a block's geometry may be relative to the previous width's block of the same
/// size class and height, so memory holds at most two widths' blocks, never the recipe's.
///
/// Room to grow: right-to-left solves, once the engine has them, go under keys `compact-rtl` and
/// `regular-rtl`; the page shows its direction switch only for a recipe whose `runs` has such a key.
enum GalleryRecipeData {
    /// What writing one recipe found.
    struct Summary: Sendable, Equatable {
        /// Solves made.
        var solves = 0
        /// Solves the engine refused (shown on the page with its sentence).
        var failures = 0
        /// Distinct blocks written.
        var blocks = 0
    }

    /// Solves `selected` at every step of `steps` and writes its script element to `output`.
    ///
    /// `options` gives the data shape (`--sections`, `--items`); the heights, size classes and scale come
    /// from `steps`. Throws what the solves throw other than a refusal (a data shape over the limits).
    /// `jobs` widths are solved at once; their blocks are placed in width order.
    static func write(
        _ selected: SelectedRecipe, steps: GallerySteps, options: LayoutOptions, context: CommandContext,
        jobs: ParallelJobs = ParallelJobs(jobs: 1), to output: TextOutput
    ) throws -> Summary {
        let widths = steps.widths
        let classes = GallerySteps.sizeClasses
        var table = BlockTable(sizeClasses: classes.count, heights: steps.heights.count, widths: widths.count)
        try output.write(
            "<script type=\"application/json\" class=\"recipe-data\" data-recipe=\"\(SVGWriter.escape(selected.name))\">"
                + scriptSafe("{\"name\": \(JSONWriter.string(selected.name)), \"blocks\": ["))
        let heights = steps.heights
        // Every step of one width solved on one core; the widths' steps placed in order, as in a plain loop.
        try jobs.forEach(widths.count) { w in
            try heights.flatMap { height in
                try classes.map { sizeClass in
                    let variant = stepOptions(options, height: height, sizeClass: sizeClass, steps: steps)
                    return try solveStep(selected, width: widths[w], options: variant)
                }
            }
        } consume: { w, solved in
            table.startWidth()
            for (h, _) in heights.enumerated() {
                for (c, _) in classes.enumerated() {
                    let slot = BlockTable.Slot(sizeClass: c, height: h, width: w)
                    table.summary.solves += 1
                    switch solved[h * classes.count + c] {
                    case .failure(let refusal):
                        table.recordRefusal(refusal.description, at: slot)
                    case .success(let run):
                        if let block = table.place(run, at: slot, unitsPerPoint: steps.unitsPerPoint) {
                            try output.write(scriptSafe(block))
                        }
                    }
                }
            }
        }
        try output.write(scriptSafe(tail(table, selected: selected, context: context)) + "</script>\n")
        return table.summary
    }

    /// The options of one step: `options` with the step's height and size class and the page's scale.
    static func stepOptions(
        _ options: LayoutOptions, height: Double, sizeClass: SizeClass, steps: GallerySteps
    ) -> LayoutOptions {
        var variant = options
        variant.height = height
        variant.scale = steps.scale
        variant.sizeClass = sizeClass == .compact ? .compact : .regular
        return variant
    }

    /// Solves one step, returning a refusal the page shows as a sentence as a failure.
    ///
    /// The refusals are `solveFailed` and `noProviderForSizeClass`; any other error throws.
    static func solveStep(
        _ selected: SelectedRecipe, width: Double, options: LayoutOptions
    ) throws -> Result<RecipeRun, CommandError> {
        do {
            return .success(try RecipeRun.solve(selected, width: width, options: options))
        } catch let error as CommandError {
            switch error {
            case .solveFailed, .noProviderForSizeClass: return .failure(error)
            default: throw error
            }
        }
    }

    /// The JSON after the last block: closes `blocks`, then `runs`, `errors` and `exports`, and the object.
    static func tail(_ table: BlockTable, selected: SelectedRecipe, context: CommandContext) -> String {
        var tail = "], \"runs\": {"
        tail += zip(GallerySteps.sizeClasses, table.runs).map { sizeClass, byHeight in
            "\"\(sizeClass.rawValue)\": ["
                + byHeight.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
                .joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        tail += "}, \"errors\": [" + table.errors.map(JSONWriter.string).joined(separator: ", ") + "], \"exports\": "
        tail += GalleryExports.json(selected, context: context) + "}"
        return tail
    }

    /// JSON text that is safe inside a `<script>` element: every `<` (which JSON has only inside strings)
    /// written `\u003c`, so no `</script>` or `<!--` can end or change the element.
    static func scriptSafe(_ json: String) -> String {
        json.contains("<") ? json.replacingOccurrences(of: "<", with: "\\u003c") : json
    }
}
