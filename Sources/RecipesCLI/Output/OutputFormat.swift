/// How `recipes run` prints its frames.
enum OutputFormat: String, Sendable, CaseIterable {
    /// Per width a heading and one aligned line per element.
    case table
    /// The documented JSON shape for other tools.
    case json
    /// One SVG picture per width.
    case svg
    /// A character sketch scaled to 80 columns.
    case ascii
}
