/// Why a layout cannot be written as a layout file, with every problem and its path.
public struct ExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Whether the format cannot express the layout, or the layout itself is invalid.
    public enum Kind: Sendable, Hashable {
        /// The layout uses code a file cannot hold: a section provider, a custom group whose frames are
        /// computed, a visible-items hook, a supplementary visibility predicate.
        case inexpressible
        /// The layout has values a file refuses (a negative inset, NaN, an empty group): the problems
        /// are what decoding the written file would report.
        case invalidLayout
    }

    /// Which kind of failure.
    public var kind: Kind
    /// The problems, in layout order.
    public var problems: [LayoutFileProblem]

    /// Creates an export error.
    public init(kind: Kind, problems: [LayoutFileProblem]) {
        self.kind = kind
        self.problems = problems
    }

    /// One line per problem, `path: message`.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
