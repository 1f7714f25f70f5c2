import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("square-family")
struct SquareFamilyTests {
    @Test("a big square over two rows of two beside a column of four", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("square-family", width: w)
        // spec D5: root container width w; nested group n = 0.9 w wide, t = 1.20006 w tall.
        let n = 0.9 * w
        let t = 1.20006 * w
        let l = 0.6667 * n  // left column width; top square l x l; rows l x l/2 of l/2 squares
        let r = 0.3334 * n  // right column width: fits only by the 0.25 tolerance (spec G3)
        let quarter = t / 4  // right items 0.25 fh of t
        for group in 0..<2 {
            let x = 5 + Double(group) * n
            let y = 5.0
            expectCells(
                solved, from: group * 9,
                [
                    R(x + 5, y + 5, l - 10, l - 10),
                    R(x + 5, y + l + 5, l / 2 - 10, l / 2 - 10),
                    R(x + l / 2 + 5, y + l + 5, l / 2 - 10, l / 2 - 10),
                    R(x + 5, y + 1.5 * l + 5, l / 2 - 10, l / 2 - 10),
                    R(x + l / 2 + 5, y + 1.5 * l + 5, l / 2 - 10, l / 2 - 10),
                    R(x + l + 5, y + 5, r - 10, quarter - 10),
                    R(x + l + 5, y + quarter + 5, r - 10, quarter - 10),
                    R(x + l + 5, y + 2 * quarter + 5, r - 10, quarter - 10),
                    R(x + l + 5, y + 3 * quarter + 5, r - 10, quarter - 10),
                ], "group \(group)")
        }
        // The left column is exactly as tall as the group: 2 l = 2 x 0.6667 x 0.9 w = 1.20006 w.
        expectClose(2 * l, t, tolerance: 1e-9)
        expectClose(solved.contentSize.height, 10 + t)
    }
}
