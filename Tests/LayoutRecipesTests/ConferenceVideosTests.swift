import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("conference-videos")
struct ConferenceVideosTests {
    @Test("shelves of 250-point cards 20 apart, 0.85 of the width, 0.425 above 500", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("conference-videos", width: w)
        // spec D5: the group's fraction is of the full width; 320 -> 0.85, 768 and 1024 -> 0.425.
        let card = (w > 500 ? 0.425 : 0.85) * w
        for s in 0..<2 {
            // Section = title 44 + cards 250 (top and bottom insets 0); 20 between sections.
            let y0 = Double(s) * (44 + 250 + 20)
            // spec B2: the title follows the insets: w - 40 wide at x = 20.
            expectFrame(
                elements(solved, kind: "title").first { $0.indexPath.section == s }?.frame,
                equals: R(20, y0, w - 40, 44),
                "title \(s)")
            expectCells(
                solved, section: s,
                [
                    R(20, y0 + 44, card, 250), R(20 + card + 20, y0 + 44, card, 250),
                    R(20 + 2 * (card + 20), y0 + 44, card, 250),
                ])
        }
        expectClose(solved.contentSize.height, 3 * 294 + 2 * 20)
        // 8 cards: scroll width 20 + 8 cards + 7 gaps + 20.
        expectClose(try #require(solved.sections[0].orthogonal).contentLength, 40 + 8 * card + 7 * 20)
    }
}
