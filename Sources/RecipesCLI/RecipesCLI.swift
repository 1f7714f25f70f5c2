import Foundation
import LayoutRecipes

/// The `recipes` command as a function: arguments in; stdout, stderr and exit status out.
///
/// `Sources/recipes/main.swift` only prints the outcome and exits with its code (style G12).
public enum RecipesCLI {
    /// The version `recipes --version` prints.
    public static let version = "0.1.0"

    /// Runs the command line `arguments` (without the program name) against `catalog`, with standard
    /// output returned whole in `Outcome.stdout` (see `run(arguments:catalog:environment:fileSystem:output:progress:)`).
    ///
    /// Pure except for the files read (`--file`, `--recipes-dir`, `validate`) and written (`--output`),
    /// which go through `fileSystem`. `environment` holds the process environment; `RECIPES_PATH` is read
    /// from it.
    public static func run(
        arguments: [String], catalog: RecipeCatalog = .builtIn, environment: [String: String] = [:],
        fileSystem: FileSystem = .current
    ) -> Outcome {
        let output = StringOutput()
        var outcome = run(
            arguments: arguments, catalog: catalog, environment: environment, fileSystem: fileSystem, output: output)
        outcome.stdout = output.text + outcome.stdout
        return outcome
    }

    /// Runs the command line `arguments` against `catalog`, streaming standard output to `output` one
    /// piece at a time; the outcome holds stderr and the exit status (its `stdout` is empty).
    ///
    /// `progress`, when given, receives a progress line that rewrites itself (`\r`) for long sweeps: pass
    /// standard error when it is a terminal, nil otherwise. `style` colours the table header and diffs:
    /// pass `TextStyle.forStandardOutput(isTerminal:environment:)`.
    public static func run(
        arguments: [String], catalog: RecipeCatalog = .builtIn, environment: [String: String] = [:],
        fileSystem: FileSystem = .current, output: TextOutput, progress: TextOutput? = nil, style: TextStyle = .plain
    ) -> Outcome {
        var outcome = execute(
            arguments: arguments, catalog: catalog, environment: environment, fileSystem: fileSystem, output: output,
            progress: progress, style: style)
        do {
            try output.write(outcome.stdout)
            try output.flush()
            outcome.stdout = ""
        } catch let error as CommandError {
            return failure(error, spec: RootCommand.spec)
        } catch {
            return Outcome(stderr: "Error: \(error)\n", exitCode: ExitCode.failure)
        }
        return outcome
    }

    /// Parses and runs; what the command returns whole is in the outcome's stdout, what it streams went
    /// to `output`.
    static func execute(
        arguments: [String], catalog: RecipeCatalog, environment: [String: String], fileSystem: FileSystem,
        output: TextOutput, progress: TextOutput?, style: TextStyle = .plain
    ) -> Outcome {
        let context = CommandContext(catalog: catalog, environment: environment, fileSystem: fileSystem, style: style)
        var spec = RootCommand.spec
        do {
            guard let first = arguments.first else { return .success(RootCommand.help) }
            switch first {
            case "-h", "--help": return .success(RootCommand.help)
            case "--version": return .success(version)
            default: break
            }
            if first.hasPrefix("-") {
                throw CommandError.unknownOption(
                    name: ParsedArguments.splitOption(first).0,
                    suggestions: ParsedArguments.nearestOptions(to: first, in: ["--help", "--version"]))
            }
            let subcommand = try Subcommand.named(first, catalog: catalog)
            spec = subcommand.spec
            let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), for: spec)
            if parsed.helpRequested { return .success(HelpFormatter.help(for: spec)) }
            var context = context
            if spec.option(named: OptionSpec.recipesDir.name) != nil {
                context = try context.addingRecipes(from: context.recipesFolders(option: parsed.value("--recipes-dir")))
            }
            return try subcommand.execute(parsed, context, output: output, progress: progress)
        } catch let error as CommandError {
            return failure(error, spec: spec)
        } catch {
            return Outcome(stderr: "Error: \(error)\n", exitCode: ExitCode.failure)
        }
    }

    /// The outcome of a failed command: nothing on stdout, the error text on stderr.
    static func failure(_ error: CommandError, spec: CommandSpec, stdout: String = "") -> Outcome {
        Outcome(stdout: stdout, stderr: HelpFormatter.errorMessage(error, spec: spec), exitCode: error.exitCode)
    }
}
