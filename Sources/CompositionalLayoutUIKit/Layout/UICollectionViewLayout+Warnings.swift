internal import CompositionalLayout

extension UICollectionViewLayout {
    /// The warnings of the last solve, read from `solved`; empty before a solve, after a failed one, and for a
    /// layout that solves nothing through the engine.
    var solvedWarnings: [HeadlessLayoutWarning] {
        solved?.warnings.map { HeadlessLayoutWarning(path: $0.path, message: $0.message) } ?? []
    }
}
