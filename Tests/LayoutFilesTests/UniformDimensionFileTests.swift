import CompositionalLayout
import LayoutFiles
import Testing

/// `{"uniformAcrossSiblings": E}` dimensions in layout files (spec E3): decoded, solved and written back.
@Suite("Layout files: uniform across siblings")
struct UniformDimensionFileTests {
    static let text = """
        {"name": "cards", "sections": [{"group": {"group": {"axis": "horizontal",
          "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 100}},
          "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5},
                                          "height": {"uniformAcrossSiblings": 100}}}}]}}}]}
        """

    @Test("a file's uniform cards solve like the DSL's: both cards of a row take its tallest height")
    func decodesAndSolves() throws {
        let document = try LayoutFile.decode(Self.text, sourceName: "cards")
        let environment = LayoutEnvironment(width: 320, height: 844)
        let data = LayoutData(sections: 1, items: 2) { indexPath, proposed in
            Size(width: proposed.width, height: indexPath.item == 0 ? 70 : 90)
        }
        let solved = try document.layout.solve(in: environment, data: data)
        // Two 0.5 x 320 = 160-wide cards measured 70 and 90: both 90.
        #expect(solved.frame(ofCellAt: IndexPath(section: 0, item: 0)) == Rect(x: 0, y: 0, width: 160, height: 90))
        #expect(try LayoutFile.encode(document).contains(#""uniformAcrossSiblings": 100"#))
    }

    @Test("a negative uniform estimate is refused with its path")
    func negative() {
        let bad = Self.text.replacingOccurrences(
            of: #""uniformAcrossSiblings": 100"#, with: #""uniformAcrossSiblings": -1"#)
        do {
            _ = try LayoutFile.decode(bad, sourceName: "cards")
            Issue.record("decoded")
        } catch {
            #expect(
                error.problems.map(\.description)
                    == ["sections[0].group.subitems[0].size.height: uniformAcrossSiblings must be >= 0, found -1"])
        }
    }
}
