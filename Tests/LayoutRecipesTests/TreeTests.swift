import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("tree")
struct TreeTests {
    @Test("a square of ten: big square over pairs, pairs over a big square", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("tree", width: w)
        // spec D5: orthogonal root container width w; nested group n x n with n = 0.9 w.
        let n = 0.9 * w
        let half = n / 2  // column width (0.5 fw) and the big squares (1 fw x 0.5 fh of n)
        let q = n / 4  // pair items: 0.5 of the column wide (count 2), 0.25 fh of n tall
        for group in 0..<2 {
            let x = 5 + Double(group) * n
            let y = 5.0
            expectCells(
                solved, from: group * 10,
                [
                    // Leading column: top square, then two pairs.
                    R(x + 5, y + 5, half - 10, half - 10),
                    R(x + 5, y + half + 5, q - 10, q - 10),
                    R(x + q + 5, y + half + 5, q - 10, q - 10),
                    R(x + 5, y + half + q + 5, q - 10, q - 10),
                    R(x + q + 5, y + half + q + 5, q - 10, q - 10),
                    // Trailing column: two pairs, then the bottom square.
                    R(x + half + 5, y + 5, q - 10, q - 10),
                    R(x + half + q + 5, y + 5, q - 10, q - 10),
                    R(x + half + 5, y + q + 5, q - 10, q - 10),
                    R(x + half + q + 5, y + q + 5, q - 10, q - 10),
                    R(x + half + 5, y + half + 5, half - 10, half - 10),
                ], "group \(group)")
        }
        // Section height 5 + n + 5; 30 items = 3 groups: scroll width 10 + 3n.
        expectClose(solved.contentSize.height, 10 + n)
        expectClose(try #require(solved.sections[0].orthogonal).contentLength, 10 + 3 * n)
    }

    @Test("a partial last group counts up to its last used item (spec S2)", arguments: recipeTestWidths)
    func partialGroup(width w: Double) throws {
        // 13 items: one full group and a group holding the top square and the first pair.
        let solved = try solveBuiltIn("tree", width: w, data: LayoutData(sections: 1, items: 13))
        let n = 0.9 * w
        let half = n / 2
        let q = n / 4
        expectCells(
            solved, from: 10,
            [
                R(5 + n + 5, 10, half - 10, half - 10),
                R(5 + n + 5, 5 + half + 5, q - 10, q - 10),
                R(5 + n + q + 5, 5 + half + 5, q - 10, q - 10),
            ])
        // spec S2: n - (max x of all slots (n - 5) - max x of the three used (half - 5)) = half.
        expectClose(try #require(solved.sections[0].orthogonal).contentLength, 5 + n + half + 5)
    }
}
