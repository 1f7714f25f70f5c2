import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("two-column-grid")
struct TwoColumnGridTests {
    @Test("two columns of 44-point rows, 10 apart both ways, inset 10 at the sides", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("two-column-grid", width: w)
        // spec D4: container w - 20; spec G5/G6: count 2 with spacing 10 -> each (w - 20 - 10) / 2.
        let c = (w - 30) / 2
        expectCells(
            solved,
            [
                R(10, 0, c, 44), R(10 + c + 10, 0, c, 44),
                R(10, 44 + 10, c, 44), R(10 + c + 10, 44 + 10, c, 44),
            ])
        // 40 items = 20 rows of 44 with 19 gaps of 10 (spec S3).
        expectClose(solved.contentSize.height, 20 * 44 + 19 * 10)
    }
}
