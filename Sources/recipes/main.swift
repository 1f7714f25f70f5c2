// The `recipes` executable: the logic lives in RecipesCLI (style G12); this only prints and exits.
// Standard output streams in chunks; a progress line goes to standard error only when it is a terminal.
import Foundation
import RecipesCLI

let output = ChunkedOutput.standardOutput()
let outcome = RecipesCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    output: output, progress: isatty(STDERR_FILENO) == 1 ? ChunkedOutput.standardError() : nil)
FileHandle.standardError.write(Data(outcome.stderr.utf8))
exit(outcome.exitCode)
