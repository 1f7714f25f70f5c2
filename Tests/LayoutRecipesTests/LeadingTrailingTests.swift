import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("leading-trailing")
struct LeadingTrailingTests {
    @Test("a wide item beside a column of two, groups side by side", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("leading-trailing", width: w)
        // spec D5: root container w x (844 - 10); nested group n = 0.85 w wide, h = 0.4 x 834 tall.
        let n = 0.85 * w
        let h = 0.4 * 834.0
        let lead = 0.7 * n
        let trail = 0.3 * n  // 0.7 + 0.3 fills the group; the next leading item does not fit
        for group in 0..<2 {
            let x = 5 + Double(group) * n
            expectCells(
                solved, from: group * 3,
                [
                    R(x + 5, 5 + 5, lead - 10, h - 10),
                    // spec G6: count 2 replaces the trailing item's 0.5 fh by 1/2: h / 2 each.
                    R(x + lead + 5, 5 + 5, trail - 10, h / 2 - 10),
                    R(x + lead + 5, 5 + h / 2 + 5, trail - 10, h / 2 - 10),
                ], "group \(group)")
        }
        expectClose(solved.contentSize.height, 5 + h + 5)
        // 24 items / 3 = 8 groups; spec S7 resting offsets are multiples of n.
        let info = try #require(solved.sections[0].orthogonal)
        expectClose(info.contentLength, 10 + 8 * n)
        guard case .discrete(let offsets) = info.restingOffsets else {
            Issue.record("continuousGroupLeadingBoundary must rest at discrete offsets")
            return
        }
        #expect(offsets.prefix(2) == [0, n])
    }
}
