/// Why a layout cannot be written as a layout file: every part a file cannot express (section
/// providers, computed custom groups, visible-items hooks, visibility predicates), each with its path.
public struct ExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parts that cannot be written, in layout order.
    public var problems: [LayoutFileProblem]

    /// Creates an export error.
    public init(problems: [LayoutFileProblem]) {
        self.problems = problems
    }

    /// One line per problem, `path: message`.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
