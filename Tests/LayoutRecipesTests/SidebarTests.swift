import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("sidebar")
struct SidebarTests {
    @Test("three sections of five rows 12.987 points in; the first row is the header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("sidebar", width: w)
        // Spec LS2 (Mac Catalyst read-back): sidebar insets (0, 12.987, 10, 12.987); rows estimated at 44
        // (ours); firstItemInSection adds no supplementary and no padding; no spacing between sections.
        #expect(elements(solved, kind: "header").isEmpty)
        let m = 12.987
        for s in 0..<3 {
            let top = (5 * 44 + 10) * Double(s)
            expectCells(solved, section: s, (0..<5).map { R(m, top + 44 * Double($0), w - 2 * m, 44) })
        }
        expectClose(solved.contentSize.height, 3 * (5 * 44 + 10))
    }
}
