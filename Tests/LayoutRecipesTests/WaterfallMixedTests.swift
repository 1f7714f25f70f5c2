import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("waterfall-mixed")
struct WaterfallMixedTests {
    @Test("compact: title, a sideways shelf under its header, then a two-column waterfall")
    func compact() throws {
        let solved = try solveBuiltIn("waterfall-mixed", width: 320, data: LayoutData(sections: 2, items: 6))
        // spec B6: the title (1 fw, estimated 44) extends the layout: sections start at 44.
        expectFrame(elements(solved, kind: "title").first?.frame, equals: R(0, 0, 320, 44))
        // Section 0: header inside insets 16 (spec B2): width 320 - 32 = 288; shelf cards 140 apart by 8 (spec S6).
        let headers = elements(solved, kind: "header").sorted { $0.indexPath.section < $1.indexPath.section }
        expectFrame(headers.first?.frame, equals: R(16, 44, 288, 44))
        expectCells(solved, section: 0, (0..<3).map { R(16 + Double($0) * 148, 88, 140, 100) })
        // Section 0 ends at 88 + 100 = 188; section 1 starts 16 later at 204, its content after the header at 248.
        expectFrame(headers.last?.frame, equals: R(16, 204, 288, 44))
        // Columns (288 - 8) / 2 = 140 at x = 16 and 164; heights 1.25, 0.75, 1 x 140 = 175, 105, 140.
        expectCells(
            solved, section: 1,
            [
                R(16, 248, 140, 175),  // tie: column 0; next [183, 0]
                R(164, 248, 140, 105),  // next [183, 113]
                R(164, 248 + 113, 140, 140),  // 113 < 183; next [183, 261]
                R(16, 248 + 183, 140, 175),  // 183 < 261; next [366, 261]
                R(164, 248 + 261, 140, 105),  // 261 < 366; next [366, 374]
                R(16, 248 + 366, 140, 140),  // 366 < 374
            ])
        // The wall ends at column 0: 366 + 140 = 506 (column 1: 261 + 105 = 366), plus the bottom inset 16.
        #expect(solved.contentSize.height == 248 + 506 + 16)
    }

    @Test("regular: the wall has four columns 178 wide")
    func regular() throws {
        let solved = try solveBuiltIn("waterfall-mixed", width: 768, data: LayoutData(sections: 2, items: 5))
        // Columns (768 - 32 - 3 x 8) / 4 = 178 at x = 16 + 186 c; the shelf and headers as in compact: 248.
        let heights = [1.25, 0.75, 1, 1.25].map { $0 * 178 }  // 222.5, 133.5, 178, 222.5
        expectCells(solved, section: 1, (0..<4).map { R(16 + Double($0) * 186, 248, 178, heights[$0]) })
        // Next starts [230.5, 141.5, 186, 230.5]: item 4 (0.75 x 178) goes to column 1.
        expectFrame(cell(solved, 4, section: 1), equals: R(16 + 186, 248 + 141.5, 178, 133.5))
    }
}
