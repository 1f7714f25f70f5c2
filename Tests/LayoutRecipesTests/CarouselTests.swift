import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("carousel")
struct CarouselTests {
    @Test(
        "one full-width page per item, 150 tall, paging by the width inside the section's insets",
        arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("carousel", width: w)
        // spec D5: group w x 150 from x = 5 (leading inset), y = 5; item insets (5, 5, 5, 15).
        expectCells(
            solved,
            [
                R(5 + 5, 5 + 5, w - 5 - 15, 150 - 10),
                R(5 + w + 5, 5 + 5, w - 5 - 15, 150 - 10),
                R(5 + 2 * w + 5, 5 + 5, w - 5 - 15, 150 - 10),
            ])
        // spec S6: height 5 + 150 + 5; scroll width 5 + 10 pages + 5.
        expectClose(solved.contentSize.height, 160)
        let info = try #require(solved.sections[0].orthogonal)
        expectClose(info.contentLength, 10 + 10 * w)
        // spec S7, S9: paging rests on multiples of the width inside the insets, w - 10, below the end
        // 10 w + 10 - w; the end itself is nearer 9 (w - 10) than 10 (w - 10), so it resolves away and is not one.
        guard case .discrete(let offsets) = info.restingOffsets else {
            Issue.record("paging must rest at discrete offsets")
            return
        }
        #expect(offsets.prefix(3) == [0, w - 10, 2 * (w - 10)])
        #expect(offsets.last == 9 * (w - 10))
        #expect(info.effectiveOffset(9 * w + 10) == 9 * (w - 10))
    }
}
