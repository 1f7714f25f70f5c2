import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("orthogonal-gallery")
struct OrthogonalGalleryTests {
    @Test(
        "four paging sections: rows, half rows, stacked column beside a tall item, rows above a wide item",
        arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("orthogonal-gallery", width: w)
        let t = w / 3
        // Section 0: groups w x 50 side by side; items inset 2.
        expectCells(solved, section: 0, [R(2, 2, w - 4, 46), R(w + 2, 2, w - 4, 46)])
        // Section 1 at y = 50: two half-width items per group.
        expectCells(
            solved, section: 1,
            [
                R(2, 52, w / 2 - 4, 46), R(w / 2 + 2, 52, w / 2 - 4, 46), R(w + 2, 52, w / 2 - 4, 46),
            ])
        // Section 2 at y = 100: group w x hc, hc = 2/3 x 844 (spec D5, no insets); stacked V count 2 (hc / 2 each),
        // tall item, and (spec G2) the stacked column again: 1/3 + 1/3 + 1/3 fits.
        let hc = 844.0 * 2 / 3
        let y2 = 100.0
        for group in 0..<2 {
            let x = Double(group) * w
            expectCells(
                solved, section: 2, from: group * 5,
                [
                    R(x + 2, y2 + 2, t - 4, hc / 2 - 4),
                    R(x + 2, y2 + hc / 2 + 2, t - 4, hc / 2 - 4),
                    R(x + t + 2, y2 + 2, t - 4, hc - 4),
                    R(x + 2 * t + 2, y2 + 2, t - 4, hc / 2 - 4),
                    R(x + 2 * t + 2, y2 + hc / 2 + 2, t - 4, hc / 2 - 4),
                ], "section 2 group \(group)")
        }
        // Section 3 after it: combined V 3/4 x 844 = 633 tall; stacked rows 2/3 x 633 = 422 (rows of 211);
        // wide item 1/3 x 633 = 211.
        let y3 = y2 + hc
        for group in 0..<2 {
            let x = Double(group) * w
            expectCells(
                solved, section: 3, from: group * 7,
                [
                    R(x + 2, y3 + 2, t - 4, 207), R(x + t + 2, y3 + 2, t - 4, 207),
                    R(x + 2 * t + 2, y3 + 2, t - 4, 207),
                    R(x + 2, y3 + 213, t - 4, 207), R(x + t + 2, y3 + 213, t - 4, 207),
                    R(x + 2 * t + 2, y3 + 213, t - 4, 207),
                    R(x + 2, y3 + 422 + 2, w - 4, 207),
                ], "section 3 group \(group)")
        }
        expectClose(solved.contentSize.height, 50 + 50 + hc + 633)
        // Every section pages by the container width (spec S7).
        #expect(solved.sections.allSatisfy { $0.orthogonal?.behavior == .paging })
    }
}
