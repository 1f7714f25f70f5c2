import CompositionalLayout
import LayoutRecipes

/// `recipes run NAME`: solves a recipe at each width and prints its frames as a table, JSON, SVG or ASCII.
struct RunCommand: Sendable {
    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "run",
        abstract: "Solve a recipe at each width and print its frames.",
        discussion: "Frames are given as the layout stands at --scroll-offset: pinned headers and footers at "
            + "their pinned place, visible-items hooks applied, orthogonal sections at their resting offset 0. "
            + "Elements are ordered by section, then item, cells before supplementaries before decorations.",
        arguments: [ArgumentSpec(name: "name", help: "The recipe to solve (see 'recipes list').")],
        options: LayoutOptions.specs(defaultWidths: WidthList.defaultText) + [
            .option(
                "--scroll-offset", value: "offset",
                help: "Scroll offset along the scroll axis, for pinned items and visible-items hooks.", default: "0"),
            .option("--format", value: "format", help: "table, json, svg or ascii.", default: "table"),
            .option(
                "--output", value: "dir",
                help:
                    "Folder for the SVG files NAME-W.svg (created when missing); required by --format svg with several widths."
            ),
        ],
        examples: [
            ("recipes run grid --widths 320,768,1024", "The frames of 'grid' at a phone width and two tablet widths."),
            (
                "recipes run grid --widths 320...1366:2 --format svg --output pictures",
                "One SVG picture per width in the folder 'pictures'."
            ),
        ])

    /// The recipe to solve.
    var source: RecipeSource
    /// Widths, height, size class, data shape, scale.
    var layout: LayoutOptions
    /// The scroll offset outputs use.
    var scrollOffset: Double
    /// The output format.
    var format: OutputFormat
    /// The folder for SVG files.
    var output: String?

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        source = .named(parsed.positionals[0])
        layout = try LayoutOptions(parsed, defaultWidths: WidthList.defaultText)
        scrollOffset = try parsed.value("--scroll-offset").map { try parseDecimal($0, option: "--scroll-offset") } ?? 0
        format = .table
        if let text = parsed.value("--format") {
            guard let value = OutputFormat(rawValue: text) else {
                throw CommandError.invalidChoice(
                    option: "--format", value: text, choices: OutputFormat.allCases.map(\.rawValue))
            }
            format = value
        }
        output = parsed.value("--output")
        if output != nil, format != .svg { throw CommandError.outputNotUsed(format: format.rawValue) }
        if output == nil, format == .svg, layout.widths.values.count > 1 {
            throw CommandError.outputRequired(widthCount: layout.widths.values.count)
        }
    }

    /// Solves at every width and renders; writes SVG files when `--output` is given.
    func execute(_ context: CommandContext) throws -> Outcome {
        let selected = try selectRecipe(source, in: context.catalog)
        if let output { try context.fileSystem.prepareDirectory(output) }
        let runs = try layout.widths.values.map {
            try RecipeRun.solve(selected, width: $0, options: layout, scrollOffset: scrollOffset)
        }
        switch format {
        case .table: return .success(TableWriter.render(runs))
        case .json: return .success(JSONWriter.render(recipe: selected.name, runs: runs))
        case .ascii: return .success(runs.map(ASCIIWriter.render).joined(separator: "\n"))
        case .svg:
            guard let output else { return .success(SVGWriter.render(runs[0])) }
            var written: [String] = []
            for run in runs {
                let path = context.fileSystem.path(output, "\(selected.name)-\(formatNumber(run.width)).svg")
                try context.fileSystem.write(SVGWriter.render(run), to: path)
                written.append(path)
            }
            return .success(written.map { "Wrote \($0)" }.joined(separator: "\n"))
        }
    }
}
