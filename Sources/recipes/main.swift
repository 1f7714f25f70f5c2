// The `recipes` executable: the logic lives in RecipesCLI (style G12); this only prints and exits.
import Foundation
import RecipesCLI

let outcome = RecipesCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
FileHandle.standardOutput.write(Data(outcome.stdout.utf8))
FileHandle.standardError.write(Data(outcome.stderr.utf8))
exit(outcome.exitCode)
