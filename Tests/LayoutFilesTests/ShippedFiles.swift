import Foundation
import LayoutFiles

/// The example layout files shipped in `Recipes/Files/`, found from this source file's path.
enum ShippedFiles {
    /// `<package>/Recipes/Files`.
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Recipes/Files").path

    /// The path of a shipped file by name (without `.json`).
    static func path(_ name: String) -> String { directory + "/" + name + ".json" }

    /// Decodes a shipped file.
    static func document(_ name: String) throws -> LayoutDocument {
        try LayoutFile.load(contentsOfFile: path(name))
    }
}
