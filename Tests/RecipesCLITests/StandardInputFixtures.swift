import Foundation
import LayoutRecipes

@testable import RecipesCLI

/// Runs the command in-process with `input` as its standard input, writing files under `directory`.
func recipes(
    _ arguments: [String], input: String, catalog: RecipeCatalog = TestRecipes.catalog, in directory: URL? = nil,
    style: TextStyle = .plain
) -> Outcome {
    let folder = directory ?? FileManager.default.temporaryDirectory
    let output = StringOutput()
    var outcome = RecipesCLI.run(
        arguments: arguments, catalog: catalog,
        fileSystem: FileSystem(currentDirectory: folder.path, standardInput: StandardInput(bytes: Array(input.utf8))),
        output: output, style: style)
    outcome.stdout = output.text + outcome.stdout
    return outcome
}
