import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("news-feed")
struct NewsFeedTests {
    @Test("a hero over four rows in compact, beside them in regular", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("news-feed", width: w)
        // Insets 16 leading and trailing: content w - 32 wide at x 16; topic header 44, no top inset.
        let inner = w - 32
        let compact = w < 600
        let group = compact ? 660.0 : 360
        // A topic of 10 stories: 2 groups 16 apart, bottom inset 16.
        let length = 44 + 2 * group + 16 + 16
        for s in 0..<3 {
            let top = Double(s) * (length + 8)
            expectFrame(
                elements(solved, kind: "topic").first { $0.indexPath.section == s }?.frame,
                equals: R(16, top, inner, 44), "topic \(s)")
            var expected: [Rect] = []
            for g in 0..<2 {
                let y = top + 44 + Double(g) * (group + 16)
                if compact {
                    // Hero 300, then four rows of 360 / 4 = 90.
                    expected.append(R(16, y, inner, 300))
                    expected += (0..<4).map { R(16, y + 300 + 90 * Double($0), inner, 90) }
                } else {
                    // spec G5: 0.6 and 0.4 of inner - 16; the rows 360 / 4 = 90 tall.
                    let shrunk = inner - 16
                    expected.append(R(16, y, 0.6 * shrunk, 360))
                    expected += (0..<4).map { R(16 + 0.6 * shrunk + 16, y + 90 * Double($0), 0.4 * shrunk, 90) }
                }
            }
            expectCells(solved, section: s, expected)
        }
        expectClose(solved.contentSize.height, 3 * length + 2 * 8)
    }
}
