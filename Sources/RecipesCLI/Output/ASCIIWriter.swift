import CompositionalLayout

/// The `ascii` format: a character sketch of one run, the container width scaled to 80 columns (a
/// character cell is about twice as tall as wide, so rows use half the horizontal scale).
enum ASCIIWriter {
    /// Columns the container width maps to.
    static let columns = 80
    /// The most rows drawn; taller content is cut with a note (`CLILimits.asciiRows`).
    static let maximumRows = CLILimits.asciiRows

    /// The heading and the sketch.
    ///
    /// Cells are boxes of `+-|` labelled with their index path;
    /// supplementaries are boxes of `~:`; decorations fill with `.`; hidden elements are left out;
    /// `>` marks content beyond the container's trailing edge (orthogonal sections).
    static func render(_ run: RecipeRun) -> String {
        let solved = run.solved
        let sx = Double(columns) / run.width
        let sy = sx / 2
        let contentRows = cell(solved.contentSize.height * sy, .up) + 1
        let rows = min(max(contentRows, 1), maximumRows)
        var canvas = Canvas(rows: rows, columns: columns)
        let ordered = drawingOrder(run.elements)
        for (_, e) in ordered where !e.isHidden && e.frame.isFinite {
            let x0 = cell(e.frame.minX * sx, .down)
            let x1 = cell(e.frame.maxX * sx, .up) - 1
            let y0 = cell(e.frame.minY * sy, .down)
            let y1 = cell(e.frame.maxY * sy, .up) - 1
            switch e.category {
            case .decoration: canvas.fill(x0, y0, x1, y1, ".")
            case .cell:
                canvas.box(
                    x0, y0, x1, y1, horizontal: "-", vertical: "|", label: "\(e.indexPath.section).\(e.indexPath.item)")
            case .supplementary: canvas.box(x0, y0, x1, y1, horizontal: "~", vertical: ":", label: e.elementKind ?? "")
            }
            if e.frame.maxX > run.width + 1e-9 { canvas.mark(y0, y1, ">") }
        }
        var out = TableWriter.heading(run) + "\n"
        out += canvas.lines.map { String($0).trailingSpacesRemoved }.joined(separator: "\n") + "\n"
        if contentRows > rows { out += "... \(contentRows - rows) more rows not drawn\n" }
        return out
    }

    /// A scaled coordinate as a character index, clamped so that huge frames cannot overflow `Int`.
    static func cell(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
        Int(min(max(value.rounded(rule), -1_000_000), 1_000_000))
    }

    /// A grid of characters with clipped drawing.
    struct Canvas {
        var lines: [[Character]]
        let rows: Int
        let columns: Int

        init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
            lines = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        mutating func set(_ x: Int, _ y: Int, _ ch: Character) {
            if x >= 0, x < columns, y >= 0, y < rows { lines[y][x] = ch }
        }

        mutating func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ ch: Character) {
            let (xa, xb, ya, yb) = (max(0, x0), min(x1, columns - 1), max(0, y0), min(y1, rows - 1))
            guard xa <= xb, ya <= yb else { return }
            for y in ya...yb {
                for x in xa...xb { lines[y][x] = ch }
            }
        }

        mutating func box(
            _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, horizontal: Character, vertical: Character, label: String
        ) {
            let x1 = max(x0, x1)
            let y1 = max(y0, y1)
            fill(x0 + 1, y0 + 1, x1 - 1, y1 - 1, " ")
            fill(x0, y0, x1, y0, horizontal)
            fill(x0, y1, x1, y1, horizontal)
            fill(x0, y0, x0, y1, vertical)
            fill(x1, y0, x1, y1, vertical)
            for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] { set(x, y, "+") }
            let inner = x1 - x0 - 1
            guard !label.isEmpty, inner >= 1 else { return }
            let text = Array(label.prefix(inner))
            let y = y1 - y0 >= 2 ? y0 + (y1 - y0) / 2 : y0
            let start = x0 + 1 + (inner - text.count) / 2
            for (i, ch) in text.enumerated() { set(start + i, y, ch) }
        }

        mutating func mark(_ y0: Int, _ y1: Int, _ ch: Character) {
            fill(columns - 1, y0, columns - 1, y1, ch)
        }
    }
}

extension String {
    /// The string without trailing spaces.
    var trailingSpacesRemoved: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
