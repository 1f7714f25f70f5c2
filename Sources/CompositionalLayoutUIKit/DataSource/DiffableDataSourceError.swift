/// Ours: a snapshot operation UIKit answers with an exception (`NSInternalInconsistencyException`).
///
/// The facade does not crash: the operation is skipped whole, the snapshot keeps the error in `errors`, and
/// the data source that applies the snapshot records it in its own `errors`.
public enum DiffableDataSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A section identifier already in the snapshot, or given twice in one call.
    case duplicateSectionIdentifier(operation: String, identifier: String)
    /// An item identifier already in the snapshot, or given twice in one call.
    case duplicateItemIdentifier(operation: String, identifier: String)
    /// A section identifier that is not in the snapshot.
    case unknownSectionIdentifier(operation: String, identifier: String)
    /// An item identifier that is not in the snapshot.
    case unknownItemIdentifier(operation: String, identifier: String)
    /// Items appended without a section to a snapshot that has no sections.
    case noSections(operation: String)
    /// A section or item moved before or after itself.
    case movedRelativeToItself(operation: String, identifier: String)

    /// One sentence naming the operation, the identifier and what happened.
    public var description: String {
        let skipped = "the call was skipped (UIKit raises an exception)."
        return switch self {
        case .duplicateSectionIdentifier(let operation, let identifier):
            "\(operation): section identifier \(identifier) is already in the snapshot or given twice; \(skipped)"
        case .duplicateItemIdentifier(let operation, let identifier):
            "\(operation): item identifier \(identifier) is already in the snapshot or given twice; \(skipped)"
        case .unknownSectionIdentifier(let operation, let identifier):
            "\(operation): section identifier \(identifier) is not in the snapshot; \(skipped)"
        case .unknownItemIdentifier(let operation, let identifier):
            "\(operation): item identifier \(identifier) is not in the snapshot; \(skipped)"
        case .noSections(let operation):
            "\(operation): the snapshot has no sections to append items to; add a section first; \(skipped)"
        case .movedRelativeToItself(let operation, let identifier):
            "\(operation): identifier \(identifier) cannot move relative to itself; \(skipped)"
        }
    }
}
