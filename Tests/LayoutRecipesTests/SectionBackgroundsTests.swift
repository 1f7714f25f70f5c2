import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("section-backgrounds")
struct SectionBackgroundsTests {
    @Test(
        "each section has a background 8 inside its frame, behind cells raised to zIndex 1", arguments: recipeTestWidths
    )
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("section-backgrounds", width: w)
        let columns = w < 600 ? 3 : 6
        // spec D4: container w - 32; slot = container / columns; items inset 2.5.
        let slot = (w - 32) / Double(columns)
        // 12 items per section: 4 rows of 3 or 2 rows of 6; section = 16 + rows + 16.
        let rows = Double(12 / columns)
        let sectionHeight = 16 + rows * slot + 16
        let backgrounds = elements(solved, kind: "background")
        #expect(backgrounds.count == 3)
        for section in 0..<2 {
            let y0 = Double(section) * sectionHeight
            var cells: [Rect] = []
            for i in 0..<(2 * columns) {
                cells.append(
                    R(
                        16 + slot * Double(i % columns) + 2.5, y0 + 16 + slot * Double(i / columns) + 2.5, slot - 5,
                        slot - 5))
            }
            expectCells(solved, section: section, cells)
            // spec C1: the section frame (0, y0, w, sectionHeight) inset by 8; zIndex 0.
            let background = try #require(backgrounds.first { $0.indexPath.section == section })
            expectFrame(background.frame, equals: R(8, y0 + 8, w - 16, sectionHeight - 16), "background \(section)")
            #expect(background.category == .decoration && background.zIndex == 0)
            // spec C2: cells of a section with a background get zIndex 1.
            #expect(solved.attributes(ofCellAt: IndexPath(section: section, item: 0))?.zIndex == 1)
        }
        expectClose(solved.contentSize.height, 3 * sectionHeight)
    }

    @Test("registers compact (3 per row) and regular (6 per row)")
    func sizeClasses() throws {
        let compact = try RecipeCatalog.builtIn.recipe(named: "section-backgrounds", sizeClass: .compact)
        let regular = try RecipeCatalog.builtIn.recipe(named: "section-backgrounds", sizeClass: .regular)
        // Both providers at 700, 6 items: slots (700 - 32) / 3 in 2 rows, or (700 - 32) / 6 in 1 row.
        let data = LayoutData(sections: 1, items: 6)
        let a = try compact.solve(in: container(700), data: data)
        let b = try regular.solve(in: container(700), data: data)
        let slot3 = 668.0 / 3
        let slot6 = 668.0 / 6
        expectFrame(cell(a, 3), equals: R(16 + 2.5, 16 + slot3 + 2.5, slot3 - 5, slot3 - 5))
        expectFrame(cell(b, 3), equals: R(16 + 3 * slot6 + 2.5, 16 + 2.5, slot6 - 5, slot6 - 5))
        expectFrame(elements(a, kind: "background").first?.frame, equals: R(8, 8, 684, 16 + 2 * slot3 + 16 - 16))
        expectFrame(elements(b, kind: "background").first?.frame, equals: R(8, 8, 684, 16 + slot6 + 16 - 16))
    }
}
