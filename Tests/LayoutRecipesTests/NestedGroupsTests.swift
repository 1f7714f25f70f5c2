import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("nested-groups")
struct NestedGroupsTests {
    @Test("a large square beside two columns of two small squares", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("nested-groups", width: w)
        // spec D4: outer group container g = w - 5; outer group g x g/2 (0.5 fw).
        let g = w - 5
        let large = g / 2  // (0.5 fw, 1 fh) slot
        let column = g / 4  // vg 0.25 fw wide; small = 1 fw x 0.5 fh of g/2 -> g/4 square
        expectFrame(try #require(elements(solved, kind: "header").first).frame, equals: R(2.5, 0, g, 100), "header")
        // Content origin (2.5, 100 + 2.5); item insets 2.5 on every edge (spec I1).
        let x0 = 2.5
        let y0 = 102.5
        for group in 0..<2 {
            let y = y0 + Double(group) * g / 2
            expectCells(
                solved, from: group * 5,
                [
                    R(x0 + 2.5, y + 2.5, large - 5, large - 5),
                    R(x0 + large + 2.5, y + 2.5, column - 5, column - 5),
                    R(x0 + large + 2.5, y + column + 2.5, column - 5, column - 5),
                    R(x0 + large + column + 2.5, y + 2.5, column - 5, column - 5),
                    R(x0 + large + column + 2.5, y + column + 2.5, column - 5, column - 5),
                ], "group \(group)")
        }
        // 30 items / 5 per group = 6 groups of g/2.
        expectClose(solved.contentSize.height, 100 + 2.5 + 6 * (g / 2) + 2.5)
    }
}
