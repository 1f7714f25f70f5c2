import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("badge-banner")
struct BadgeBannerTests {
    @Test("square cells with a wider banner 20 points over their bottom edge", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("badge-banner", width: w)
        let columns = w < 600 ? 3 : 6
        // spec D4: container w - 16; slot = container / columns; items inset 8 (spec I1).
        let slot = (w - 16) / Double(columns)
        let side = slot - 16
        var cells: [Rect] = []
        for i in 0..<(2 * columns) {
            cells.append(R(8 + slot * Double(i % columns) + 8, 8 + slot * Double(i / columns) + 8, side, side))
        }
        expectCells(solved, cells)
        // spec A2: bottom edge only -> anchor (0.5, 1); banner 1.1 x side wide, 30 tall, centred on the item,
        // bottom on the item's bottom, then moved down by 10: y = item.maxY - 30 + 10.
        let banners = elements(solved, kind: "new-banner")
        #expect(banners.count == 30)
        for (i, cellFrame) in cells.enumerated() {
            let banner = try #require(banners.first { $0.indexPath.item == i })
            let bw = 1.1 * side
            expectFrame(banner.frame, equals: R(cellFrame.midX - bw / 2, cellFrame.maxY - 20, bw, 30), "banner \(i)")
            // Hidden except where item % 5 == 0; hidden banners stay in the output.
            #expect(banner.isHidden == (i % 5 != 0), "banner \(i)")
        }
        expectClose(solved.contentSize.height, 8 + Double(30 / columns) * slot + 8)
    }

    @Test("registers compact (3 per row) and regular (6 per row)")
    func sizeClasses() throws {
        let compact = try RecipeCatalog.builtIn.recipe(named: "badge-banner", sizeClass: .compact)
        let regular = try RecipeCatalog.builtIn.recipe(named: "badge-banner", sizeClass: .regular)
        // At 700 either provider can run: 3 per row gives slots of (700 - 16) / 3, 6 per row (700 - 16) / 6.
        let a = try compact.solve(in: container(700), data: LayoutData(sections: 1, items: 1))
        let b = try regular.solve(in: container(700), data: LayoutData(sections: 1, items: 1))
        expectFrame(cell(a, 0), equals: R(16, 16, 684 / 3 - 16, 684 / 3 - 16))
        expectFrame(cell(b, 0), equals: R(16, 16, 684 / 6 - 16, 684 / 6 - 16))
    }
}
