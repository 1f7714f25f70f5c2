/// What a (sub)command accepts and how help describes it: the shape of argument-parser's
/// `CommandConfiguration` plus the declared arguments (style G13).
struct CommandSpec: Sendable {
    /// The subcommand's name; empty for the root command.
    var name: String
    /// One sentence ending with a period.
    var abstract: String
    /// Longer text shown under the overview, or empty.
    var discussion: String = ""
    /// Positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// Options, in the order help lists them (`--help` is added by the parser and help).
    var options: [OptionSpec] = []
    /// Example invocations, each with a one-line comment.
    var examples: [(command: String, comment: String)] = []

    /// `recipes run` or `recipes`.
    var commandName: String { name.isEmpty ? "recipes" : "recipes \(name)" }

    /// The usage line without the "USAGE:" prefix.
    ///
    /// Options shrink to `[<options>]` when the full line would pass 80 columns, as in argument-parser.
    /// The root command's usage names a subcommand.
    var usage: String {
        if name.isEmpty { return "recipes <subcommand>" }
        var parts = [commandName]
        for argument in arguments { parts.append(argument.isRequired ? argument.synopsis : "[\(argument.synopsis)]") }
        let full = (parts + options.map { "[\($0.synopsis)]" }).joined(separator: " ")
        if full.count + "USAGE: ".count <= HelpFormatter.lineWidth { return full }
        return (parts + ["[<options>]"]).joined(separator: " ")
    }

    /// The option with this exact name.
    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }

    /// A copy with `option` after the others.
    func adding(_ option: OptionSpec) -> CommandSpec {
        var copy = self
        copy.options.append(option)
        return copy
    }
}
