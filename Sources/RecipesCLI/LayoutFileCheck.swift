import CompositionalLayout
import LayoutRecipes

/// What `validate` and `run --file` report about a layout file solved at one width: the engine's overflow
/// warnings, and overlapping cells or cells outside the content that no warning explains, each with the
/// file's path (`sections[j]...`), so that both commands agree with what `sweep` checks.
enum LayoutFileCheck {
    /// One warning line's text, `PATH: MESSAGE`, for a run of a layout file.
    static func warnings(_ solved: SolvedLayout, origin: LayoutFileOrigin?) -> [String] {
        var lines = solved.warnings.map { origin?.translate($0.description) ?? $0.description }
        if lines.isEmpty {
            // Geometry no template warning explains (a section's insets, huge values): report the effect.
            for (a, b) in solved.overlappingCells(limit: 1) {
                let section = origin?.translate("section[\(a.section)]") ?? "section[\(a.section)]"
                lines.append("\(section): cells \(a) and \(b) overlap")
            }
            for violation in solved.checkInvariants(limit: 1) {
                let section =
                    origin?.translate("section[\(violation.indexPath.section)]")
                    ?? "section[\(violation.indexPath.section)]"
                lines.append("\(section): cell \(violation.description)")
            }
        }
        return lines
    }

    /// Warning lines gathered over several widths: each text once, followed by the widths it was seen at
    /// (`PATH: MESSAGE (at 320, 768)`), in the order first seen.
    struct Collector {
        private var order: [String] = []
        private var widths: [String: [Double]] = [:]

        /// Records the warnings of one width.
        mutating func add(_ lines: [String], width: Double) {
            for line in lines {
                if widths[line] == nil { order.append(line) }
                widths[line, default: []].append(width)
            }
        }

        /// The lines, each with its widths.
        var lines: [String] {
            entries.map { "\($0.text) (at \($0.widths.map(formatNumber).joined(separator: ", ")))" }
        }

        /// Each warning text once (`PATH: MESSAGE`) with the widths it was seen at, in the order first seen.
        var entries: [(text: String, widths: [Double])] { order.map { ($0, widths[$0, default: []]) } }
    }
}
