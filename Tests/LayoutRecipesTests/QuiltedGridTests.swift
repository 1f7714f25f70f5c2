import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("quilted-grid")
struct QuiltedGridTests {
    /// The five frames of a block whose squares are `s` wide, at (x, y), with the tall tile first or last;
    /// every item is inset by 1.
    func block(x: Double, y: Double, square s: Double, tallFirst: Bool) -> [Rect] {
        let quadX = tallFirst ? x + s : x
        let tallX = tallFirst ? x : x + 2 * s
        let quad = [
            R(quadX + 1, y + 1, s - 2, s - 2), R(quadX + s + 1, y + 1, s - 2, s - 2),
            R(quadX + 1, y + s + 1, s - 2, s - 2), R(quadX + s + 1, y + s + 1, s - 2, s - 2),
        ]
        let tall = R(tallX + 1, y + 1, s - 2, 2 * s - 2)
        return tallFirst ? [tall] + quad : quad + [tall]
    }

    @Test("blocks of four squares and a tall tile, alternating sides", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("quilted-grid", width: w)
        if w < 600 {
            // Compact: root 4/3 w tall; blocks w x 2w/3 stacked; quad 2/3 of the block wide, squares w/3.
            let s = w / 3
            for g in 0..<3 {
                let y = Double(g) * 4 * w / 3
                expectCells(
                    solved, from: 10 * g,
                    block(x: 0, y: y, square: s, tallFirst: false)
                        + block(x: 0, y: y + 2 * s, square: s, tallFirst: true),
                    "group \(g)")
            }
            // 30 items: three root groups 4w/3 tall.
            expectClose(solved.contentSize.height, 4 * w)
        } else {
            // Regular: root w x w/3; blocks w/2 x w/3 side by side; quad 2/3 x w/2 = w/3, squares w/6.
            let s = w / 6
            for g in 0..<3 {
                let y = Double(g) * w / 3
                expectCells(
                    solved, from: 10 * g,
                    block(x: 0, y: y, square: s, tallFirst: false) + block(x: w / 2, y: y, square: s, tallFirst: true),
                    "group \(g)")
            }
            expectClose(solved.contentSize.height, w)
        }
    }
}
