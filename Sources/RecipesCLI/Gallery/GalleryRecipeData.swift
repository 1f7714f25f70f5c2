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
    static func write(
        _ selected: SelectedRecipe, steps: GallerySteps, options: LayoutOptions, context: CommandContext,
        to output: TextOutput
    ) throws -> Summary {
        var summary = Summary()
        let widths = steps.widths
        let classes = GallerySteps.sizeClasses
        var runs = Array(
            repeating: Array(repeating: [Int](repeating: 0, count: widths.count), count: steps.heights.count),
            count: classes.count)
        var errors: [String] = []
        var errorIndex: [String: Int] = [:]
        var current: [String: Int] = [:]
        var previous: [String: Int] = [:]
        var structures: [(text: String, block: Int)] = []
        // The last block of each size class and height, as a base for the next width's.
        var last = Array(
            repeating: [(block: Int, units: [Int?])?](repeating: nil, count: steps.heights.count), count: classes.count)
        try output.write(
            "<script type=\"application/json\" class=\"recipe-data\" data-recipe=\"\(SVGWriter.escape(selected.name))\">"
                + scriptSafe("{\"name\": \(JSONWriter.string(selected.name)), \"blocks\": ["))
        for (w, width) in widths.enumerated() {
            previous = current
            current = [:]
            for (h, height) in steps.heights.enumerated() {
                for (c, sizeClass) in classes.enumerated() {
                    var variant = options
                    variant.height = height
                    variant.scale = steps.scale
                    variant.sizeClass = sizeClass == .compact ? .compact : .regular
                    summary.solves += 1
                    let run: RecipeRun
                    do {
                        run = try RecipeRun.solve(selected, width: width, options: variant)
                    } catch let error as CommandError {
                        switch error {
                        case .solveFailed, .noProviderForSizeClass: break
                        default: throw error
                        }
                        summary.failures += 1
                        let k = errorIndex[error.description] ?? errors.count
                        if k == errors.count {
                            errors.append(error.description)
                            errorIndex[error.description] = k
                        }
                        runs[c][h][w] = -1 - k
                        last[c][h] = nil
                        continue
                    }
                    let selection = DrawingSelection.first(
                        CLILimits.galleryElementsPerPicture, of: run.elements, axis: run.solved.scrollDirection)
                    let structure = GalleryBlockEncoding.structure(selection.elements)
                    let units = GalleryBlockEncoding.units(selection.elements, unitsPerPoint: steps.unitsPerPoint)
                    let plain = GalleryBlockEncoding.geometry(selection.elements, units: units, base: nil)
                    let key =
                        structure
                        + GalleryBlockEncoding.block(
                            run, selection: selection, structure: "0", geometry: plain, base: nil)
                    if let known = current[key] ?? previous[key] {
                        current[key] = known
                        runs[c][h][w] = known
                        last[c][h] = (known, units)
                        continue
                    }
                    let index = summary.blocks
                    summary.blocks += 1
                    var reference = structure
                    if let known = structures.first(where: { $0.text == structure }) {
                        reference = String(known.block)
                    } else {
                        structures.insert((structure, index), at: 0)
                        if structures.count > 8 { structures.removeLast() }
                    }
                    var geometry = plain
                    var base: Int?
                    if let earlier = last[c][h], earlier.units.count == units.count {
                        let relative = GalleryBlockEncoding.geometry(
                            selection.elements, units: units, base: earlier.units)
                        if relative.utf8.count < plain.utf8.count {
                            geometry = relative
                            base = earlier.block
                        }
                    }
                    let block = GalleryBlockEncoding.block(
                        run, selection: selection, structure: reference, geometry: geometry, base: base)
                    try output.write(scriptSafe((index == 0 ? "\n" : ",\n") + block))
                    current[key] = index
                    runs[c][h][w] = index
                    last[c][h] = (index, units)
                }
            }
        }
        var tail = "], \"runs\": {"
        tail += zip(classes, runs).map { sizeClass, byHeight in
            "\"\(sizeClass.rawValue)\": ["
                + byHeight.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
                .joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        tail += "}, \"errors\": [" + errors.map(JSONWriter.string).joined(separator: ", ") + "], \"exports\": "
        tail += GalleryExports.json(selected, context: context) + "}"
        try output.write(scriptSafe(tail) + "</script>\n")
        return summary
    }

    /// JSON text that is safe inside a `<script>` element: every `<` (which JSON has only inside strings)
    /// written `\u003c`, so no `</script>` or `<!--` can end or change the element.
    static func scriptSafe(_ json: String) -> String {
        json.contains("<") ? json.replacingOccurrences(of: "<", with: "\\u003c") : json
    }
}
