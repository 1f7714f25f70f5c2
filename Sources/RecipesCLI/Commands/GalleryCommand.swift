import CompositionalLayout
import LayoutRecipes

/// `recipes gallery`: one self-contained HTML page of the catalog.
///
/// Without `--widths`, the interactive page (`InteractiveGalleryPage`): a viewer with a width slider over
/// solves the engine made at every step; with `--widths`, the static page: every recipe as inline SVG at
/// those widths.
struct GalleryCommand: Sendable {
    /// The default page path.
    static let defaultOutput = "Reports/gallery.html"
    /// How wide one picture is shown on the static page, in CSS pixels.
    static let pictureWidth = 420.0

    /// The command's options and help.
    static let spec = CommandSpec(
        name: "gallery",
        abstract: "Write an HTML page to browse the recipes.",
        discussion: "Without --widths the page is interactive: search and feature filters over the recipes, and "
            + "per recipe a width slider (\(formatNumber(GallerySteps.minimumWidth)) to "
            + "\(formatNumber(GallerySteps.maximumWidth)) points in steps of \(formatNumber(GallerySteps.widthStep))), "
            + "a height, a size-class switch, a scroll offset for pinned headers, and tabs with the recipe as UIKit "
            + "Swift, as a layout file and its frames. Every frame is solved by the engine at every step when the "
            + "page is written (at --scale 3 unless given; heights 568, 844 and 1024 unless --height names one); "
            + "the page's script only picks among them. The file has no network references.\n\n"
            + "With --widths the page is static: each recipe's name, summary, size classes, features and source, "
            + "and one inline SVG picture per width; a width the recipe cannot be solved at shows the solver's "
            + "error instead. Either page draws at most \(CLILimits.galleryElementsPerPicture) elements per "
            + "picture, the first in output order, and says so. The page is written as it is made.",
        options: [
            .option(
                "--output", value: "path", help: "The HTML file to write (its folder is created when missing).",
                default: defaultOutput),
            .option("--recipe", value: "name", help: "Only this recipe (see 'recipes list')."),
        ]
            + LayoutOptions.specs(defaultWidths: "none: the interactive page").map(interactiveDefaults)
            + [ParallelJobs.spec, .recipesDir],
        examples: [
            ("recipes gallery --output Reports/gallery.html", "The interactive page of the whole catalog."),
            ("recipes gallery --recipe grid --widths 320,375,430", "The static page of 'grid' at phone widths."),
        ])

    /// `--height` and `--scale` as help shows them for both pages.
    static func interactiveDefaults(_ option: OptionSpec) -> OptionSpec {
        var option = option
        switch option.name {
        case "--height": option.defaultText = "844; the interactive page offers 568, 844 and 1024"
        case "--scale": option.defaultText = "0; 3 for the interactive page"
        default: break
        }
        return option
    }

    /// The page path.
    var output: String
    /// The one recipe asked for, if any.
    var recipe: String?
    /// True without `--widths`: the interactive page.
    var interactive: Bool
    /// Widths (static page), height, size class, data shape, scale.
    var layout: LayoutOptions
    /// What the interactive page solves.
    var steps: GallerySteps
    /// The size-class switch's position given by `--size-class`, if any (interactive page).
    var sizeClass: SizeClassChoice?
    /// How many widths are solved at once.
    var jobs: ParallelJobs

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        output = parsed.value("--output") ?? GalleryCommand.defaultOutput
        recipe = parsed.value("--recipe")
        interactive = parsed.value("--widths") == nil
        layout = try LayoutOptions(parsed, defaultWidths: WidthList.defaultText)
        steps = GallerySteps(
            options: layout, heightGiven: parsed.value("--height") != nil, scaleGiven: parsed.value("--scale") != nil)
        sizeClass = parsed.value("--size-class") == nil ? nil : layout.sizeClass
        jobs = try ParallelJobs(parsed)
    }

    /// Writes the page and names it on stdout.
    func execute(_ context: CommandContext) throws -> Outcome {
        let names = try recipe.map { [try selectRecipe(.named($0), in: context).name] } ?? context.catalog.names
        return interactive ? try writeInteractive(names, context: context) : try writeStatic(names, context: context)
    }

    /// The static page of `names` at `--widths`.
    func writeStatic(_ names: [String], context: CommandContext) throws -> Outcome {
        let failures = try context.fileSystem.writeFile(output) {
            try GalleryCommand.writePage(
                context.catalog, options: layout, origins: context.origins, names: names, jobs: jobs, to: $0)
        }
        let widths = layout.widths.values.count
        var text =
            "Wrote \(output): \(names.count) recipe\(names.count == 1 ? "" : "s") x \(widths) width\(widths == 1 ? "" : "s")"
        text += failures == 0 ? "." : " (\(failures) could not be solved; the page shows why)."
        return .success(text)
    }

    /// The interactive page of `names`; refuses, before solving, a page over `CLILimits.galleryElementSolves`
    /// and stops one that passes `CLILimits.galleryPageBytes`.
    func writeInteractive(_ names: [String], context: CommandContext) throws -> Outcome {
        let selections = names.map(context.selection)
        var probe = layout
        probe.widths = WidthList(steps.widths)
        let variants = steps.heights.count * GallerySteps.sizeClasses.count
        let work = SweepCommand.estimatedWork(selections, options: probe) * Double(variants)
        guard work <= CLILimits.galleryElementSolves else {
            throw CommandError.galleryTooLarge(
                recipes: names.count, solves: steps.widths.count * variants, elementSolves: work,
                limit: CLILimits.galleryElementSolves)
        }
        let (summary, bytes) = try context.fileSystem.writeFile(output) { file in
            let counted = CountingOutput(
                file, limit: CLILimits.galleryPageBytes,
                overLimit: .galleryPageTooLarge(limit: CLILimits.galleryPageBytes))
            let summary = try InteractiveGalleryPage.write(
                selections, catalog: context.catalog, steps: steps, options: layout, sizeClass: sizeClass,
                context: context, jobs: jobs, to: counted)
            return (summary, counted.bytes)
        }
        let heights = steps.heights.count
        var text = "Wrote \(output): \(summary.recipes) recipe\(summary.recipes == 1 ? "" : "s") x "
        text += "\(steps.widths.count) widths x \(heights) height\(heights == 1 ? "" : "s") x 2 size classes "
        text += "(\(summary.solves) solves, \(summary.blocks) distinct), "
        text += "\(formatNumber((Double(bytes) / 100_000).rounded() / 10)) MB"
        text += summary.failures == 0 ? "." : "; \(summary.failures) solves were refused, and the page says why."
        return .success(text)
    }

    /// Writes the static HTML page to `output`, one picture at a time, and returns the number of widths
    /// that failed to solve (`origins`: the layout files of recipes added from recipes folders, for their
    /// exact data; `names`: the recipes to show, all when nil; `jobs`: how many widths are drawn at once).
    static func writePage(
        _ catalog: RecipeCatalog, options: LayoutOptions, origins: [String: [SizeClassKey: LayoutFileOrigin]] = [:],
        names: [String]? = nil, jobs: ParallelJobs = ParallelJobs(jobs: 1), to output: TextOutput
    ) throws -> Int {
        var failures = 0
        try output.write(pageHead(options))
        for row in ListCommand.rows(catalog) where names?.contains(row.name) ?? true {
            let selected = SelectedRecipe(name: row.name, catalog: catalog, origins: origins[row.name] ?? [:])
            try output.write(sectionHead(row))
            failures += try writeRuns(selected, options: options, jobs: jobs, to: output)
            try output.write("</div>\n</section>\n")
        }
        try output.write("</body>\n</html>\n")
        return failures
    }

    /// The static page from `<!DOCTYPE html>` to its introduction, which names the widths, height and scale of
    /// `options`.
    static func pageHead(_ options: LayoutOptions) -> String {
        let e = SVGWriter.escape
        let widths = options.widths.values.map(formatNumber).joined(separator: ", ")
        return
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>LayoutRecipes gallery</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
            section { border-top: 1px solid #ddd; padding-top: 1em; margin-top: 2em; }
            .meta { color: #666; font-size: 0.9em; }
            .runs { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
            figure { margin: 0; }
            figcaption { font-size: 0.85em; color: #444; margin-top: 0.3em; }
            .error { color: #b00020; }
            </style>
            </head>
            <body>
            <!-- Generated by `recipes gallery`; do not edit. -->
            <h1>LayoutRecipes gallery</h1>
            <p>Every recipe of the catalog at widths \(e(widths)) (height \(formatNumber(options.height)), \
            scale \(formatNumber(options.scale))), at scroll offset 0. Cells are blue and numbered section.item; \
            supplementaries are dashed orange; decorations are grey; the red outline is the container; a section \
            that scrolls sideways fades out past the container's edge, with its content length. A picture draws \
            at most \(CLILimits.galleryElementsPerPicture) elements, the first in output order, and says so.</p>

            """
    }

    /// The start of one recipe's `<section>` on the static page: its name, summary, size classes, data,
    /// features and source, then the opening of its `runs` row of pictures.
    static func sectionHead(_ row: ListCommand.Row) -> String {
        let e = SVGWriter.escape
        var html = "<section id=\"\(e(row.name))\">\n<h2>\(e(row.name))</h2>\n<p>\(e(row.summary))</p>\n"
        html += "<p class=\"meta\">size classes: \(e(row.sizeClasses.joined(separator: ", "))) &#183; "
        html +=
            "data: \(row.sections) x \(row.items) &#183; features: \(e(row.features.isEmpty ? "none" : row.features.joined(separator: ", "))) "
        html += "&#183; source: \(e(row.source))</p>\n<div class=\"runs\">\n"
        return html
    }

    /// Writes one `<figure>` per width of `options` for `selected` (or the solver's error in its place) and
    /// returns the number of widths that failed to solve; `jobs` widths are solved and drawn at once, and
    /// written in width order.
    static func writeRuns(
        _ selected: SelectedRecipe, options: LayoutOptions, jobs: ParallelJobs = ParallelJobs(jobs: 1),
        to output: TextOutput
    ) throws -> Int {
        var failures = 0
        let widths = options.widths.values
        try jobs.forEach(widths.count) { w in
            try figure(selected, width: widths[w], options: options)
        } consume: { _, drawn in
            if drawn.failed { failures += 1 }
            try output.write(drawn.html)
        }
        return failures
    }

    /// One width's `<figure>`, or the solver's error in its place (`failed`).
    static func figure(_ selected: SelectedRecipe, width: Double, options: LayoutOptions) throws -> (
        html: String, failed: Bool
    ) {
        let run: RecipeRun
        do {
            run = try RecipeRun.solve(selected, width: width, options: options)
        } catch {
            let message = SVGWriter.escape(String(describing: error))
            return ("<p class=\"error\">\(formatNumber(width)) points: \(message)</p>\n", true)
        }
        let selection = DrawingSelection.first(
            CLILimits.galleryElementsPerPicture, of: run.elements, axis: run.solved.scrollDirection)
        let html = StringOutput()
        html.write("<figure>\n")
        try SVGWriter.writeElement(run, selection: selection, maxWidth: pictureWidth, to: html)
        html.write("<figcaption>\(caption(run, selection: selection))</figcaption>\n</figure>\n")
        return (html.text, false)
    }

    /// "320 points, compact, 30 elements", or with a capped selection "320 points, compact, drawing the
    /// first 2000 of 100010 elements".
    static func caption(_ run: RecipeRun, selection: DrawingSelection) -> String {
        let count =
            selection.isCapped
            ? "drawing the first \(selection.elements.count) of \(selection.total) elements"
            : "\(selection.total) element\(selection.total == 1 ? "" : "s")"
        return "\(formatNumber(run.width)) points, \(run.sizeClass.rawValue), \(count)"
    }
}
