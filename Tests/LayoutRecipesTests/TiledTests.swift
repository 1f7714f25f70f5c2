import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("tiled")
struct TiledTests {
    @Test("big tiles alternate sides between rows of three small tiles", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("tiled", width: w)
        // The article's arithmetic with inset 8: small = (w - 16) / 3, big = 2 small + 8.
        let small = (w - 16) / 3
        let big = 2 * small + 8
        // big + 8 + small + 8 = 3 small + 24 = w + 8: where the second half of the group starts.
        let total = (big + 8 + small) * 2 + 8  // = 2 w + 8
        for group in 0..<2 {
            let y = Double(group) * (total + 8)  // interGroupSpacing 8
            expectCells(
                solved, from: group * 12,
                [
                    // Row 1: pair (count 2 with spacing 8: (big - 8) / 2 = small each), then the big tile.
                    R(0, y, small, small), R(0, y + small + 8, small, small), R(small + 8, y, big, big),
                    // Row 2: three small (count 3 with spacing 8, spec G5).
                    R(0, y + big + 8, small, small), R(small + 8, y + big + 8, small, small),
                    R(2 * (small + 8), y + big + 8, small, small),
                    // Row 3 at y + w + 8: the big tile, then the pair.
                    R(0, y + w + 8, big, big), R(big + 8, y + w + 8, small, small),
                    R(big + 8, y + w + 8 + small + 8, small, small),
                    // Row 4.
                    R(0, y + w + 8 + big + 8, small, small), R(small + 8, y + w + 8 + big + 8, small, small),
                    R(2 * (small + 8), y + w + 8 + big + 8, small, small),
                ], "group \(group)")
        }
        expectClose(total, 2 * w + 8)
        // 36 items = 3 groups, 2 spacings.
        expectClose(solved.contentSize.height, 3 * total + 2 * 8)
    }
}
