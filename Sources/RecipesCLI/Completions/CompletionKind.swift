/// What a shell may offer for an argument or an option's value: read from the command specs, so the
/// completion scripts follow the options as they change.
enum CompletionKind: Equatable {
    /// Nothing to offer (a number, a name the user makes up).
    case none
    /// File and folder paths.
    case files
    /// Folder paths.
    case directories
    /// The recipe names of the catalog.
    case recipes
    /// The subcommand names.
    case subcommands
    /// One of a closed set of words.
    case choices([String])

    /// What `option`'s value completes to: its choices, paths for `path`, folders for `dir`.
    init(_ option: OptionSpec) {
        if !option.choices.isEmpty {
            self = .choices(option.choices)
        } else {
            switch option.valueName {
            case "path": self = .files
            case "dir": self = .directories
            default: self = .none
            }
        }
    }

    /// What a positional argument completes to, by its name: recipe names for `name`, subcommands for
    /// `subcommand`, shells for `shell`, paths for the rest (`path`, `old`, `new`).
    init(_ argument: ArgumentSpec) {
        switch argument.name {
        case "name": self = .recipes
        case "subcommand": self = .subcommands
        case "shell": self = .choices(Shell.allCases.map(\.rawValue))
        default: self = .files
        }
    }
}
