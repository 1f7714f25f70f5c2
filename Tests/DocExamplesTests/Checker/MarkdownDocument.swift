/// A Markdown file's fenced code blocks, each with the example marker (an HTML comment) on the line before
/// it, if any; the doc-example checks read nothing else of the file.
struct MarkdownDocument {
    /// One fenced code block.
    struct Block: Equatable {
        /// The fence's info string (`swift`, `text`, `sh`, or empty).
        var language: String
        /// The marker's text after `example:`, trimmed, when the nearest non-blank line before the fence is
        /// `<!-- example: ... -->`.
        var marker: String?
        /// The 0-based index, in the file's lines, of the first line inside the fence.
        var firstLine: Int
        /// The lines between the fences.
        var lines: [String]
    }

    /// The file's lines, without their line breaks.
    var lines: [String]
    /// Its fenced blocks, in order.
    var blocks: [Block]
    /// Markers (with their 0-based line) that no fenced block follows: a mistake the checks report.
    var strayMarkers: [(line: Int, text: String)]

    /// Reads `text`: fences are lines starting with three backticks (indented up to three spaces).
    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        blocks = []
        strayMarkers = []
        var pending: (line: Int, text: String)?
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingSpaces
            if let marker = Self.marker(in: trimmed) {
                if let stray = pending { strayMarkers.append(stray) }
                pending = (index, marker)
                index += 1
                continue
            }
            if trimmed.hasPrefix("```") {
                let language = String(trimmed.dropFirst(3)).trimmingSpaces
                var end = index + 1
                while end < lines.count, !lines[end].trimmingSpaces.hasPrefix("```") { end += 1 }
                blocks.append(
                    Block(
                        language: language, marker: pending?.text, firstLine: index + 1,
                        lines: Array(lines[(index + 1)..<min(end, lines.count)])))
                pending = nil
                index = end + 1
                continue
            }
            if !trimmed.isEmpty, let stray = pending {
                strayMarkers.append(stray)
                pending = nil
            }
            index += 1
        }
        if let stray = pending { strayMarkers.append(stray) }
    }

    /// The text of `<!-- example: TEXT -->`, trimmed; nil for any other line.
    static func marker(in line: String) -> String? {
        let open = "<!-- example:"
        guard line.hasPrefix(open), line.hasSuffix("-->") else { return nil }
        return String(line.dropFirst(open.count).dropLast(3)).trimmingSpaces
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
