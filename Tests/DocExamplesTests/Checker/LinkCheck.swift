import Foundation

/// The relative links of a Markdown file: each `](target)` and `src="target"` outside code must name a file of the
/// package, and a `#fragment` into a Markdown file must name one of its headings (GitHub's anchors).
struct LinkCheck: Sendable {
    /// One link: its 0-based line and its target as written.
    struct Link: Equatable {
        /// The 0-based line it is on.
        var line: Int
        /// The target, as written (`docs/limits.md#layout-limits`).
        var target: String
    }

    /// The text of a package file by its path relative to the package root, nil when there is none.
    var read: @Sendable (String) -> String?
    /// Whether a path relative to the package root names a file or a folder.
    var exists: @Sendable (String) -> Bool

    /// The problems of the file at `path` (relative to the package root) whose text is `text`, one sentence each.
    func problems(_ text: String, path: String) -> [String] {
        let folder = path.split(separator: "/").dropLast().map(String.init)
        var problems: [String] = []
        for link in Self.links(in: text) where !Self.isExternal(link.target) {
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = String(parts[0])
            let fragment = parts.count > 1 ? String(parts[1]) : nil
            let resolved = file.isEmpty ? path : Self.resolve(file, from: folder)
            guard let resolved, exists(resolved) else {
                problems.append("\(path):\(link.line + 1): the link '\(link.target)' names no file of the package.")
                continue
            }
            if let fragment, resolved.hasSuffix(".md"), let target = read(resolved),
                !Self.anchors(in: target).contains(fragment)
            {
                problems.append(
                    "\(path):\(link.line + 1): the link '\(link.target)' names no heading of \(resolved).")
            }
        }
        return problems
    }

    /// Whether `target` leaves the package (a URL with a scheme, or a DocC link).
    static func isExternal(_ target: String) -> Bool {
        ["http://", "https://", "mailto:", "doc:"].contains { target.hasPrefix($0) }
    }

    /// `target` relative to the folder `folder` (components from the package root), normalised; nil when it
    /// climbs out of the package.
    static func resolve(_ target: String, from folder: [String]) -> String? {
        var components = folder
        for component in target.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// The links of `text`, outside fenced blocks and inline code.
    static func links(in text: String) -> [Link] {
        let document = MarkdownDocument(text)
        var fenced = Set<Int>()
        for block in document.blocks {
            fenced.formUnion((block.firstLine - 1)...(block.firstLine + block.lines.count))
        }
        var links: [Link] = []
        for (index, line) in document.lines.enumerated() where !fenced.contains(index) {
            let prose = withoutInlineCode(line)
            links += targets(in: prose, after: "](", until: ")").map { Link(line: index, target: $0) }
            links += targets(in: prose, after: "src=\"", until: "\"").map { Link(line: index, target: $0) }
        }
        return links
    }

    /// The anchors GitHub gives the headings of `text`: lowercased, punctuation but `-` and `_` removed,
    /// spaces made hyphens.
    static func anchors(in text: String) -> Set<String> {
        let document = MarkdownDocument(text)
        var fenced = Set<Int>()
        for block in document.blocks {
            fenced.formUnion((block.firstLine - 1)...(block.firstLine + block.lines.count))
        }
        var anchors = Set<String>()
        for (index, line) in document.lines.enumerated() where !fenced.contains(index) && line.hasPrefix("#") {
            let title: String = String(line.drop { $0 == "#" }).trimmingSpaces.lowercased()
            var anchor = ""
            for character in title where character.isLetter || character.isNumber || "-_ ".contains(character) {
                anchor.append(character == " " ? "-" : character)
            }
            anchors.insert(anchor)
        }
        return anchors
    }

    /// `line` with its inline code spans (between single backticks) removed.
    static func withoutInlineCode(_ line: String) -> String {
        var result = ""
        var inCode = false
        for character in line {
            if character == "`" {
                inCode.toggle()
            } else if !inCode {
                result.append(character)
            }
        }
        return result
    }

    /// The texts between each `open` and the next `close` in `line`.
    static func targets(in line: String, after open: String, until close: Character) -> [String] {
        var found: [String] = []
        var rest = Substring(line)
        while let start = rest.range(of: open) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: close) else { break }
            let target = rest[..<end].split(separator: " ").first.map(String.init) ?? ""
            if !target.isEmpty { found.append(target) }
            rest = rest[end...]
        }
        return found
    }
}
