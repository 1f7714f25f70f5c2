import CompositionalLayout
import LayoutFiles

/// The `json` format, written by hand so that keys keep the documented order.
///
/// `{"recipe", "runs": [{"width", "height", "sizeClass", "contentSize": {"width", "height"},
/// "elements": [{"kind", "elementKind", "section", "item", "x", "y", "width", "height", "zIndex", "hidden"}]}]}`.
/// Numbers are unrounded: whole values print as integers, others in Swift's shortest round-trip form.
enum JSONWriter {
    /// The document's opening, before the first run.
    static func begin(recipe: String) -> String { "{\"recipe\": \(string(recipe)), \"runs\": [" }

    /// Writes run number `index` (from 0) to `output`, one element per line, one element at a time.
    static func write(_ run: RecipeRun, index: Int, to output: TextOutput) throws {
        var out = index == 0 ? "\n  " : ",\n  "
        out += "{\"width\": \(formatNumber(run.width)), \"height\": \(formatNumber(run.height)), "
        out += "\"sizeClass\": \(string(run.sizeClass.rawValue)), "
        out += "\"contentSize\": {\"width\": \(formatNumber(run.solved.contentSize.width)), "
        out += "\"height\": \(formatNumber(run.solved.contentSize.height))}, \"elements\": ["
        try output.write(out)
        for (j, e) in run.elements.enumerated() {
            try output.write((j == 0 ? "\n    " : ",\n    ") + element(e))
        }
        try output.write(run.elements.isEmpty ? "]}" : "\n  ]}")
    }

    /// The document's closing after `runCount` runs.
    static func end(runCount: Int) -> String { runCount == 0 ? "]}\n" : "\n]}\n" }

    /// One element object.
    static func element(_ e: ElementAttributes) -> String {
        "{\"kind\": \(string(e.category.rawValue)), \"elementKind\": \(e.elementKind.map(string) ?? "null"), "
            + "\"section\": \(e.indexPath.section), \"item\": \(e.indexPath.item), "
            + "\"x\": \(formatNumber(e.frame.x)), \"y\": \(formatNumber(e.frame.y)), "
            + "\"width\": \(formatNumber(e.frame.width)), \"height\": \(formatNumber(e.frame.height)), "
            + "\"zIndex\": \(e.zIndex), \"hidden\": \(e.isHidden)}"
    }

    /// A JSON string literal with quotes, backslashes and control characters escaped (the layout-file
    /// writer's, so both JSON outputs escape alike).
    static func string(_ text: String) -> String { LayoutFiles.JSONWriter.string(text) }
}
