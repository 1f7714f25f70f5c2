/// The root `recipes` command: its overview, options and subcommands for help.
enum RootCommand {
    /// The root's help description.
    static let spec = CommandSpec(
        name: "",
        abstract: "Solve compositional-layout recipes at many widths: frames, pictures and checks.",
        options: [.flag("--version", help: "Show the version.")],
        examples: [
            ("recipes run grid --widths 320,768,1024", "Print the frames of the 'grid' recipe at three widths."),
            ("recipes sweep --all --widths 200...2000:1", "Check every recipe at every width from 200 to 2000 points."),
        ])

    /// `recipes --help`.
    static var help: String { HelpFormatter.help(for: spec, subcommands: Subcommand.allCases.map(\.spec)) }
}
