import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("chat-transcript")
struct ChatTranscriptTests {
    @Test(
        "messages take the heights the sizing callback gives, 4 apart, under a date header", arguments: recipeTestWidths
    )
    func sizedRows(width w: Double) throws {
        // The callback: heights 30, 40, 50, 30, 40 by item; it checks the width it is proposed.
        let data = LayoutData(sections: 2, items: 5) { indexPath, proposed in
            Size(width: proposed.width, height: 30 + 10 * Double(indexPath.item % 3))
        }
        let solved = try solveBuiltIn("chat-transcript", width: w, data: data)
        let heights = [30.0, 40, 50, 30, 40]
        // One day: date 32 (its estimate: the callback is for cells, spec E1), top inset 8, the rows with
        // 4 between, bottom inset 8: 32 + 8 + 190 + 16 + 8 = 254.
        let rows: Double = heights.reduce(0, +)
        let length: Double = 32 + 8 + rows + 4 * 4 + 8
        // Two days, 2 x 254 = 508, are shorter than the 844-point container: the transcript rests at the
        // bottom, everything 844 - 508 = 336 lower (spec L7).
        let shift = 844 - 2 * length
        for s in 0..<2 {
            let top = shift + Double(s) * length
            expectFrame(
                elements(solved, kind: "date").first { $0.indexPath.section == s }?.frame,
                equals: R(12, top, w - 24, 32), "date \(s)")
            // Rows are w - 24 wide at x 12; row i starts after rows 0..<i and their spacing.
            var y = top + 32 + 8
            var expected: [Rect] = []
            for h in heights {
                expected.append(R(12, y, w - 24, h))
                y += h + 4
            }
            expectCells(solved, section: s, expected)
        }
        expectClose(solved.contentSize.height, 844)
    }

    @Test("without a callback every message keeps its 44-point estimate; 856 points of it fill the screen")
    func estimates() throws {
        let solved = try solveBuiltIn("chat-transcript", width: 390)
        expectCells(solved, (0..<8).map { R(12, 32 + 8 + 48 * Double($0), 390 - 24, 44) })
        // 2 days of 8: (32 + 8 + 8 x 44 + 7 x 4 + 8) x 2 = 428 x 2.
        expectClose(solved.contentSize.height, 2 * 428)
    }

    @Test("a short transcript rests at the bottom of the screen (spec L7)")
    func shortTranscriptRestsAtTheBottom() throws {
        let solved = try solveBuiltIn("chat-transcript", width: 390, data: LayoutData(sections: 1, items: 2))
        // Content 32 + 8 + 44 + 4 + 44 + 8 = 140 in an 844-point container: it moves down 844 - 140 = 704,
        // so the date is at 704, the rows at 704 + 40 = 744 and 744 + 48 = 792, and the content is 844 tall.
        expectClose(solved.contentSize.height, 844)
        expectFrame(elements(solved, kind: "date").first?.frame, equals: R(12, 704, 366, 32))
        expectFrame(cell(solved, 0), equals: R(12, 744, 366, 44))
        expectFrame(cell(solved, 1), equals: R(12, 792, 366, 44))
    }
}
