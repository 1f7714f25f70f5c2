import CompositionalLayout
import LayoutFiles

/// The JSON text of a snapshot, in pieces so that a writer can stream it one element at a time: the shape
/// `recipes run --format json` prints and `recipes snapshot` writes, and the one place it is written.
///
/// `{"recipe", "runs": [{"width", "height", "sizeClass", "contentSize": {"width", "height"},
/// "elements": [{"kind", "elementKind", "section", "item", "x", "y", "width", "height", "zIndex", "hidden"}]}]}`,
/// one element per line, keys in this order. Numbers are unrounded: whole values print as integers,
/// others in Swift's shortest round-trip form, so reading a file gives back the same `Double`s.
public enum SnapshotJSON {
    /// The document's opening, before the first run.
    public static func begin(name: String) -> String { "{\"recipe\": \(string(name)), \"runs\": [" }

    /// The opening of run number `index` (from 0), up to its elements.
    public static func beginRun(
        index: Int, width: Double, height: Double, sizeClass: SizeClass, contentSize: Size
    ) -> String {
        var out = index == 0 ? "\n  " : ",\n  "
        out += "{\"width\": \(number(width)), \"height\": \(number(height)), "
        out += "\"sizeClass\": \(string(sizeClass.rawValue)), "
        out += "\"contentSize\": {\"width\": \(number(contentSize.width)), "
        out += "\"height\": \(number(contentSize.height))}, \"elements\": ["
        return out
    }

    /// Element number `index` (from 0) of a run, with the separator before it.
    public static func element(_ e: SnapshotElement, index: Int) -> String {
        (index == 0 ? "\n    " : ",\n    ")
            + "{\"kind\": \(string(e.category.rawValue)), \"elementKind\": \(e.elementKind.map(string) ?? "null"), "
            + "\"section\": \(e.indexPath.section), \"item\": \(e.indexPath.item), "
            + "\"x\": \(number(e.frame.x)), \"y\": \(number(e.frame.y)), "
            + "\"width\": \(number(e.frame.width)), \"height\": \(number(e.frame.height)), "
            + "\"zIndex\": \(e.zIndex), \"hidden\": \(e.isHidden)}"
    }

    /// The closing of a run of `elementCount` elements.
    public static func endRun(elementCount: Int) -> String { elementCount == 0 ? "]}" : "\n  ]}" }

    /// The document's closing after `runCount` runs.
    public static func end(runCount: Int) -> String { runCount == 0 ? "]}\n" : "\n]}\n" }

    /// The whole document of `snapshot`, as the pieces above write it.
    public static func document(_ snapshot: LayoutSnapshot) -> String {
        var out = begin(name: snapshot.name)
        for (i, run) in snapshot.runs.enumerated() {
            out += beginRun(
                index: i, width: run.width, height: run.height, sizeClass: run.sizeClass, contentSize: run.contentSize)
            for (j, e) in run.elements.enumerated() { out += element(e, index: j) }
            out += endRun(elementCount: run.elements.count)
        }
        return out + end(runCount: snapshot.runs.count)
    }

    /// A number as the document writes it (`LayoutFiles.JSONWriter.number`: exact, shortest).
    public static func number(_ value: Double) -> String { JSONWriter.number(value) }

    /// A JSON string literal (`LayoutFiles.JSONWriter.string`).
    public static func string(_ text: String) -> String { JSONWriter.string(text) }
}
