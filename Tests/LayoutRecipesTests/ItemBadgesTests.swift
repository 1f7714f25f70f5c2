import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("item-badges")
struct ItemBadgesTests {
    @Test(
        "four tiles per row, each with a 20-point badge poking past its top trailing corner",
        arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("item-badges", width: w)
        // spec D4: container g = w - 40; slots g / 4 wide, 0.2 g tall (group 1 fw x 0.2 fw); items inset 5.
        let g = w - 40
        let cw = g / 4
        let rh = 0.2 * g
        let badges = elements(solved, kind: "badge")
        #expect(badges.count == 40)
        for i in 0..<8 {
            let item = R(20 + cw * Double(i % 4) + 5, 20 + rh * Double(i / 4) + 5, cw - 10, rh - 10)
            expectFrame(cell(solved, i), equals: item, "cell \(i)")
            // spec A2: [top, trailing] -> anchor (1, 0); origin = (maxX - 20, minY); fractional offset
            // (0.3, -0.3) x 20 = (6, -6).
            let badge = badges.first { $0.indexPath.item == i }
            expectFrame(badge?.frame, equals: R(item.maxX - 20 + 6, item.y - 6, 20, 20), "badge \(i)")
            #expect(badge?.isHidden == false)
        }
        // 40 items = 10 rows.
        expectClose(solved.contentSize.height, 20 + 10 * rh + 20)
    }
}
