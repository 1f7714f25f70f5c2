/// `recipes help [SUBCOMMAND]`: the root help, or one subcommand's.
struct HelpCommand: Sendable {
    /// The command's arguments and help.
    static let spec = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand to describe.", isRequired: false)],
        examples: [
            ("recipes help run", "Options of 'recipes run'."),
            ("recipes help sweep", "What 'recipes sweep' checks."),
        ])

    /// The subcommand asked about, if any.
    var topic: String?

    /// Reads the command line.
    init(_ parsed: ParsedArguments) throws {
        topic = parsed.positionals.first
    }

    /// The help text.
    func execute(_ context: CommandContext) throws -> Outcome {
        guard let topic else { return .success(RootCommand.help) }
        return .success(HelpFormatter.help(for: try Subcommand.named(topic, catalog: context.catalog).spec))
    }
}
