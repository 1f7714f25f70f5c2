import Foundation
import Testing

/// One row of Symbols.tsv: a documented symbol, its declaration, availability, kind, note and doc path.
struct SymbolRow {
    /// The key the compile test's `// symbol:` markers use.
    let symbol: String
    /// The Swift declaration as Apple documents it.
    let declaration: String
    /// The platforms and versions that have it.
    let availability: String
    /// geometry, stored or missing.
    let kind: String
    /// Why a stored member changes nothing or a missing one is missing.
    let note: String
    /// The documentation path under developer.apple.com/documentation/.
    let doc: String
}

/// The symbol list and the compile test kept in step: every provided symbol is used under its marker and
/// every marker names a provided symbol, so the data cannot drift from what the tests compile.
@Suite("UIKit symbols: the list and its compile test")
struct SymbolListTests {
    /// The directory of this file, where Symbols.tsv and the compile test live.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The rows of Symbols.tsv, header and comments left out.
    static func rows() throws -> [SymbolRow] {
        let text = try String(contentsOf: directory.appendingPathComponent("Symbols.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.hasPrefix("#") }
        return lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let field = { (index: Int) in index < fields.count ? fields[index] : "" }
            return SymbolRow(
                symbol: field(0), declaration: field(1), availability: field(2), kind: field(3), note: field(4),
                doc: fields.count == 6 ? field(5) : "")
        }
    }

    /// Every `// symbol:` marker of the compile test's files (SymbolUsageTests*.swift), in file order.
    static func markers() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("SymbolUsageTests") && $0.hasSuffix(".swift") }.sorted()
        return try files.flatMap { file in
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            return text.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "// symbol: ") else { return nil }
                return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
    }

    @Test("each row has six fields, a known kind, a doc path, and a note where it is stored or missing")
    func wellFormed() throws {
        let rows = try Self.rows()
        #expect(rows.count > 200)
        #expect(Set(rows.map(\.symbol)).count == rows.count, "a symbol is listed twice")
        for row in rows {
            #expect(["geometry", "stored", "missing"].contains(row.kind), "\(row.symbol): kind \(row.kind)")
            #expect(!row.declaration.isEmpty && !row.availability.isEmpty && !row.doc.isEmpty, "\(row.symbol)")
            #expect(row.kind == "geometry" || !row.note.isEmpty, "\(row.symbol) needs a note saying why")
        }
    }

    @Test("every provided symbol has a marker in the compile test, and every marker a provided row")
    func markersMatchRows() throws {
        let rows = try Self.rows()
        let markers = try Self.markers()
        let provided = Set(rows.filter { $0.kind != "missing" }.map(\.symbol))
        let missing = Set(rows.filter { $0.kind == "missing" }.map(\.symbol))
        #expect(Set(markers).count == markers.count, "a marker is used twice")
        for symbol in provided.subtracting(markers).sorted() {
            Issue.record("\(symbol) is provided in Symbols.tsv but the compile test has no `// symbol:` marker for it")
        }
        for marker in Set(markers).subtracting(provided).sorted() {
            let why = missing.contains(marker) ? "is marked missing" : "has no row"
            Issue.record("the marker \(marker) \(why) in Symbols.tsv")
        }
    }

    @Test("docs/uikit-fidelity.md states the list's counts")
    func documentedCounts() throws {
        let rows = try Self.rows()
        let count = { (kind: String) in rows.filter { $0.kind == kind }.count }
        let docs = Self.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/uikit-fidelity.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let sentence =
            "\(rows.count) symbols: \(count("geometry")) geometry, \(count("stored")) stored only, "
            + "\(count("missing")) missing"
        let stated = text.contains(sentence)
        #expect(stated, "docs/uikit-fidelity.md should say \"\(sentence)\"")
    }
}
