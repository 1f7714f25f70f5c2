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

    /// A flag (no value).
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, defaultText: nil)
    }

    /// An option with a value.
    static func option(_ name: String, value: String, help: String, default defaultText: String? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: value, help: help, defaultText: defaultText)
    }

    /// `--name <value>` or `--name`.
    var synopsis: String { valueName.map { "\(name) <\($0)>" } ?? name }
}

/// One positional argument a command accepts.
struct ArgumentSpec: Sendable {
    /// The placeholder, such as `name`.
    var name: String
    /// One sentence of help.
    var help: String
    /// False when the argument may be left out.
    var isRequired: Bool = true

    /// `<name>`.
    var synopsis: String { "<\(name)>" }
}
