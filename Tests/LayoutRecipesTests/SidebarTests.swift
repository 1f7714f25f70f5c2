import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("sidebar")
struct SidebarTests {
    @Test("three sections of five rows 10 points in; the first row is the header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("sidebar", width: w)
        // Spec section 11 (our defaults): sidebar margin 10 on each side, rows estimated at 44, no section
        // insets, automatic header padding 0; firstItemInSection adds no supplementary.
        #expect(elements(solved, kind: "header").isEmpty)
        for s in 0..<3 {
            let top = 5 * 44 * Double(s)
            expectCells(solved, section: s, (0..<5).map { R(10, top + 44 * Double($0), w - 20, 44) })
        }
        expectClose(solved.contentSize.height, 3 * 5 * 44)
    }
}
