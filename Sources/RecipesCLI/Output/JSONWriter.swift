import CompositionalLayout
import LayoutFiles

/// The `json` format, written by hand so that keys keep the documented order.
///
/// `{"recipe", "runs": [{"width", "height", "sizeClass", "contentSize": {"width", "height"},
/// "elements": [{"kind", "elementKind", "section", "item", "x", "y", "width", "height", "zIndex", "hidden"}]}]}`.
/// Numbers are unrounded: whole values print as integers, others in Swift's shortest round-trip form.
enum JSONWriter {
    /// The document for the runs of one recipe, pretty enough to read, one element per line.
    static func render(recipe: String, runs: [RecipeRun]) -> String {
        var out = "{\"recipe\": \(string(recipe)), \"runs\": ["
        for (i, run) in runs.enumerated() {
            out += i == 0 ? "\n  " : ",\n  "
            out += "{\"width\": \(formatNumber(run.width)), \"height\": \(formatNumber(run.height)), "
            out += "\"sizeClass\": \(string(run.sizeClass.rawValue)), "
            out += "\"contentSize\": {\"width\": \(formatNumber(run.solved.contentSize.width)), "
            out += "\"height\": \(formatNumber(run.solved.contentSize.height))}, \"elements\": ["
            for (j, e) in run.elements.enumerated() {
                out += j == 0 ? "\n    " : ",\n    "
                out += element(e)
            }
            out += run.elements.isEmpty ? "]}" : "\n  ]}"
        }
        out += runs.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }

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
