import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("grid")
struct GridTests {
    @Test(
        "cells are squares in 3 columns (compact) or 6 (regular) under a 100-point header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("grid", width: w)
        // Size class: compact below 600 -> 3 columns, regular -> 6 (1/6 fw items and group height).
        let columns = w < 600 ? 3 : 6
        // spec D4: the group's container is w - 2.5 - 2.5; slot = container / columns; spec I1: item = slot - 2 x 2.5.
        let g = w - 5
        let slot = g / Double(columns)
        // spec B2, spec B3: header (1 fw, estimated 100) spans the inset width at x = 2.5, above the content.
        let header = try #require(elements(solved, kind: "header").first)
        expectFrame(header.frame, equals: R(2.5, 0, g, 100), "header")
        // Content origin: (2.5, 100 + 2.5); the first two rows.
        var expected: [Rect] = []
        for i in 0..<(2 * columns) {
            let col = Double(i % columns)
            let row = Double(i / columns)
            expected.append(R(2.5 + slot * col + 2.5, 100 + 2.5 + slot * row + 2.5, slot - 5, slot - 5))
        }
        expectCells(solved, expected)
        // 30 items: 10 rows of 3 or 5 rows of 6; height = header + top inset + rows + bottom inset.
        let rows = Double(30 / columns)
        expectClose(solved.contentSize.height, 100 + 2.5 + rows * slot + 2.5)
        expectClose(solved.contentSize.width, w)
    }

    @Test("registers one provider per size class")
    func sizeClasses() throws {
        let providers = RecipeCatalog.builtIn.providers(named: "grid").map(\.sizeClass)
        #expect(Set(providers) == [.compact, .regular])
    }
}
