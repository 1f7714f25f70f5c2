/// Why bytes are not a JSON document: what was expected and where (1-based line and column, counted
/// in bytes; `offset` is the 0-based byte offset).
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The byte offset of the problem.
    public var offset: Int
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column (in bytes) of the problem.
    public var column: Int
    /// What is wrong, in a few words ("expected ',' or '}' after an object member").
    public var message: String

    /// Creates a syntax error.
    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// "line L, column C: message".
    public var description: String { "line \(line), column \(column): \(message)" }
}
