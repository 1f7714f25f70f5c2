import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("list")
struct ListTests {
    @Test("full-width rows 44 points tall, one under the other", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("list", width: w)
        // Group (1 fw, abs 44) of one (1 fw, 1 fh) item: row i at y = 44 i.
        expectCells(solved, [R(0, 0, w, 44), R(0, 44, w, 44), R(0, 88, w, 44)])
        // 40 rows, no spacing, no insets (spec S3).
        expectClose(solved.contentSize.height, 40 * 44)
        #expect(solved.allElements().allSatisfy { $0.category == .cell })
    }
}
