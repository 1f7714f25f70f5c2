/// One `--kebab-case` option a command accepts: a flag, or an option with a value.
struct OptionSpec: Sendable {
    /// The name with its dashes, such as `--widths`.
    var name: String
    /// The value's placeholder in help (`widths`); nil for a flag.
    var valueName: String?
    /// One or two sentences of help.
    var help: String
    /// The default as help shows it, if any.
    var defaultText: String?
    /// The values it accepts, when they are a closed set (for shell completion).
    var choices: [String] = []

    /// The one-letter aliases of the common options, the same for every command that has the long one.
    static let shortNames = ["--widths": "-w", "--format": "-f", "--output": "-o", "--quiet": "-q"]

    /// `-w` for `--widths` and the like, or nil.
    var shortName: String? { OptionSpec.shortNames[name] }

    /// A flag (no value).
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, defaultText: nil)
    }

    /// An option with a value; `choices` when its values are a closed set.
    static func option(
        _ name: String, value: String, help: String, default defaultText: String? = nil, choices: [String] = []
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: value, help: help, defaultText: defaultText, choices: choices)
    }

    /// `--quiet`, with what it leaves out for this command.
    static func quiet(_ help: String) -> OptionSpec { flag("--quiet", help: help) }

    /// `--recipes-dir`, shared by the commands that use the catalog.
    static let recipesDir = option(
        "--recipes-dir", value: "dir",
        help: "Add every *.json layout file in this folder to the catalog, keyed by its name and sizeClass "
            + "(as are the folders of the environment variable RECIPES_PATH, separated by ':').")

    /// `--name <value>` or `--name`.
    var synopsis: String { valueName.map { "\(name) <\($0)>" } ?? name }

    /// The help label: the synopsis, after `-w, ` when it has a short name.
    var label: String { shortName.map { "\($0), \(synopsis)" } ?? synopsis }
}

/// One positional argument a command accepts.
struct ArgumentSpec: Sendable {
    /// The placeholder, such as `name`.
    var name: String
    /// One sentence of help.
    var help: String
    /// False when the argument may be left out.
    var isRequired: Bool = true
    /// True when the argument takes every remaining value (the last argument only).
    var isRepeating: Bool = false

    /// `<name>`, or `<name> ...` when repeating.
    var synopsis: String { isRepeating ? "<\(name)> ..." : "<\(name)>" }
}
