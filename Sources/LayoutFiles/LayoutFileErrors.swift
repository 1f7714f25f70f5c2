/// Every problem found in one layout file (decoding never stops at the first one).
public struct LayoutFileErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name or other label the caller gave (`sourceName:`).
    public var sourceName: String
    /// The problems, in document order.
    public var problems: [LayoutFileProblem]

    /// Creates the error of a file.
    public init(sourceName: String, problems: [LayoutFileProblem]) {
        self.sourceName = sourceName
        self.problems = problems
    }

    /// One line per problem, `path: message`.
    public var description: String { problems.map(\.description).joined(separator: "\n") }

    /// One line per problem, `sourceName: path: message` (for reports over several files).
    public var descriptionWithSourceName: String {
        problems.map { "\(sourceName): \($0)" }.joined(separator: "\n")
    }
}
