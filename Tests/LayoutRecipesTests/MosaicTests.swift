import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("mosaic")
struct MosaicTests {
    @Test("a big tile, a wide tile and two small tiles per group, 2-point gutters", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("mosaic", width: w)
        // spec D4: group g = w - 8 wide, g / 2 tall (0.5 fw); spec G10: frames in group coordinates, inset 2 each.
        let g = w - 8
        let h = g / 2
        for group in 0..<2 {
            let x = 4.0
            let y = 4 + Double(group) * h
            expectCells(
                solved, from: group * 4,
                [
                    R(x + 2, y + 2, g / 2 - 4, h - 4),
                    R(x + g / 2 + 2, y + 2, g / 2 - 4, h / 2 - 4),
                    R(x + g / 2 + 2, y + h / 2 + 2, g / 4 - 4, h / 2 - 4),
                    R(x + 3 * g / 4 + 2, y + h / 2 + 2, g / 4 - 4, h / 2 - 4),
                ], "group \(group)")
        }
        // 40 items = 10 groups.
        expectClose(solved.contentSize.height, 4 + 10 * h + 4)
    }
}
