import CompositionalLayout
import LayoutRecipes

/// `recipes run NAME|--file PATH`: solves a recipe or a layout file at each width and prints its frames as a table, JSON, SVG or ASCII.
struct RunCommand: Sendable {
    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "run",
        abstract: "Solve a recipe at each width and print its frames.",
        discussion: "Frames are given as the layout stands at --scroll-offset: pinned headers and footers at "
            + "their pinned place, visible-items hooks applied, orthogonal sections at rest unless "
            + "--orthogonal-offset scrolls them. "
            + "Elements are ordered by section, then item, cells before supplementaries before decorations.\n\n"
            + "A layout file (--file) runs like a named recipe, named by its 'name' or its file name. It is one "
            + "layout, so it runs at every width whatever its 'sizeClass'. Its data shape: --sections and --items "
            + "when given, else its 'data' (exact items per section), else one section per entry of 'sections' "
            + "with \(LayoutFileOrigin.defaultItems) items each.",
        arguments: [
            ArgumentSpec(
                name: "name", help: "The recipe to solve (see 'recipes list'); or give --file.", isRequired: false)
        ],
        options: [
            .option(
                "--file", value: "path",
                help:
                    "A layout file to solve instead of a named recipe ('recipes export' writes one, 'recipes validate' checks one; '-': standard input)."
            )
        ] + LayoutOptions.specs(defaultWidths: WidthList.defaultText) + [
            .option(
                "--scroll-offset", value: "offset",
                help: "Scroll offset along the scroll axis, for pinned items and visible-items hooks.", default: "0"),
            .option(
                "--sizes", value: "path",
                help: "Measured sizes for estimated dimensions, as a device would report them, in the shape of a "
                    + "layout file's 'sizes': {\"cells\": [{\"section\": 0, \"item\": 3, \"height\": 80}], "
                    + "\"supplementaries\": [{\"kind\": \"header\", \"height\": 60}]} ('-': standard input).",
                default: "none: the estimates"),
            .option(
                "--orthogonal-offset", value: "section=points",
                help: "Scroll orthogonal sections across the layout: SECTION=POINTS, comma-separated "
                    + "(0=120,2=40), each resolved as UIKit resolves a set offset (clamped, and snapped to a "
                    + "group or page by its behaviour); frames are printed at the offset it resolves to; other "
                    + "sections rest.", default: "none"),
            .option(
                "--format", value: "format", help: "table, json, svg or ascii.", default: "table",
                choices: OutputFormat.allCases.map(\.rawValue)),
            .option(
                "--output", value: "dir",
                help:
                    "Folder for the SVG files NAME-W.svg (created when missing); required by --format svg with several widths."
            ),
            .flag(
                "--strict",
                help: "Exit with 1, printing no frames, when a layout file has an overflow warning "
                    + "(warnings go to stderr either way)."),
            .quiet("Do not list the SVG files written with --output."),
            .recipesDir,
        ],
        examples: [
            ("recipes run grid --widths 320,768,1024", "The frames of 'grid' at a phone width and two tablet widths."),
            (
                "recipes run --file Recipes/Files/shelves.json --format json",
                "The frames of a layout file, with the items per section its 'data' gives."
            ),
        ])

    /// The recipe to solve.
    var source: RecipeSource
    /// Widths, height, size class, data shape, scale.
    var layout: LayoutOptions
    /// The scroll offset outputs use.
    var scrollOffset: Double
    /// Orthogonal sections' offsets (section index: points), from `--orthogonal-offset`.
    var orthogonalOffsets: [Int: Double] = [:]
    /// The sizes file given with `--sizes`, read when the command runs.
    var sizesPath: String?
    /// The output format.
    var format: OutputFormat
    /// The folder for SVG files.
    var output: String?
    /// True when a layout file's warnings fail the run.
    var strict: Bool
    /// True when the SVG files written are not listed.
    var quiet: Bool

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        let name = parsed.positionals.first
        let file = parsed.value("--file")
        if let name, file != nil { throw CommandError.conflictingArguments(name, "--file") }
        if let file, file.isEmpty { throw CommandError.missingValue(option: "--file", valueName: "path") }
        guard let source = name.map(RecipeSource.named) ?? file.map(RecipeSource.file) else {
            throw CommandError.missingArgument(name: "<name> or --file <path>")
        }
        self.source = source
        layout = try LayoutOptions(parsed, defaultWidths: WidthList.defaultText)
        scrollOffset = try parsed.value("--scroll-offset").map { try parseDecimal($0, option: "--scroll-offset") } ?? 0
        orthogonalOffsets = try parsed.value("--orthogonal-offset").map(RunCommand.parseOrthogonalOffsets) ?? [:]
        sizesPath = parsed.value("--sizes")
        format = .table
        if let text = parsed.value("--format") {
            guard let value = OutputFormat(rawValue: text) else {
                throw CommandError.invalidChoice(
                    option: "--format", value: text, choices: OutputFormat.allCases.map(\.rawValue))
            }
            format = value
        }
        strict = parsed.flag("--strict")
        quiet = parsed.flag("--quiet")
        output = parsed.value("--output")
        if output != nil, format != .svg { throw CommandError.outputNotUsed(format: format.rawValue) }
        if output == nil, format == .svg, layout.widths.values.count > 1 {
            throw CommandError.outputRequired(widthCount: layout.widths.values.count)
        }
    }

    /// Solves at every width and streams the output, one width at a time: solve, write, release.
    ///
    /// Every width is solved once before anything is written, so a width that cannot be solved prints
    /// nothing on stdout (the check solves again; solving is a small part of the time writing takes).
    /// SVG files are written one by one into `--output`.
    func execute(_ context: CommandContext, output out: TextOutput) throws -> Outcome {
        let selected = try selectRecipe(source, in: context)
        let sizes = try sizesPath.map { try SizesFile.read($0, fileSystem: context.fileSystem) }
        if let output { try context.fileSystem.prepareDirectory(output) }
        var warnings = LayoutFileCheck.Collector()
        for width in layout.widths.values {
            warnings.add(try RecipeRun.check(selected, width: width, options: layout, sizes: sizes), width: width)
        }
        let warningText = warnings.lines.map { "Warning: \($0)\n" }.joined()
        if strict && !warnings.lines.isEmpty {
            var failure = RecipesCLI.failure(.layoutFilesWarned(warned: 1, total: 1), spec: RunCommand.spec)
            failure.stderr = warningText + failure.stderr
            return failure
        }
        func forEachRun(_ body: (Int, RecipeRun) throws -> Void) throws {
            for (index, width) in layout.widths.values.enumerated() {
                try body(
                    index,
                    try RecipeRun.solve(
                        selected, width: width, options: layout, scrollOffset: scrollOffset,
                        orthogonalOffsets: orthogonalOffsets, sizes: sizes))
            }
        }
        switch format {
        case .table:
            try forEachRun { try TableWriter.write($1, index: $0, style: context.style, to: out) }
        case .json:
            try out.write(JSONWriter.begin(recipe: selected.name))
            try forEachRun { try JSONWriter.write($1, index: $0, to: out) }
            try out.write(JSONWriter.end(runCount: layout.widths.values.count))
        case .ascii:
            try forEachRun { try out.write(($0 > 0 ? "\n" : "") + ASCIIWriter.render($1)) }
        case .svg:
            guard let output else {
                try forEachRun { try SVGWriter.write($1, to: out) }
                return Outcome(stderr: warningText)
            }
            try forEachRun { _, run in
                let path = context.fileSystem.path(output, "\(selected.name)-\(formatNumber(run.width)).svg")
                try context.fileSystem.writeFile(path) { try SVGWriter.write(run, to: $0) }
                if !quiet { try out.write("Wrote \(path)\n") }
            }
        }
        return Outcome(stderr: warningText)
    }

    /// `SECTION=POINTS[,SECTION=POINTS ...]`: section indices in `CLILimits.sections`, each once, offsets
    /// finite numbers.
    static func parseOrthogonalOffsets(_ text: String) throws -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        let expected = "SECTION=POINTS pairs separated by commas, such as 0=120,2=40"
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw CommandError.invalidValue(option: "--orthogonal-offset", value: text, expected: expected)
            }
            let section = try parseCount(String(parts[0]), option: "--orthogonal-offset", in: CLILimits.sections)
            guard offsets[section] == nil else {
                throw CommandError.invalidValue(
                    option: "--orthogonal-offset", value: text, expected: expected + ", each section once")
            }
            offsets[section] = try parseDecimal(String(parts[1]), option: "--orthogonal-offset")
        }
        return offsets
    }
}
