/// A layout's frames at one or more widths: the document `recipes run --format json` prints, and what one
/// snapshot file holds (a file `recipes snapshot` writes has one run).
public struct LayoutSnapshot: Sendable, Equatable {
    /// The recipe's or the snapshot's name (the document's `recipe` key).
    public var name: String
    /// The widths, in the order they were solved.
    public var runs: [SnapshotRun]

    /// Creates a snapshot.
    public init(name: String, runs: [SnapshotRun]) {
        self.name = name
        self.runs = runs
    }
}
