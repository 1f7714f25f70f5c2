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
        // 10 w + 10 - w = 9 w + 10, and on the end itself: an offset at or past the end stays at the end
        // (recorded: kern0x1b/charon), though the end is nearer 9 (w - 10) than 10 (w - 10).
        guard case .discrete(let offsets) = info.restingOffsets else {
            Issue.record("paging must rest at discrete offsets")
            return
        }
        #expect(offsets.prefix(3) == [0, w - 10, 2 * (w - 10)])
        let lastPage = 9 * (w - 10)
        let end = 9 * w + 10
        #expect(Array(offsets.suffix(2)) == [lastPage, end])
        #expect(info.effectiveOffset(end) == end)
        // Short of the end, the nearest page: 9 w is 90 past page 9 and 10 before the end.
        #expect(info.effectiveOffset(9 * w) == lastPage)
    }
}
