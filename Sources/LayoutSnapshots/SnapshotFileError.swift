/// Why bytes are not a snapshot document: where (a path such as `runs[0].elements[3].x`, `$` for the
/// whole document) and what is wrong.
public struct SnapshotFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is.
    public var path: String
    /// What is wrong, as a short clause ("expected a number, found a string").
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// "path: message".
    public var description: String { "\(path): \(message)" }
}
