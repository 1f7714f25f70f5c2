import CompositionalLayout
import LayoutFiles

/// Reads `recipes run --sizes FILE` (spec E1, spec E4): a layout file's `sizes` object on its own
/// (`LayoutSizes`), measured sizes as a device would report them.
enum SizesFile {
    /// The sizes in the file at `path` (`-`: standard input, named `<stdin>`); a file that is not of the
    /// documented shape is refused with one sentence naming its first problem (exit 1).
    static func read(_ path: String, fileSystem: FileSystem) throws -> LayoutSizes {
        let bytes = try fileSystem.readFile(path, limit: LayoutFileLimits.maximumByteCount)
        let shown = FileSystem.displayName(path)
        do {
            return try LayoutSizes.decode(bytes, sourceName: shown)
        } catch {
            let first = error.problems.first.map(\.description) ?? "it holds no sizes"
            throw CommandError.invalidSizesFile(path: shown, problem: first)
        }
    }
}
