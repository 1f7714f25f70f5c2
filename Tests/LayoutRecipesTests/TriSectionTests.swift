import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("tri-section")
struct TriSectionTests {
    @Test("two columns of three around a tall middle item, groups side by side", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("tri-section", width: w)
        // spec D5: orthogonal root container is the full width w and 844 - 5 - 5 = 834 tall.
        let n = 0.85 * w  // nested group width
        let h = 0.5 * 834.0  // nested group height = 417
        let s = 0.33 * n  // side group and middle item width (0.33 + 0.33 + 0.33 fits, a 4th does not)
        let third = h / 3  // spec G6: count 3 replaces the side item's 0.3 fh by 1/3
        for group in 0..<2 {
            // spec S6: groups in one line from the leading inset 5; content top inset 5.
            let x = 5 + Double(group) * n
            let y = 5.0
            expectCells(
                solved, from: group * 7,
                [
                    R(x + 5, y + 5, s - 10, third - 10),
                    R(x + 5, y + third + 5, s - 10, third - 10),
                    R(x + 5, y + 2 * third + 5, s - 10, third - 10),
                    R(x + s + 5, y + 5, s - 10, h - 10),
                    R(x + 2 * s + 5, y + 5, s - 10, third - 10),
                    R(x + 2 * s + 5, y + third + 5, s - 10, third - 10),
                    R(x + 2 * s + 5, y + 2 * third + 5, s - 10, third - 10),
                ], "group \(group)")
        }
        // spec S6: section height 5 + 417 + 5; scrollable width 5 + 4 groups x n + 5 (28 items / 7).
        expectClose(solved.contentSize.height, 5 + h + 5)
        let info = try #require(solved.sections[0].orthogonal)
        expectClose(info.contentLength, 10 + 4 * n)
        expectClose(info.maximumOffset, 10 + 4 * n - w)
    }
}
