import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("adaptive-sections")
struct AdaptiveSectionsTests {
    @Test("1, 5 and 3 columns up to 800 points, 2, 10 and 6 beyond", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("adaptive-sections", width: w)
        // The effective width is w (no safe area): 320 and 768 are narrow, 1024 is wide.
        let factor = w > 800 ? 2 : 1
        var y0 = 0.0
        for (s, base) in [1, 5, 3].enumerated() {
            let columns = base * factor
            let list = s == 0  // the list section keeps 44-point rows even with 2 columns
            let count = min(10, 2 * columns)
            expectCells(solved, section: s, columnCells(width: w, columns: columns, list: list, y0: y0, count: count))
            y0 += columnSectionHeight(width: w, columns: columns, list: list)
        }
        expectClose(solved.contentSize.height, y0)
    }

    @Test("the switch is at an effective width of 800: 800 is narrow, 801 is wide")
    func threshold() throws {
        let narrow = try solveBuiltIn("adaptive-sections", width: 800)
        let wide = try solveBuiltIn("adaptive-sections", width: 801)
        // List section: one column of (800 - 40) - 4 wide; two columns of (801 - 40) / 2 - 4.
        expectFrame(cell(narrow, 0), equals: R(22, 22, 760 - 4, 40))
        expectFrame(cell(wide, 1), equals: R(20 + 761.0 / 2 + 2, 22, 761.0 / 2 - 4, 40))
    }
}
