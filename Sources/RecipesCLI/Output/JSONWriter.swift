import CompositionalLayout
import LayoutSnapshots

/// The `json` format: the snapshot document of `LayoutSnapshots.SnapshotJSON`, the one place its shape
/// is written, so `recipes run --format json` and `recipes snapshot` print the same bytes.
///
/// `{"recipe", "runs": [{"width", "height", "sizeClass", "contentSize": {"width", "height"},
/// "elements": [{"kind", "elementKind", "section", "item", "x", "y", "width", "height", "zIndex", "hidden"}]}]}`.
/// Numbers are unrounded: whole values print as integers, others in Swift's shortest round-trip form.
enum JSONWriter {
    /// The document's opening, before the first run.
    static func begin(recipe: String) -> String { SnapshotJSON.begin(name: recipe) }

    /// Writes run number `index` (from 0) to `output`, one element per line, one element at a time.
    static func write(_ run: RecipeRun, index: Int, to output: TextOutput) throws {
        try output.write(
            SnapshotJSON.beginRun(
                index: index, width: run.width, height: run.height, sizeClass: run.sizeClass,
                contentSize: run.solved.contentSize))
        for (j, e) in run.elements.enumerated() {
            try output.write(SnapshotJSON.element(SnapshotElement(e), index: j))
        }
        try output.write(SnapshotJSON.endRun(elementCount: run.elements.count))
    }

    /// The document's closing after `runCount` runs.
    static func end(runCount: Int) -> String { SnapshotJSON.end(runCount: runCount) }

    /// A JSON string literal with quotes, backslashes and control characters escaped (the layout-file
    /// writer's, so both JSON outputs escape alike).
    static func string(_ text: String) -> String { SnapshotJSON.string(text) }
}
