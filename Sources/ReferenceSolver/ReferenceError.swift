import CompositionalLayout

/// Why the reference solver gave up.
///
/// Differential tests only compare layouts both solvers accept.
public enum ReferenceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A group's first child does not fit (spec G4), or a section's group holds no item.
    case childDoesNotFit(section: Int)
    /// A repeating child has zero length along its group's axis (spec G4).
    case zeroLengthChild(section: Int)
    /// A group would hold more children than the engine's limit, or a count is below 1.
    case badChildCount(section: Int, count: Int)
    /// A custom provider returned a bad frame, or the sizing callback a bad size.
    case invalidFrame(section: Int)
    /// The container is empty or not finite, an item count is negative, or a value is out of range.
    case invalidInput(String)

    /// One sentence.
    public var description: String {
        switch self {
        case .childDoesNotFit(let s): "section \(s): a group cannot fit its first child."
        case .zeroLengthChild(let s): "section \(s): a repeating child has zero length."
        case .badChildCount(let s, let n): "section \(s): a group would hold \(n) children."
        case .invalidFrame(let s): "section \(s): a provider or sizing callback returned an invalid frame."
        case .invalidInput(let what): "invalid input: \(what)."
        }
    }
}
