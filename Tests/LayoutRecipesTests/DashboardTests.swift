import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("dashboard")
struct DashboardTests {
    @Test(
        "a wide card over two halves in compact, a half and two quarters per row in regular",
        arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("dashboard", width: w)
        // Section insets 16: content w - 32 wide from x 16; header 44 at the top, then the top inset 16.
        let inner = w - 32
        let compact = w < 600
        // Compact group: 150 + 12 + 150 = 312; regular: one row 150. 12 between groups.
        let group = compact ? 312.0 : 150
        let length = 44 + 16 + 2 * group + 12 + 16
        for s in 0..<2 {
            let top = Double(s) * (length + 8)
            expectFrame(
                elements(solved, kind: "header").first { $0.indexPath.section == s }?.frame,
                equals: R(16, top, inner, 44), "header \(s)")
            var expected: [Rect] = []
            for g in 0..<2 {
                let y = top + 44 + 16 + Double(g) * (group + 12)
                if compact {
                    // spec G5: two halves of (inner - 12) / 2.
                    let half = (inner - 12) / 2
                    expected += [
                        R(16, y, inner, 150), R(16, y + 162, half, 150), R(16 + half + 12, y + 162, half, 150),
                    ]
                } else {
                    // spec G5: 0.5, 0.25, 0.25 of inner - 2 x 12.
                    let shrunk = inner - 24
                    expected += [
                        R(16, y, 0.5 * shrunk, 150), R(16 + 0.5 * shrunk + 12, y, 0.25 * shrunk, 150),
                        R(16 + 0.75 * shrunk + 24, y, 0.25 * shrunk, 150),
                    ]
                }
            }
            expectCells(solved, section: s, expected)
        }
        // 320: (44 + 16 + 636 + 16) x 2 + 8 = 1432; regular: (44 + 16 + 312 + 16) x 2 + 8 = 784.
        expectClose(solved.contentSize.height, 2 * length + 8)
    }
}
