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

    /// Cards measured 100, 140 and 180 points tall, in turn.
    static let measured = LayoutData(itemCounts: [6, 6]) { indexPath, proposed in
        Size(width: proposed.width, height: 100 + 40 * Double(indexPath.item % 3))
    }

    @Test("measured cards: the cards of a row take the tallest one's height (regular, 768)")
    func uniformRowsRegular() throws {
        let solved = try solveBuiltIn("dashboard", width: 768, data: Self.measured)
        // Inner 768 - 32 = 736, shrunk by 2 x 12: 712; cards 356, 178, 178 wide. Each row measures 100, 140 and
        // 180: all three take 180 (spec E3), and the row is 180 tall (spec G11). Rows at 44 + 16 = 60 and
        // 60 + 180 + 12 = 252.
        expectCells(
            solved, section: 0,
            [
                R(16, 60, 356, 180), R(384, 60, 178, 180), R(574, 60, 178, 180),
                R(16, 252, 356, 180), R(384, 252, 178, 180), R(574, 252, 178, 180),
            ])
        // Each section: 44 + 16 + 180 + 12 + 180 + 16 = 448; two of them 8 apart.
        expectClose(solved.contentSize.height, 2 * 448 + 8)
    }

    @Test("measured cards: the wide card keeps its own height, the two halves share the taller (compact, 390)")
    func uniformRowsCompact() throws {
        let solved = try solveBuiltIn("dashboard", width: 390, data: Self.measured)
        // Inner 390 - 32 = 358; halves (358 - 12) / 2 = 173. The wide card measures 100; the halves 140 and
        // 180 take 180. A group is 100 + 12 + 180 = 292 tall (spec G11); groups at 60 and 60 + 292 + 12 = 364.
        expectCells(
            solved, section: 0,
            [
                R(16, 60, 358, 100), R(16, 172, 173, 180), R(201, 172, 173, 180),
                R(16, 364, 358, 100), R(16, 476, 173, 180), R(201, 476, 173, 180),
            ])
        // Each section: 44 + 16 + 292 + 12 + 292 + 16 = 672.
        expectClose(solved.contentSize.height, 2 * 672 + 8)
    }
}
