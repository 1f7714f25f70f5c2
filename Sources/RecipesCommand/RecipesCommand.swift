import Foundation
import LayoutRecipes
import RecipesCLI

/// The whole `recipes` command over a catalog you build: the entry point of a package's own command.
///
/// A package's executable target registers its recipes and calls `main(catalog:)` (see `docs/plugins.md`).
public enum RecipesCommand {
    /// Runs `recipes` over `catalog` with the process's arguments and environment, then exits with the
    /// command's code; a catalog that cannot be built (a duplicate or bad name) exits 1 with one sentence.
    public static func main(catalog: @autoclosure () throws -> RecipeCatalog = .builtIn) -> Never {
        let built = build(catalog)
        // The command runs on a thread of its own and the main thread serves the main queue, where a UIKit
        // recipe's layout pass runs (`UIKitRecipes`), also while several widths are solved at once (--jobs).
        let command = Thread {
            let environment = ProcessInfo.processInfo.environment
            let outcome: Outcome
            switch built {
            case .failed(let failed):
                outcome = failed
            case .catalog(let catalog):
                outcome = RecipesCLI.run(
                    arguments: Array(CommandLine.arguments.dropFirst()), catalog: catalog, environment: environment,
                    output: ChunkedOutput.standardOutput(),
                    progress: isatty(STDERR_FILENO) == 1 ? ChunkedOutput.standardError() : nil,
                    style: TextStyle.forStandardOutput(
                        isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment))
            }
            FileHandle.standardError.write(Data(outcome.stderr.utf8))
            exit(outcome.exitCode)
        }
        // The main thread's stack (8 MiB on Linux), not a secondary thread's smaller default.
        command.stackSize = 8 << 20
        command.start()
        dispatchMain()
    }

    /// Builds the catalog and runs the command line `arguments` (without the program name) over it in
    /// process, standard output returned whole: what `main(catalog:)` prints and exits with.
    public static func run(
        arguments: [String], environment: [String: String] = [:],
        catalog: @autoclosure () throws -> RecipeCatalog = .builtIn
    ) -> Outcome {
        switch build(catalog) {
        case .failed(let failed): failed
        case .catalog(let built): RecipesCLI.run(arguments: arguments, catalog: built, environment: environment)
        }
    }

    /// The catalog, or the outcome of a catalog that throws: exit 1, its error as one sentence on stderr.
    private static func build(_ catalog: () throws -> RecipeCatalog) -> Built {
        do {
            return .catalog(try catalog())
        } catch {
            return .failed(Outcome(stderr: "Error: \(error)\n", exitCode: ExitCode.failure))
        }
    }

    /// A built catalog, or why it could not be built.
    private enum Built: Sendable {
        case catalog(RecipeCatalog)
        case failed(Outcome)
    }
}
