import LayoutSnapshots

/// Writes what `recipes diff` found, file by file and width by width as it is found, in text or JSON, and
/// counts it for the summary.
///
/// Text: for each pair that differs, `--- OLD` and `+++ NEW`, then per differing width its summary and
/// one indented line per element change; `Only in old: PATH` / `Only in new: PATH` for unmatched files;
/// then one summary line. JSON: `{"tolerance", "files": [{"name", "old", "new", "runs": [RUN], "status"}],
/// "identical", "differentFiles", "changes"}` with RUN as `RunChanges.json(indent:)` writes it and status
/// `identical`, `different`, `added` (only in the new folder) or `removed`.
final class DiffWriter {
    /// `--format text` or `json`.
    enum Format: String, CaseIterable, Sendable {
        /// Lines for people.
        case text
        /// The documented JSON shape.
        case json
    }

    private let format: Format
    private let style: TextStyle
    private let output: TextOutput?
    private var fileOpen: (old: String, new: String, headerWritten: Bool, runs: Int, differs: Bool)?
    /// Files (pairs, or unmatched files) reported.
    private(set) var files = 0
    /// Files that differ (unmatched ones included).
    private(set) var differentFiles = 0
    /// Widths compared.
    private(set) var widths = 0
    /// Widths that differ.
    private(set) var differentWidths = 0
    /// Element changes over all widths.
    private(set) var changes = 0

    /// A writer to `output` (nil writes nothing: `--quiet`).
    init(format: Format, style: TextStyle, output: TextOutput?) {
        self.format = format
        self.style = format == .text ? style : .plain
        self.output = output
    }

    /// True when nothing differed.
    var isIdentical: Bool { differentFiles == 0 }

    private func write(_ text: String) throws { try output?.write(text) }

    /// The opening of the report.
    func begin(tolerance: Double) throws {
        if format == .json { try write("{\"tolerance\": \(SnapshotJSON.number(tolerance)), \"files\": [") }
    }

    /// Starts the comparison of the files `old` and `new`, named `name`.
    func beginFile(name: String, old: String, new: String) throws {
        if format == .json {
            let s = SnapshotJSON.string
            try write(
                (files == 0 ? "\n  " : ",\n  ") + "{\"name\": \(s(name)), \"old\": \(s(old)), \"new\": \(s(new)), "
                    + "\"runs\": [")
        }
        files += 1
        fileOpen = (old, new, false, 0, false)
    }

    /// One width of the open file, written change by change as `diff` replays them.
    func run(_ diff: some RunChanges) throws {
        guard var open = fileOpen else { return }
        widths += 1
        let differs = !diff.isIdentical
        if differs {
            differentWidths += 1
            changes += diff.changeCount
            open.differs = true
        }
        switch format {
        case .json:
            try write((open.runs == 0 ? "\n    " : ",\n    ") + diff.jsonHead)
            var index = 0
            try diff.forEachChange { change in
                try write(RunDiff.jsonChange(change, index: index, indent: "    "))
                index += 1
            }
            try write(diff.jsonTail(indent: "    "))
        case .text:
            guard differs else { break }
            if !open.headerWritten {
                try write(style.red("--- \(open.old)") + "\n" + style.green("+++ \(open.new)") + "\n")
                open.headerWritten = true
            }
            try write(style.bold(diff.summary) + "\n")
            try diff.forEachChange { change in
                let line = "  " + change.description
                switch change.kind {
                case .added: try write(style.green(line) + "\n")
                case .removed: try write(style.red(line) + "\n")
                case .changed: try write(style.yellow(line) + "\n")
                }
            }
        }
        open.runs += 1
        fileOpen = open
    }

    /// Ends the open file.
    func endFile() throws {
        guard let open = fileOpen else { return }
        if open.differs { differentFiles += 1 }
        if format == .json {
            try write(
                (open.runs == 0 ? "" : "\n  ") + "], \"status\": \"\(open.differs ? "different" : "identical")\"}")
        }
        fileOpen = nil
    }

    /// A file only one folder has: `old` (removed) or `new` (added).
    func unmatched(name: String, old: String?, new: String?) throws {
        switch format {
        case .json:
            let s = SnapshotJSON.string
            try write(
                (files == 0 ? "\n  " : ",\n  ") + "{\"name\": \(s(name)), \"old\": \(old.map(s) ?? "null"), "
                    + "\"new\": \(new.map(s) ?? "null"), \"runs\": [], \"status\": \"\(old == nil ? "added" : "removed")\"}"
            )
        case .text:
            if let old { try write(style.red("Only in old: \(old)") + "\n") }
            if let new { try write(style.green("Only in new: \(new)") + "\n") }
        }
        files += 1
        differentFiles += 1
    }

    /// The closing of the report: the JSON totals, or the text summary line.
    func end() throws {
        switch format {
        case .json:
            try write(
                (files == 0 ? "" : "\n") + "], \"identical\": \(isIdentical), \"differentFiles\": \(differentFiles), "
                    + "\"changes\": \(changes)}\n")
        case .text:
            let f = "\(files) file\(files == 1 ? "" : "s")"
            let w = "\(widths) width\(widths == 1 ? "" : "s")"
            if isIdentical {
                try write("No differences: \(f), \(w).\n")
            } else {
                try write(
                    style.bold(
                        "\(differentFiles) of \(f) differ: \(changes) element change\(changes == 1 ? "" : "s") at "
                            + "\(differentWidths) of \(w).") + "\n")
            }
        }
    }
}
