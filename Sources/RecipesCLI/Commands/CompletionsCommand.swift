/// `recipes completions bash|zsh|fish`: prints a completion script for the shell.
struct CompletionsCommand: Sendable {
    /// The command's arguments and help.
    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: "The script completes subcommands, options, their values (formats, size classes, files and "
            + "folders) and recipe names. Recipe names are those of the catalog when the script is made (with "
            + "RECIPES_PATH and --recipes-dir); make it again after adding recipes. For zsh, save it as "
            + "'_recipes' in a folder of $fpath before 'compinit' runs, or load it after with "
            + "'source <(recipes completions zsh)'.",
        arguments: [ArgumentSpec(name: "shell", help: "bash, zsh or fish.")],
        options: [.recipesDir],
        examples: [
            (
                "recipes completions bash > /etc/bash_completion.d/recipes",
                "Install the bash completions (or run 'source <(recipes completions bash)' in ~/.bashrc)."
            ),
            (
                "recipes completions fish > ~/.config/fish/completions/recipes.fish",
                "Install the fish completions."
            ),
        ])

    /// The shell asked for.
    var shell: Shell

    /// Reads the command line.
    init(_ parsed: ParsedArguments) throws {
        let text = parsed.positionals[0]
        guard let shell = Shell(rawValue: text) else {
            throw CommandError.invalidChoice(option: "<shell>", value: text, choices: Shell.allCases.map(\.rawValue))
        }
        self.shell = shell
    }

    /// The script.
    func execute(_ context: CommandContext) throws -> Outcome {
        let script = CompletionScript(subcommands: Subcommand.allCases.map(\.spec), recipes: context.catalog.names)
        return .success(script.text(for: shell))
    }
}
