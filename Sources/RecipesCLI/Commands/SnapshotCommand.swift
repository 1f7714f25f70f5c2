import CompositionalLayout
import LayoutRecipes
import LayoutSnapshots

/// `recipes snapshot NAME|--file PATH --output DIR`: writes one snapshot file per width, each exactly what
/// `recipes run --format json` prints at that width, for layout regression tests.
struct SnapshotCommand: Sendable {
    /// The widths snapshotted by default: a phone, a tablet in portrait and in landscape.
    static let defaultWidths = WidthList.defaultText

    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "snapshot",
        abstract: "Write a recipe's frames at each width to snapshot files.",
        discussion: "Writes DIR/NAME@WIDTH.json per width (grid@390.json, grid@320.5.json), each exactly what "
            + "'recipes run NAME --widths WIDTH --format json' prints with the same options: the size class is "
            + "picked by width as 'run' picks it, and a forced --size-class is added to the name "
            + "(grid@390-regular.json). Check the folder in; 'recipes diff' compares it with a later one, and "
            + "the LayoutTesting library's assertLayoutSnapshot reads and writes the same files. Every width is "
            + "solved before any file is written, and each file is written as it is made, one width at a time; "
            + "files of other widths already in the folder are left alone. Files are replaced one by one: each "
            + "is written beside its old self and renamed over it, so an interrupted run leaves every file "
            + "whole, old or new, but may leave the folder with new files for the widths written and old "
            + "ones for the rest; run it again, or write into an empty folder and move it into place.",
        arguments: [
            ArgumentSpec(
                name: "name", help: "The recipe to snapshot (see 'recipes list'); or give --file.", isRequired: false)
        ],
        options: [
            .option(
                "--file", value: "path",
                help: "A layout file to snapshot instead of a named recipe ('-': standard input)."),
            .option("--output", value: "dir", help: "The folder for the snapshot files (created when missing)."),
        ] + LayoutOptions.specs(defaultWidths: defaultWidths) + [
            .option(
                "--scroll-offset", value: "offset",
                help: "Scroll offset along the scroll axis, for pinned items and visible-items hooks.", default: "0"),
            .flag(
                "--strict",
                help: "Exit with 1, writing no files, when a layout file has an overflow warning "
                    + "(warnings go to stderr either way)."),
            .quiet("Do not list the files written."),
            ParallelJobs.spec,
            .recipesDir,
        ],
        examples: [
            (
                "recipes snapshot grid --widths 320,768,1024 --output Snapshots",
                "Snapshots/grid@320.json, grid@768.json and grid@1024.json."
            ),
            (
                "recipes snapshot --file Recipes/Files/shelves.json -w 390 -o /tmp/shelves",
                "A layout file at one width."
            ),
        ])

    /// The recipe to snapshot.
    var source: RecipeSource
    /// Widths, height, size class, data shape, scale.
    var layout: LayoutOptions
    /// The scroll offset the elements are given at.
    var scrollOffset: Double
    /// The folder for the files.
    var output: String
    /// True when a layout file's warnings fail the command.
    var strict: Bool
    /// True when the files written are not listed.
    var quiet: Bool
    /// How many widths are solved at once.
    var jobs: ParallelJobs

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
        guard let output = parsed.value("--output"), !output.isEmpty else {
            throw CommandError.missingArgument(name: "--output <dir>")
        }
        self.output = output
        layout = try LayoutOptions(parsed, defaultWidths: SnapshotCommand.defaultWidths)
        scrollOffset = try parsed.value("--scroll-offset").map { try parseDecimal($0, option: "--scroll-offset") } ?? 0
        strict = parsed.flag("--strict")
        quiet = parsed.flag("--quiet")
        jobs = try ParallelJobs(parsed)
    }

    /// The file name of a width: `NAME@WIDTH.json`, with the size class when `--size-class` forces one and
    /// `-rtl` with `--rtl`.
    func fileName(_ name: String, width: Double) -> String {
        let forced: SizeClass? =
            switch layout.sizeClass {
            case .auto: nil
            case .compact: .compact
            case .regular: .regular
            }
        return SnapshotFileName.make(
            name: name, width: width, sizeClass: forced,
            layoutDirection: layout.rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Solves every width (refusing before writing when one fails), then writes the files one width at a
    /// time: solve, write, release (`jobs` widths solved at once, written in width order).
    func execute(_ context: CommandContext, output out: TextOutput) throws -> Outcome {
        let selected = try selectRecipe(source, in: context)
        var warnings = LayoutFileCheck.Collector()
        let widths = layout.widths.values
        let (options, offset, name) = (layout, scrollOffset, selected.name)
        try jobs.forEach(widths.count) {
            try RecipeRun.check(selected, width: widths[$0], options: options)
        } consume: {
            warnings.add($1, width: widths[$0])
        }
        let warningText = warnings.lines.map { "Warning: \($0)\n" }.joined()
        if strict && !warnings.lines.isEmpty {
            var failure = RecipesCLI.failure(.layoutFilesWarned(warned: 1, total: 1), spec: SnapshotCommand.spec)
            failure.stderr = warningText + failure.stderr
            return failure
        }
        try context.fileSystem.prepareDirectory(output)
        // Each width solved and written as JSON on `jobs` cores, a few at a time; the files in width order.
        try jobs.forEach(widths.count) { w in
            let run = try RecipeRun.solve(selected, width: widths[w], options: options, scrollOffset: offset)
            let text = StringOutput()
            text.write(JSONWriter.begin(recipe: name))
            try JSONWriter.write(run, index: 0, to: text)
            text.write(JSONWriter.end(runCount: 1))
            return text.text
        } consume: { w, json in
            let path = context.fileSystem.path(output, fileName(selected.name, width: widths[w]))
            try context.fileSystem.writeFile(path) { file in try file.write(json) }
            if !quiet { try out.write("Wrote \(path)\n") }
        }
        return Outcome(stderr: warningText)
    }
}
