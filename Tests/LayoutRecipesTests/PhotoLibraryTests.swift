import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("photo-library")
struct PhotoLibraryTests {
    @Test("days of tiles in 3, 5 and 7 columns under date headers", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("photo-library", width: w)
        // spec G12: m = 100 in compact, 140 in regular; columns = floor((w + 2) / (m + 2)):
        // 320: 322 / 102 = 3.2 -> 3; 768: 770 / 142 = 5.4 -> 5; 1024: 1026 / 142 = 7.2 -> 7.
        let m = w < 600 ? 100.0 : 140
        let columns = w == 320 ? 3 : w == 768 ? 5 : 7
        // spec G5: tiles (w - 2 x (columns - 1)) / columns: 105.33, 152, 144.57; rows m tall, 2 apart.
        let tile = (w - 2 * Double(columns - 1)) / Double(columns)
        let rows = Double((20 + columns - 1) / columns)
        let length = 44 + rows * m + (rows - 1) * 2
        for s in 0..<3 {
            let top = Double(s) * length
            expectFrame(
                elements(solved, kind: "date").first { $0.indexPath.section == s }?.frame, equals: R(0, top, w, 44),
                "date \(s)")
            expectCells(
                solved, section: s,
                (0..<20).map { i in
                    R(Double(i % columns) * (tile + 2), top + 44 + Double(i / columns) * (m + 2), tile, m)
                })
        }
        expectClose(solved.contentSize.height, 3 * length)
    }

    @Test("the date header pins to the top while its day scrolls under it")
    func pinnedHeader() throws {
        let solved = try solveBuiltIn("photo-library", width: 320)
        // 320: 7 rows of 100, 2 apart: a day is 44 + 700 + 12 = 756 long.
        let header = solved.elements(atScrollOffset: 300).first {
            $0.elementKind == "date" && $0.indexPath.section == 0
        }
        expectFrame(header?.frame, equals: R(0, 300, 320, 44))
        // spec B5: at 730 the header would end at 774, past its day's end (756): it is pushed up to 712.
        let pushed = solved.elements(atScrollOffset: 730).first {
            $0.elementKind == "date" && $0.indexPath.section == 0
        }
        expectFrame(pushed?.frame, equals: R(0, 756 - 44, 320, 44))
    }

    @Test("the column count steps where floor((w + 2) / 102) does in compact width")
    func columnSteps() throws {
        // c columns fit from w + 2 >= 102 c, so from w = 102 c - 2: 2 at 202, 3 at 304, 4 at 406.
        for (width, columns) in [(200.0, 1), (201, 1), (202, 2), (303, 2), (304, 3), (405, 3), (406, 4)] {
            let solved = try solveBuiltIn("photo-library", width: width)
            let first = try #require(cell(solved, 0))
            let row = (0..<20).compactMap { cell(solved, $0) }.filter { $0.y == first.y }
            #expect(row.count == columns, "\(width)")
            expectClose(try #require(row.last).maxX, width)
        }
    }
}
