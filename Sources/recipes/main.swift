// The `recipes` executable: the logic lives in RecipesCLI (style G12); this only prints and exits.
// Standard output streams in chunks; a progress line goes to standard error only when it is a terminal;
// colour only when standard output is a terminal and NO_COLOR is not set.
import Foundation
import RecipesCLI

let environment = ProcessInfo.processInfo.environment
let output = ChunkedOutput.standardOutput()
let outcome = RecipesCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, output: output,
    progress: isatty(STDERR_FILENO) == 1 ? ChunkedOutput.standardError() : nil,
    style: TextStyle.forStandardOutput(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment))
FileHandle.standardError.write(Data(outcome.stderr.utf8))
exit(outcome.exitCode)
