import CompositionalLayout

/// The text of a generated Swift file, built line by line with four-space indentation.
struct SwiftFile {
    private(set) var text = ""
    private var depth = 0
    /// The item and group dimensions computed from the width in the section being written, by their paths
    /// relative to it (`group.subitems[1].size.height`), written from `effectiveWidth`.
    var widthLengths: [String: WidthLength] = [:]
    /// The same for the layout being written, by paths relative to it (`sections[0].group.size.height`).
    var layoutWidthLengths: [String: WidthLength] = [:]

    /// Appends one line at the current indentation (an empty line has no spaces).
    mutating func line(_ content: String) {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// The longest line swift-format allows (the repository's `.swift-format`).
    static let lineLength = 120

    /// Appends `head(arguments)`: on one line when it fits, else as swift-format breaks a call: the
    /// arguments packed on continuation lines indented by four more spaces, the `)` after the last one.
    mutating func call(_ head: String, _ arguments: [String]) {
        let indent = String(repeating: "    ", count: depth)
        let single = head + "(" + arguments.joined(separator: ", ") + ")"
        // swift-format breaks some calls of exactly the limit, so a call on one line stays below it.
        guard indent.count + single.count >= Self.lineLength, !arguments.isEmpty else {
            line(single)
            return
        }
        line(head + "(")
        depth += 1
        let inner = String(repeating: "    ", count: depth)
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? ")" : ",")
            if current.isEmpty {
                current = piece
            } else if inner.count + current.count + 1 + piece.count <= Self.lineLength {
                current += " " + piece
            } else {
                line(current)
                current = piece
            }
        }
        line(current)
        depth -= 1
    }

    /// Ends the last line with a comma (an element of an array literal written with `call`).
    mutating func commaAfterLastLine() {
        text.removeLast()
        text += ",\n"
    }

    /// Appends a line and indents what follows.
    mutating func open(_ content: String) {
        line(content)
        depth += 1
    }

    /// Outdents and appends a line (nothing when `content` is empty).
    mutating func close(_ content: String) {
        depth -= 1
        if !content.isEmpty { line(content) }
    }

    /// `<target> = [a, b, c]`.
    mutating func list(_ target: String, _ names: [String]) {
        line("\(target) = [\(names.joined(separator: ", "))]")
    }
}
