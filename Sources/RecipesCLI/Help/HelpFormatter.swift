/// Renders help and error text in argument-parser's shape (style G13): OVERVIEW / USAGE / ARGUMENTS /
/// OPTIONS / SUBCOMMANDS / EXAMPLES, wrapped at 80 columns.
enum HelpFormatter {
    /// The text width help wraps to.
    static let lineWidth = 80
    /// The column where option descriptions start.
    static let labelColumn = 26

    /// The full help for `spec`; the root command also lists `subcommands`.
    static func help(for spec: CommandSpec, subcommands: [CommandSpec] = []) -> String {
        var out = wrap("OVERVIEW: \(spec.abstract)", indent: 0) + "\n"
        if !spec.discussion.isEmpty { out += "\n" + wrap(spec.discussion, indent: 0) + "\n" }
        out += "\nUSAGE: \(spec.usage)\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in spec.arguments { out += row(argument.synopsis, argument.help) }
        }
        out += "\nOPTIONS:\n"
        for option in spec.options {
            let text = option.defaultText.map { "\(option.help) (default: \($0))" } ?? option.help
            out += row(option.label, text)
        }
        out += row("-h, --help", "Show help information.")
        if !subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for sub in subcommands { out += row(sub.name, sub.abstract) }
            out += "\n  See 'recipes help <subcommand>' for detailed help.\n"
        }
        if !spec.examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for (i, example) in spec.examples.enumerated() {
                if i > 0 { out += "\n" }
                out += wrap(example.comment, indent: 2, prefix: "# ") + "\n"
                out += "  $ \(example.command)\n"
            }
        }
        return out
    }

    /// The text printed for an error: its detail lines, `Error: <sentence>`, and for usage errors the usage line and
    /// a pointer to help.
    static func errorMessage(_ error: CommandError, spec: CommandSpec) -> String {
        var out = error.details.map { $0 + "\n" }.joined()
        out += "Error: \(error.description)\n"
        if error.isUsageError {
            out += "Usage: \(spec.usage)\n"
            out += "  See '\(spec.commandName) --help' for more information.\n"
        }
        return out
    }

    /// One help row: a label padded to the description column (or on its own line when too long).
    static func row(_ label: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: labelColumn)
        let body = wrap(text, indent: labelColumn)
        let first = String(body.dropFirst(labelColumn))
        let lead = "  " + label
        if lead.count < labelColumn - 1 { return padRight(lead, labelColumn) + first + "\n" }
        return lead + "\n" + indent + first + "\n"
    }

    /// `text` wrapped at `lineWidth`, every line indented by `indent` spaces (and `prefix` after it).
    static func wrap(_ text: String, indent: Int, prefix: String = "") -> String {
        let pad = String(repeating: " ", count: indent) + prefix
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty && pad.count + line.count + 1 + word.count > lineWidth {
                    lines.append(pad + line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line.isEmpty ? "" : pad + line)
        }
        return lines.joined(separator: "\n")
    }
}
