/// Runs every shell example of one Markdown file and compares what each command printed with the output
/// shown under it.
///
/// The comparison is `ElidedOutput`'s. A block runs when it shows a `$ recipes ...` or `$ swift run recipes ...`
/// line; its commands run in order in one fresh `ExampleSandbox`, after the setup its marker names
/// (`<!-- example: setup NAME -->`, from `ExampleSandbox.setups`).
struct ShellExampleCheck {
    /// What checking a file found.
    struct Report {
        /// One sentence (with a diff) per example whose output differs or that could not run.
        var problems: [String] = []
        /// Commands run.
        var commands = 0
        /// The file with every differing output replaced by the printed one (elisions kept), when asked.
        var updatedText: String?
    }

    /// The setups blocks may name.
    var setups: [String: ExampleSandbox.Setup] = ExampleSandbox.setups

    /// Checks `text`, the file `path`; with `update`, also returns the file brought up to date.
    func check(_ text: String, path: String, update: Bool = false) -> Report {
        let document = MarkdownDocument(text)
        var report = Report()
        var replacements: [(range: Range<Int>, lines: [String])] = []
        for block in document.blocks where ShellExample.showsRecipesCommand(block) {
            let place = "\(path):\(block.firstLine)"
            let sandbox: ExampleSandbox
            do {
                sandbox = try ExampleSandbox()
                if let marker = block.marker {
                    let prefix = "setup "
                    guard marker.hasPrefix(prefix), let setup = setups[String(marker.dropFirst(prefix.count))] else {
                        report.problems.append(
                            "\(place): the marker `\(marker)` names no setup; known: \(setups.keys.sorted())")
                        continue
                    }
                    try setup(sandbox)
                }
            } catch {
                report.problems.append("\(place): the example's folder could not be made: \(error)")
                continue
            }
            for example in ShellExample.examples(in: block) {
                let where_ = "\(path):\(example.line + 1): $ \(example.command)"
                let printed: String
                do {
                    printed = try sandbox.run(ShellCommandLine(example.command, variables: sandbox.variables))
                } catch {
                    report.problems.append("\(where_) cannot run: \(error)")
                    continue
                }
                report.commands += 1
                let shown = Array(document.lines[example.output])
                let steps = ElidedOutput(shown).align(printed)
                guard !ElidedOutput.matches(steps) else { continue }
                report.problems.append(
                    "\(where_) printed other output than the example shows "
                        + "(- shown, not printed; + printed, not shown):\n\(ElidedOutput.diff(steps))")
                let blankTail = shown.reversed().prefix { $0.trimmingSpaces.isEmpty }.count
                replacements.append(
                    (example.output, ElidedOutput.updated(steps) + Array(repeating: "", count: blankTail)))
            }
        }
        for stray in document.strayMarkers {
            report.problems.append("\(path):\(stray.line + 1): the marker `\(stray.text)` is not followed by a block")
        }
        if update {
            var lines = document.lines
            for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                lines.replaceSubrange(replacement.range, with: replacement.lines)
            }
            report.updatedText = lines.joined(separator: "\n")
        }
        return report
    }
}
