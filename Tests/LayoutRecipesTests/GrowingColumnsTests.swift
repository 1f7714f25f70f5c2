import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("growing-columns")
struct GrowingColumnsTests {
    @Test("section i has i + 3 square cells per row under its header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("growing-columns", width: w)
        let g = w - 5  // spec D4: container w - 2 x 2.5
        var y0 = 0.0
        for s in 0..<4 {
            let columns = s + 3
            let slot = g / Double(columns)
            let header = try #require(elements(solved, kind: "header").first { $0.indexPath.section == s })
            expectFrame(header.frame, equals: R(2.5, y0, g, 100), "header \(s)")
            var cells: [Rect] = []
            for i in 0..<(2 * columns) {
                cells.append(
                    R(5 + slot * Double(i % columns), y0 + 105 + slot * Double(i / columns), slot - 5, slot - 5))
            }
            expectCells(solved, section: s, cells)
            // 24 items: ceil(24 / columns) rows (8, 6, 5, 4); a partial row keeps its height (spec S2).
            let rows = Double((24 + columns - 1) / columns)
            y0 += 100 + 2.5 + rows * slot + 2.5
        }
        expectClose(solved.contentSize.height, y0)
    }
}
