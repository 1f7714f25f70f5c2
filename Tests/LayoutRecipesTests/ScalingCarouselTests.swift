import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("scaling-carousel")
struct ScalingCarouselTests {
    @Test("squares a third of the width, 100 below the section top, side by side", arguments: recipeTestWidths)
    func restingFrames(width w: Double) throws {
        let solved = try solveBuiltIn("scaling-carousel", width: w)
        // spec D5: group (1/3 fw, 1/3 fw) of the full width: t x t, from x = 2.5, y = 100.
        let t = w / 3
        expectCells(solved, [R(2.5, 100, t, t), R(2.5 + t, 100, t, t), R(2.5 + 2 * t, 100, t, t)])
        expectClose(solved.contentSize.height, 100 + t)
        // 20 groups: scroll width 2.5 + 20 t + 2.5.
        expectClose(try #require(solved.sections[0].orthogonal).contentLength, 5 + 20 * t)
    }

    @Test(
        "the hook scales visible items by max(1.1 - distance / width, 0.7) about their centre",
        arguments: recipeTestWidths)
    func hook(width w: Double) throws {
        let solved = try solveBuiltIn("scaling-carousel", width: w)
        let t = w / 3
        let cells = solved.elements(atScrollOffset: 0).filter { $0.category == .cell }
        // Items 0, 1, 2 meet the visible rect (0, 0, w, 844); item 3 starts at 2.5 + w and is untouched.
        for i in 0..<3 {
            let midX = 2.5 + Double(i) * t + t / 2
            let distance = abs(midX - 0 - w / 2)
            let s = max(1.1 - distance / w, 0.7)
            let expected = R(midX - s * t / 2, 100 + t / 2 - s * t / 2, s * t, s * t)
            expectFrame(cells.first { $0.indexPath.item == i }?.frame, equals: expected, "item \(i)")
        }
        // Hand values at 320: item 1 is 2.5 from the centre: s = 1.1 - 2.5 / 320.
        if w == 320 {
            let item1 = try #require(cells.first { $0.indexPath.item == 1 })
            expectClose(item1.frame.width, (1.1 - 2.5 / 320) * 320 / 3)
        }
        expectFrame(cells.first { $0.indexPath.item == 3 }?.frame, equals: R(2.5 + 3 * t, 100, t, t), "item 3")
    }

    @Test("at scale 3 neighbouring squares do not overlap (spec R1 ties round the same way)")
    func scale3() throws {
        // t = 386 / 3 = 386 px at scale 3; x_g = 2.5 + g t = 7.5 + 386 g px: every x is a half-pixel tie, and
        // rounding every tie the same way keeps each square's maxX equal to the next one's x.
        let solved = try Recipe.scalingCarousel.solve(in: container(386, scale: 3))
        #expect(solved.overlappingCells().isEmpty)
    }
}
