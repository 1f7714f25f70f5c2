import CompositionalLayout

/// The `table` format: per width a heading (width, height, size class, content size), then one line per
/// element: kind, element kind, section.item, x, y, width, height (two decimals), zIndex.
enum TableWriter {
    /// Writes run number `index` (from 0) to `output`: a blank line before every run but the first, the
    /// heading, the column titles (both bold when `style` has colour), then one line per element, one at a
    /// time.
    static func write(_ run: RecipeRun, index: Int, style: TextStyle = .plain, to output: TextOutput) throws {
        try output.write(
            (index > 0 ? "\n" : "") + style.bold(heading(run)) + "\n"
                + style.bold(columns.map { padded($0.title, $0) }.joined(separator: " ")) + "\n")
        for element in run.elements { try output.write(line(element) + "\n") }
    }

    /// "grid at width 320, height 844, compact, content size 320 x 1155".
    static func heading(_ run: RecipeRun) -> String {
        var text =
            "\(run.recipeName) at width \(formatNumber(run.width)), height \(formatNumber(run.height)), \(run.sizeClass.rawValue)"
        text +=
            ", content size \(formatTwoDecimalsTrimmed(run.solved.contentSize.width)) x \(formatTwoDecimalsTrimmed(run.solved.contentSize.height))"
        if run.scrollOffset != 0 { text += ", scroll offset \(formatNumber(run.scrollOffset))" }
        return text
    }

    /// A column: title, width, and whether values align right.
    struct Column {
        var title: String
        var width: Int
        var right: Bool
    }

    static let columns = [
        Column(title: "kind", width: 13, right: false), Column(title: "element kind", width: 14, right: false),
        Column(title: "index", width: 9, right: false), Column(title: "x", width: 10, right: true),
        Column(title: "y", width: 10, right: true), Column(title: "width", width: 10, right: true),
        Column(title: "height", width: 10, right: true), Column(title: "z", width: 4, right: true),
    ]

    static func padded(_ text: String, _ column: Column) -> String {
        column.right ? padLeft(text, column.width) : padRight(text, column.width)
    }

    /// One element's line; hidden elements end with "hidden".
    static func line(_ e: ElementAttributes) -> String {
        let values = [
            e.category.rawValue, e.elementKind ?? "-", "\(e.indexPath.section).\(e.indexPath.item)",
            formatTwoDecimals(e.frame.x), formatTwoDecimals(e.frame.y), formatTwoDecimals(e.frame.width),
            formatTwoDecimals(e.frame.height), String(e.zIndex),
        ]
        var text = zip(values, columns).map { padded($0, $1) }.joined(separator: " ")
        if e.isHidden { text += " hidden" }
        return text
    }

    /// Two decimals without trailing zeros ("1155", "1155.5").
    static func formatTwoDecimalsTrimmed(_ value: Double) -> String {
        var text = formatTwoDecimals(value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
