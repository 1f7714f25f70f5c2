import CompositionalLayout
import LayoutFiles
import Testing

/// `shortContentAlignment` in layout files (spec L7, ours): decoded, checked with its path, written back,
/// and refused by the Swift export, which has no UIKit setting for it.
@Suite("Layout files: short content alignment")
struct ShortContentAlignmentFileTests {
    @Test("'end' decodes, solves at the end of the visible area and is written back; 'start' is not written")
    func decodesSolvesAndRoundTrips() throws {
        let document = try LayoutFile.decode(
            Doc.layout(top: #""shortContentAlignment": "end", "#), sourceName: "end")
        #expect(document.layout.configuration.shortContentAlignment == .end)
        // Doc.layout's rows are 44 tall: one row in a 400 x 844 container moves to 844 - 44 = 800.
        let solved = try document.layout.solve(
            in: LayoutEnvironment(width: 400, height: 844), data: LayoutData(sections: 1, items: 1))
        #expect(solved.frame(ofCellAt: IndexPath(section: 0, item: 0))?.y == 800)
        let written = try LayoutFile.encode(document)
        #expect(written.contains(#""shortContentAlignment": "end""#))
        #expect(try LayoutFile.decode(written, sourceName: "written").layout == document.layout)
        let plain = try LayoutFile.encode(LayoutFile.decode(Doc.layout(), sourceName: "plain"))
        #expect(!plain.contains("shortContentAlignment"))
    }

    @Test("an unknown value is a problem with its path")
    func unknownValue() {
        do {
            let document = try LayoutFile.decode(
                Doc.layout(top: #""shortContentAlignment": "middle", "#), sourceName: "bad")
            Issue.record("decoded: \(document)")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "shortContentAlignment: unknown value 'middle'; expected 'start' or 'end'"
                ])
        }
    }

    @Test("the Swift export refuses it in one sentence naming the key")
    func swiftExportRefuses() throws {
        let document = try LayoutFile.decode(
            Doc.layout(top: #""shortContentAlignment": "end", "#), sourceName: "end")
        #expect(throws: ExportError.self) {
            try UIKitSourceWriter.source(
                name: "end", summary: nil,
                variants: [UIKitSourceWriter.Variant(sizeClass: .any, layout: document.layout)], command: "x")
        }
    }
}
