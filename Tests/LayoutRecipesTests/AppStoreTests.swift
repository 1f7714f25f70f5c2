import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("app-store")
struct AppStoreTests {
    @Test("featured cards, a shelf of three-row columns and a ranked chart", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("app-store", width: w)
        // spec D5: orthogonal groups are fractions of the full width: 0.9 in compact (320), 0.45 in regular.
        let card = (w < 600 ? 0.9 : 0.45) * w
        // Section 0, featured: cards 280 tall from x 20, 10 apart.
        expectCells(solved, section: 0, (0..<3).map { R(20 + Double($0) * (card + 10), 0, card, 280) })
        expectClose(try #require(solved.sections[0].orthogonal).contentLength, 20 + 9 * card + 8 * 10 + 20)
        // Section 1 starts after 280 + 24 (interSectionSpacing); header 44 inset 20 (spec B2), then columns of
        // three 72-point rows (216 / 3, spec G6).
        let shelf = 280.0 + 24
        let headers = elements(solved, kind: "header").map(\.frame)
        #expect(headers.count == 2)
        expectFrame(headers.first, equals: R(20, shelf, w - 40, 44), "shelf header")
        var expected: [Rect] = []
        for i in 0..<6 {
            let column = Double(i / 3)
            expected.append(R(20 + column * (card + 10), shelf + 44 + 72 * Double(i % 3), card, 72))
        }
        expectCells(solved, section: 1, expected)
        expectClose(try #require(solved.sections[1].orthogonal).contentLength, 20 + 3 * card + 2 * 10 + 20)
        // Section 2 after the shelf (44 + 216) and 24: its header, then 72-point rows; one column in
        // compact, two 20 apart in regular, each (w - 40 - 20) / 2 wide (spec G5).
        let chart = shelf + 44 + 216 + 24
        expectFrame(headers.last, equals: R(20, chart, w - 40, 44), "chart header")
        let columns = w < 600 ? 1 : 2
        let width = columns == 1 ? w - 40 : (w - 40 - 20) / 2
        expectCells(
            solved, section: 2,
            (0..<9).map { i in
                R(20 + Double(i % columns) * (width + 20), chart + 44 + 72 * Double(i / columns), width, 72)
            })
        // 9 ranked apps: 9 rows in compact, 5 in regular.
        expectClose(solved.contentSize.height, chart + 44 + 72 * (columns == 1 ? 9 : 5))
    }
}
