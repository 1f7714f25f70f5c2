import Foundation

/// The one place the command writes files (SVG pictures, the gallery): relative paths resolve against
/// `currentDirectory`, so tests point it at a temporary folder; the path `-` reads `standardInput`.
public struct FileSystem: Sendable {
    /// The folder relative paths start from.
    public var currentDirectory: String
    /// What the path `-` reads.
    public var standardInput: StandardInput

    /// A file system rooted at `currentDirectory`, reading `standardInput` for `-`.
    public init(currentDirectory: String, standardInput: StandardInput = .process) {
        self.currentDirectory = currentDirectory
        self.standardInput = standardInput
    }

    /// The process's current directory.
    public static var current: FileSystem { FileSystem(currentDirectory: FileManager.default.currentDirectoryPath) }

    /// True for `-`, the path of standard input.
    static func isStandardInput(_ path: String) -> Bool { path == "-" }

    /// How messages name `path`: `<stdin>` for `-`, else the path as given.
    static func displayName(_ path: String) -> String { isStandardInput(path) ? StandardInput.displayName : path }

    /// The absolute URL of `path`.
    func url(_ path: String) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
    }

    /// The bytes of the file `path` (`-`: standard input), at most `limit + 1` of them, so that more than
    /// `limit` means the file is too large; throws `unreadableInput` naming why it cannot be read.
    func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        if FileSystem.isStandardInput(path) { return try standardInput.read(upTo: limit) }
        let location = url(path).path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location, isDirectory: &isDirectory) else {
            throw CommandError.unreadableInput(path: path, reason: "it does not exist")
        }
        guard !isDirectory.boolValue else { throw CommandError.unreadableInput(path: path, reason: "it is a folder") }
        guard let handle = FileHandle(forReadingAtPath: location) else {
            throw CommandError.unreadableInput(path: path, reason: "it cannot be read")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: limit + 1) ?? Data())
        } catch {
            throw CommandError.unreadableInput(path: path, reason: "it cannot be read")
        }
    }

    /// True when `path` names a folder (never for `-`).
    func isDirectory(_ path: String) -> Bool {
        guard !FileSystem.isStandardInput(path) else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
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

    /// Streams the file `path` through `body`, and returns what `body` returns: every file the command
    /// writes goes through here.
    ///
    /// `body` writes to a `ChunkedOutput` on a temporary file in the same folder (`.NAME.UUID.partial`),
    /// which is flushed to disk and renamed over `path` once `body` returns. A rename within a folder is
    /// atomic, so a failure, an interruption or a kill leaves the old file (or none), never half of one; a
    /// failure removes the temporary file (a kill cannot, and leaves it hidden beside the target, where
    /// `recipes diff` and snapshot readers skip it). Creates the folder; throws `unwritableOutput`.
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
            // On disk before the rename, so that a crash of the machine cannot leave a renamed empty file.
            try handle.synchronize()
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
