import Foundation
import LayoutFiles
import LayoutRecipes

/// What a command runs against: the catalog, the process environment and the file system.
struct CommandContext: Sendable {
    /// The environment variable listing recipes folders, separated by ':'.
    static let recipesPathVariable = "RECIPES_PATH"

    /// The recipes the command knows.
    var catalog: RecipeCatalog
    /// Environment variables (`RECIPES_PATH` is read from here, never from the process).
    var environment: [String: String]
    /// Where files are read and written.
    var fileSystem: FileSystem
    /// For recipes read from recipes folders: their layout files, by name and size class key.
    var origins: [String: [SizeClassKey: LayoutFileOrigin]] = [:]
    /// Whether standard output gets colour.
    var style: TextStyle = .plain

    /// The catalog recipe `name` with the layout files it came from (if any).
    func selection(named name: String) -> SelectedRecipe {
        SelectedRecipe(name: name, catalog: catalog, origins: origins[name] ?? [:])
    }

    /// The folders to read: each entry of `RECIPES_PATH`, then `option` (`--recipes-dir`).
    ///
    /// Empty entries are skipped; each folder comes with where it was named, for errors. A folder named
    /// twice is read once.
    func recipesFolders(option: String?) -> [(path: String, origin: String)] {
        var folders: [(path: String, origin: String)] = []
        let listed = environment[CommandContext.recipesPathVariable] ?? ""
        for entry in listed.split(separator: ":", omittingEmptySubsequences: true) {
            folders.append((String(entry), CommandContext.recipesPathVariable))
        }
        if let option { folders.append((option, "--recipes-dir")) }
        var seen = Set<String>()
        return folders.filter { seen.insert(fileSystem.url($0.path).standardizedFileURL.path).inserted }
    }

    /// A copy whose catalog also holds every `*.json` layout file of `folders`, keyed by its `name`
    /// (else its file name) and `sizeClass`.
    ///
    /// Throws naming the folder or file: an unreadable folder, a file with problems (every problem is
    /// listed), or a name and size class already in the catalog (built-in or another file).
    func addingRecipes(from folders: [(path: String, origin: String)]) throws -> CommandContext {
        var copy = self
        for folder in folders {
            let url = fileSystem.url(folder.path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
            else {
                throw CommandError.unreadableRecipesFolder(path: folder.path, origin: folder.origin)
            }
            for file in names.sorted() where file.hasSuffix(".json") {
                let path = fileSystem.path(folder.path, file)
                let document = try LayoutFileOrigin.load(path, fileSystem: fileSystem)
                let recipe = LayoutFileOrigin.recipe(document, path: path)
                do {
                    try copy.catalog.register(recipe)
                } catch RecipeError.duplicate(let name, let sizeClass) {
                    throw CommandError.duplicateFileRecipe(path: path, name: name, sizeClass: sizeClass)
                } catch {
                    throw CommandError.invalidLayoutFile(path: path, problems: ["$: \(error)"])
                }
                copy.origins[recipe.name, default: [:]][recipe.sizeClass] = LayoutFileOrigin(document, path: path)
            }
        }
        return copy
    }
}
