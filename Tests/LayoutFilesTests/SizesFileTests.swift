import CompositionalLayout
import LayoutFiles
import Testing

/// A layout file's `sizes` (spec E1, spec E4): measured cells and supplementaries, decoded with paths, applied
/// to the file's data and written back.
@Suite("Layout files: sizes")
struct SizesFileTests {
    /// Rows of estimated height 44 under an estimated 30-point header, with the given `sizes` member.
    static func document(sizes: String) -> String {
        """
        {"name": "sized", "sections": [{"group": {"group": {"axis": "vertical",
          "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
          "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}}}]}},
          "boundarySupplementaryItems": [{"elementKind": "header",
            "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 30}}, "alignment": "top"}]}],
         "data": [3, 1], \(sizes)}
        """
    }

    @Test("measured cells and headers move what follows them; a section's own entry wins")
    func applied() throws {
        let text = Self.document(
            sizes: #""sizes": {"cells": [{"section": 0, "item": 1, "height": 80}], "supplementaries": ["#
                + #"{"kind": "header", "height": 50}, {"kind": "header", "section": 1, "height": 20}]}"#)
        let document = try LayoutFile.decode(text, sourceName: "sized")
        let data = try #require(document.layoutData)
        let solved = try document.layout.solve(in: LayoutEnvironment(width: 320, height: 844), data: data)
        // Section 0: header 50, rows at 50 (44), 94 (80), 174 (44): 218 long. Section 1: header 20, row at 238.
        #expect(solved.frame(ofCellAt: IndexPath(section: 0, item: 2)) == Rect(x: 0, y: 174, width: 320, height: 44))
        #expect(solved.frame(ofCellAt: IndexPath(section: 1, item: 0)) == Rect(x: 0, y: 238, width: 320, height: 44))
        // Written back, the sizes decode to the same values.
        let again = try LayoutFile.decode(try LayoutFile.encode(document), sourceName: "again")
        #expect(again.sizes == document.sizes)
        #expect(document.sizes?.cells[IndexPath(section: 0, item: 1)] == LayoutSizes.Answer(height: 80))
    }

    @Test(
        "bad sizes report their paths",
        arguments: [
            (#""sizes": {"cells": [{"section": 0, "height": 1}]}"#, "sizes.cells[0]: missing key 'item'"),
            (#""sizes": {"cells": [{"section": 0, "item": 0}]}"#, "sizes.cells[0]: needs 'width' or 'height'"),
            (
                #""sizes": {"cells": [{"section": -1, "item": 0, "height": 1}]}"#,
                "sizes.cells[0].section: must be >= 0, found -1"
            ),
            (#""sizes": {"rows": []}"#, "sizes: unknown key 'rows'"),
        ])
    func problems(_ sizes: String, _ expected: String) {
        do {
            _ = try LayoutFile.decode(Self.document(sizes: sizes), sourceName: "sized")
            Issue.record("decoded")
        } catch {
            #expect(error.problems.first?.description.hasPrefix(expected) == true, "\(error.problems)")
        }
    }
}
