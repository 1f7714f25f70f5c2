import LayoutRecipes

/// The subcommands of `recipes`, in the order help lists them.
enum Subcommand: String, CaseIterable, Sendable {
    /// `recipes list`.
    case list
    /// `recipes run`.
    case run
    /// `recipes sweep`.
    case sweep
    /// `recipes gallery`.
    case gallery
    /// `recipes validate`.
    case validate
    /// `recipes export`.
    case export
    /// `recipes snapshot`.
    case snapshot
    /// `recipes diff`.
    case diff
    /// `recipes bench`.
    case bench
    /// `recipes completions`.
    case completions
    /// `recipes help`.
    case help

    /// The subcommand named `name`; throws with the nearest names (or a hint when `name` is a recipe).
    static func named(_ name: String, catalog: RecipeCatalog) throws -> Subcommand {
        if let subcommand = Subcommand(rawValue: name) { return subcommand }
        if catalog.names.contains(name) { throw CommandError.recipeNameAsSubcommand(name: name) }
        throw CommandError.unknownSubcommand(
            name: name, suggestions: nearestNames(to: name, in: allCases.map(\.rawValue)))
    }

    /// Its arguments, options and help.
    var spec: CommandSpec {
        switch self {
        case .list: ListCommand.spec
        case .run: RunCommand.spec
        case .sweep: SweepCommand.spec
        // `--quiet` is added here, beside the gallery's own options, as in `execute`.
        case .gallery: GalleryCommand.spec.adding(.quiet("Do not name the page written."))
        case .validate: ValidateCommand.spec
        case .export: ExportCommand.spec
        case .snapshot: SnapshotCommand.spec
        case .diff: DiffCommand.spec
        case .bench: BenchCommand.spec
        case .completions: CompletionsCommand.spec
        case .help: HelpCommand.spec
        }
    }

    /// Validates the parsed arguments and runs the subcommand: `run`, `snapshot` and `diff` stream to
    /// `output`, `gallery` to its file, `sweep` draws its progress line on `progress`; the others return
    /// their text whole.
    func execute(
        _ parsed: ParsedArguments, _ context: CommandContext, output: TextOutput, progress: TextOutput?
    ) throws -> Outcome {
        switch self {
        case .list: try ListCommand(parsed).execute(context)
        case .run: try RunCommand(parsed).execute(context, output: output)
        case .sweep: try SweepCommand(parsed).execute(context, progress: progress)
        case .gallery: try GalleryCommand(parsed).execute(context).quieted(parsed.flag("--quiet"))
        case .validate: try ValidateCommand(parsed).execute(context)
        case .export: try ExportCommand(parsed).execute(context)
        case .snapshot: try SnapshotCommand(parsed).execute(context, output: output)
        case .diff: try DiffCommand(parsed).execute(context, output: output)
        case .bench: try BenchCommand(parsed).execute(context)
        case .completions: try CompletionsCommand(parsed).execute(context)
        case .help: try HelpCommand(parsed).execute(context)
        }
    }
}
