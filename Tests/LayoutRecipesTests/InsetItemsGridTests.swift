import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("inset-items-grid")
struct InsetItemsGridTests {
    @Test("five squares per row, each 2 inside its slot", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("inset-items-grid", width: w)
        // Slots 0.2 w square (group 1 fw x 0.2 fw, items 0.2 fw x 1 fh); spec I1: item = slot - 4 at slot + 2.
        let slot = 0.2 * w
        var cells: [Rect] = []
        for i in 0..<10 {
            cells.append(R(slot * Double(i % 5) + 2, slot * Double(i / 5) + 2, slot - 4, slot - 4))
        }
        expectCells(solved, cells)
        // 50 items = 10 rows.
        expectClose(solved.contentSize.height, 10 * slot)
    }
}
