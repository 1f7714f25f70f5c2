import CompositionalLayout
import Foundation
import LayoutFiles
import LayoutSnapshots

/// `recipes diff OLD NEW`: compares two snapshot files, two folders of them (matched by file name), or two
/// layout files solved at the same widths, and prints per element what moved, resized, appeared or went.
struct DiffCommand: Sendable {
    /// The options that only mean something for two layout files.
    static let layoutOptionNames = ["--widths", "--height", "--size-class", "--sections", "--items", "--scale"]

    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two snapshots or layout files, element by element.",
        discussion: "OLD and NEW are two snapshot files (as 'recipes snapshot' or 'recipes run --format json' "
            + "writes them), two folders of them (files matched by name; a file only one folder has counts as a "
            + "difference), or two layout files, solved at --widths as 'recipes run --file' solves them. Runs "
            + "are matched by width and elements by kind, element kind and index path. For each difference it "
            + "prints the element, how far it moved or how much it resized, and where it is now; then a summary. "
            + "Positions and sizes within --tolerance points count as equal; z-index and hidden compare "
            + "exactly. Exits with 0 when nothing differs and 1 when something does. A snapshot file may be at "
            + "most \(SnapshotLimits.maximumFileBytes / 1024 / 1024) MiB.",
        arguments: [
            ArgumentSpec(name: "old", help: "The old snapshot file, folder or layout file ('-': standard input)."),
            ArgumentSpec(name: "new", help: "The new one, of the same kind."),
        ],
        options: [
            .option(
                "--tolerance", value: "points", help: "How far positions and sizes may differ and still be equal.",
                default: "0"),
            .option("--format", value: "format", help: "text or json.", default: "text", choices: ["text", "json"]),
        ] + LayoutOptions.specs(defaultWidths: WidthList.defaultText) + [
            .quiet("Print nothing; the exit status says whether anything differs.")
        ],
        examples: [
            (
                "recipes diff Tests/LayoutRecipesTests/Snapshots /tmp/snapshots",
                "The checked-in recipe snapshots against a folder 'recipes snapshot' wrote."
            ),
            (
                "recipes diff old-cards.json cards.json -w 320,768 --tolerance 0.5",
                "Two layout files at two widths, ignoring changes under half a point."
            ),
        ])

    /// The old and new paths.
    var old: String
    var new: String
    /// Points by which positions and sizes may differ.
    var tolerance: Double
    /// The output format.
    var format: DiffWriter.Format
    /// The widths and data two layout files are solved at.
    var layout: LayoutOptions
    /// The layout-only options given, for the error when the inputs are snapshots.
    var layoutOptionsGiven: [String]
    /// True when nothing is printed.
    var quiet: Bool

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        old = parsed.positionals[0]
        new = parsed.positionals[1]
        for path in [old, new] where path.isEmpty { throw CommandError.missingArgument(name: "<old> <new>") }
        tolerance = 0
        if let text = parsed.value("--tolerance") {
            let value = try parseDecimal(text, option: "--tolerance")
            guard value >= 0 else {
                throw CommandError.valueOutOfRange(option: "--tolerance", value: text, allowed: "at least 0")
            }
            tolerance = value
        }
        format = .text
        if let text = parsed.value("--format") {
            guard let value = DiffWriter.Format(rawValue: text) else {
                throw CommandError.invalidChoice(
                    option: "--format", value: text, choices: DiffWriter.Format.allCases.map(\.rawValue))
            }
            format = value
        }
        layout = try LayoutOptions(parsed, defaultWidths: WidthList.defaultText)
        layoutOptionsGiven =
            (DiffCommand.layoutOptionNames + ["--layout-margins", "--readable-width"]).filter {
                parsed.value($0) != nil
            } + (parsed.flag("--rtl") ? ["--rtl"] : [])
        quiet = parsed.flag("--quiet")
    }

    /// One side of a diff, read and recognised.
    enum Input {
        /// A snapshot document.
        case snapshot(LayoutSnapshot)
        /// A layout file (read again when selected, so that its problems get the usual messages).
        case layoutFile

        /// "a snapshot file" or "a layout file".
        var kind: String {
            switch self {
            case .snapshot: "a snapshot file"
            case .layoutFile: "a layout file"
            }
        }
    }

    /// Compares and reports; exit 0 when nothing differs, 1 when something does.
    func execute(_ context: CommandContext, output: TextOutput) throws -> Outcome {
        let fileSystem = context.fileSystem
        let writer = DiffWriter(format: format, style: context.style, output: quiet ? nil : output)
        switch (fileSystem.isDirectory(old), fileSystem.isDirectory(new)) {
        case (true, true):
            try refuseLayoutOptions()
            try writer.begin(tolerance: tolerance)
            try compareFolders(fileSystem, writer: writer)
        case (true, false):
            throw CommandError.folderAndFile(folder: old, file: new)
        case (false, true):
            throw CommandError.folderAndFile(folder: new, file: old)
        case (false, false):
            let a = try DiffCommand.read(old, fileSystem: fileSystem)
            let b = try DiffCommand.read(new, fileSystem: fileSystem)
            let name = (FileSystem.displayName(new) as NSString).lastPathComponent
            switch (a, b) {
            case (.snapshot(let x), .snapshot(let y)):
                try refuseLayoutOptions()
                try writer.begin(tolerance: tolerance)
                try compare(x, y, name: name, writer: writer)
            case (.layoutFile, .layoutFile):
                try writer.begin(tolerance: tolerance)
                try compareLayoutFiles(context, name: name, writer: writer)
            default:
                throw CommandError.mixedDiffInputs(
                    old: FileSystem.displayName(old), oldKind: a.kind, new: FileSystem.displayName(new),
                    newKind: b.kind)
            }
        }
        try writer.end()
        return Outcome(exitCode: writer.isIdentical ? ExitCode.success : ExitCode.failure)
    }

    /// Throws when a layout-only option was given for snapshots.
    func refuseLayoutOptions() throws {
        if let option = layoutOptionsGiven.first { throw CommandError.optionNeedsLayoutFiles(option: option) }
    }

    /// Two snapshot documents, run by run.
    func compare(_ a: LayoutSnapshot, _ b: LayoutSnapshot, name: String, writer: DiffWriter) throws {
        try writer.beginFile(name: name, old: FileSystem.displayName(old), new: FileSystem.displayName(new))
        for run in SnapshotDiff(old: a, new: b, tolerance: tolerance).runs { try writer.run(run) }
        try writer.endFile()
    }

    /// Every `*.json` file of both folders, by name: pairs compared, the others reported as unmatched.
    ///
    /// One pair is read at a time.
    func compareFolders(_ fileSystem: FileSystem, writer: DiffWriter) throws {
        let oldNames = try DiffCommand.snapshotNames(old, fileSystem: fileSystem)
        let newNames = try DiffCommand.snapshotNames(new, fileSystem: fileSystem)
        let names = Set(oldNames).union(newNames).sorted()
        guard !names.isEmpty else { throw CommandError.noSnapshotFiles(old: old, new: new) }
        let inOld = Set(oldNames)
        let inNew = Set(newNames)
        for name in names {
            let a = fileSystem.path(old, name)
            let b = fileSystem.path(new, name)
            guard inOld.contains(name), inNew.contains(name) else {
                try writer.unmatched(
                    name: name, old: inOld.contains(name) ? a : nil, new: inNew.contains(name) ? b : nil)
                continue
            }
            try writer.beginFile(name: name, old: a, new: b)
            let diff = SnapshotDiff(
                old: try DiffCommand.readSnapshot(a, fileSystem: fileSystem),
                new: try DiffCommand.readSnapshot(b, fileSystem: fileSystem), tolerance: tolerance)
            for run in diff.runs { try writer.run(run) }
            try writer.endFile()
        }
    }

    /// Two layout files solved at every width, one width at a time; every width of both is solved once
    /// first, so that a width that cannot be solved prints nothing.
    ///
    /// A width holds the two solves and nothing more: neither run's elements are listed, both are read one
    /// at a time from their solves in step (`OrderedElements`), and the changes are written as they are
    /// found, never kept (`RunComparison`). A solve keeps its frames in a fraction of the room its listed
    /// elements take, so two solves stay within what `recipes run` holds for one.
    func compareLayoutFiles(_ context: CommandContext, name: String, writer: DiffWriter) throws {
        let a = try selectRecipe(.file(old), in: context)
        let b = try selectRecipe(.file(new), in: context)
        for width in layout.widths.values {
            try RecipeRun.check(a, width: width, options: layout)
            try RecipeRun.check(b, width: width, options: layout)
        }
        try writer.beginFile(name: name, old: FileSystem.displayName(old), new: FileSystem.displayName(new))
        for width in layout.widths.values {
            let (x, xs) = try DiffCommand.elements(a, width: width, options: layout)
            let (y, ys) = try DiffCommand.elements(b, width: width, options: layout)
            try writer.run(
                RunComparison(
                    width: width, old: x, oldElements: xs.lazy.map(SnapshotElement.init), new: y,
                    newElements: ys.lazy.map(SnapshotElement.init), tolerance: tolerance))
        }
        try writer.endFile()
    }

    /// The container of `selected` solved at `width`, and its elements read one at a time from the solve.
    static func elements(_ selected: SelectedRecipe, width: Double, options: LayoutOptions) throws -> (
        RunDiff.Container, OrderedElements
    ) {
        let solved = try RecipeRun.solvedLayout(selected, width: width, options: options)
        let container = solved.environment.container.contentSize
        return (
            RunDiff.Container(
                height: container.height, sizeClass: solved.environment.traits.horizontalSizeClass,
                contentSize: solved.contentSize),
            solved.orderedElements(atScrollOffset: 0)
        )
    }

    /// The `*.json` file names directly in `folder`, sorted.
    static func snapshotNames(_ folder: String, fileSystem: FileSystem) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: fileSystem.url(folder).path) else {
            throw CommandError.unreadableInput(path: folder, reason: "the folder cannot be listed")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    /// Reads `path` and tells a snapshot (a `runs` key) from a layout file.
    static func read(_ path: String, fileSystem: FileSystem) throws -> Input {
        let bytes = try fileSystem.readFile(path, limit: SnapshotLimits.maximumFileBytes)
        let shown = FileSystem.displayName(path)
        guard bytes.count <= SnapshotLimits.maximumFileBytes else {
            throw CommandError.unreadableInput(
                path: shown,
                reason: "it is larger than \(SnapshotLimits.maximumFileBytes) bytes, the most a snapshot "
                    + "file may have")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, maximumDepth: LayoutFileLimits.maximumDepth)
        } catch {
            throw CommandError.unreadableInput(path: shown, reason: "it is not JSON (\(error))")
        }
        guard LayoutSnapshot.looksLikeSnapshot(value) else { return .layoutFile }
        do {
            return .snapshot(try LayoutSnapshot.decode(value))
        } catch {
            throw CommandError.invalidSnapshotFile(path: shown, problem: error.description)
        }
    }

    /// Reads the snapshot file `path` (of a folder): anything else is an error.
    static func readSnapshot(_ path: String, fileSystem: FileSystem) throws -> LayoutSnapshot {
        let bytes = try fileSystem.readFile(path, limit: SnapshotLimits.maximumFileBytes)
        do {
            return try LayoutSnapshot.decode(bytes)
        } catch {
            throw CommandError.invalidSnapshotFile(path: path, problem: error.description)
        }
    }
}
