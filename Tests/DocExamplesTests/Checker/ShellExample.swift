/// One command of a shell example and the output shown under it: a line `$ COMMAND` in a fenced block,
/// then every line up to the next `$ ` line or the block's end.
struct ShellExample {
    /// The command, without its `$ `.
    var command: String
    /// The 0-based line of the `$ ` line in the Markdown file.
    var line: Int
    /// The file's lines holding the shown output (may be empty).
    var output: Range<Int>

    /// The examples of `block`, empty when it has no `$ ` line.
    static func examples(in block: MarkdownDocument.Block) -> [ShellExample] {
        var examples: [ShellExample] = []
        for (offset, text) in block.lines.enumerated() {
            let line = block.firstLine + offset
            if text.hasPrefix("$ ") {
                if var last = examples.popLast() {
                    last.output = last.output.lowerBound..<line
                    examples.append(last)
                }
                examples.append(
                    ShellExample(command: String(text.dropFirst(2)), line: line, output: (line + 1)..<(line + 1)))
            }
        }
        if var last = examples.popLast() {
            last.output = last.output.lowerBound..<(block.firstLine + block.lines.count)
            examples.append(last)
        }
        return examples
    }

    /// True when the block shows at least one `recipes` command: the blocks the doc tests run.
    static func showsRecipesCommand(_ block: MarkdownDocument.Block) -> Bool {
        block.lines.contains { $0.hasPrefix("$ recipes") || $0.hasPrefix("$ swift run recipes") }
    }
}
