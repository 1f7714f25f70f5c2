import Foundation

/// The one place the command writes files (SVG pictures, the gallery): relative paths resolve against
/// `currentDirectory`, so tests point it at a temporary folder.
public struct FileSystem: Sendable {
    /// The folder relative paths start from.
    public var currentDirectory: String

    /// A file system rooted at `currentDirectory`.
    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The process's current directory.
    public static var current: FileSystem { FileSystem(currentDirectory: FileManager.default.currentDirectoryPath) }

    /// The absolute URL of `path`.
    func url(_ path: String) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
    }

    /// Creates the folder `path` (and its parents) when missing; throws `unwritableOutput` when it cannot
    /// be created, is a file, or is not writable.
    func prepareDirectory(_ path: String) throws {
        let url = url(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandError.unwritableOutput(path: path, reason: "it is a file, not a folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw CommandError.unwritableOutput(path: path, reason: "the folder cannot be created")
            }
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            throw CommandError.unwritableOutput(path: path, reason: "the folder is not writable")
        }
    }

    /// Writes `text` to the file `path` (creating its folder); throws `unwritableOutput` on failure.
    func write(_ text: String, to path: String) throws {
        try writeFile(path) { try $0.write(text) }
    }

    /// Streams the file `path` through `body`, and returns what `body` returns.
    ///
    /// `body` writes to a `ChunkedOutput` on a temporary file beside `path`, which replaces it once `body`
    /// returns, so a failure leaves no half-written file. Creates the folder; throws `unwritableOutput`.
    func writeFile<T>(_ path: String, _ body: (ChunkedOutput) throws -> T) throws -> T {
        let url = url(path)
        try prepareDirectory(url.deletingLastPathComponent().path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).partial")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else {
            throw CommandError.unwritableOutput(path: path, reason: "the file cannot be written")
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result: T
        do {
            defer { try? handle.close() }
            let output = ChunkedOutput(handle, name: path)
            result = try body(output)
            try output.flush()
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw CommandError.unwritableOutput(path: path, reason: "the file cannot be written")
        }
        return result
    }

    /// `folder/name` as a path string.
    func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
