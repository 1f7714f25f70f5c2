import Foundation
import LayoutRecipes

@testable import RecipesCLI

/// Layout files written by the tests, and helpers to put them in temporary folders.
enum LayoutFileFixtures {
    /// The package's `Recipes/Files` folder (the shipped example layout files).
    static var shippedFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Recipes/Files")
    }

    /// A horizontal group (1 fw x 50) of items half the container wide and the group's height; `name`
    /// and `data` when given, and `extra` top-level members (such as `"sizeClass": "compact"`).
    ///
    /// At width 200, item i of a section: x = 100 (i mod 2), y = 50 floor(i / 2) from the section's top.
    static func halves(name: String? = nil, data: [Int]? = nil, sections: Int = 1, extra: String = "") -> String {
        let section = """
            {"group": {"group": {"axis": "horizontal",
              "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
              "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}]}}}
            """
        var members: [String] = []
        if let name { members.append("\"name\": \"\(name)\"") }
        if !extra.isEmpty { members.append(extra) }
        members.append("\"sections\": [\(Array(repeating: section, count: sections).joined(separator: ", "))]")
        if let data { members.append("\"data\": [\(data.map(String.init).joined(separator: ", "))]") }
        return "{" + members.joined(separator: ",\n") + "}\n"
    }

    /// Writes `text` to `name` in `folder` and returns the file's path.
    @discardableResult
    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// Runs the command in-process with `environment`, resolving relative paths in `directory`.
func recipes(
    _ arguments: [String], environment: [String: String], catalog: RecipeCatalog = TestRecipes.catalog,
    in directory: URL
) -> Outcome {
    RecipesCLI.run(
        arguments: arguments, catalog: catalog, environment: environment,
        fileSystem: FileSystem(currentDirectory: directory.path))
}
