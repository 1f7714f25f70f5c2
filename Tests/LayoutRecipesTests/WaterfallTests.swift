import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("waterfall")
struct WaterfallTests {
    @Test("compact: two columns 148 wide; each photo starts in the column whose next start is smallest")
    func compact() throws {
        let solved = try solveBuiltIn("waterfall", width: 320, data: LayoutData(sections: 1, items: 7))
        // Insets 8: available 320 - 16 = 304; columns (304 - 8) / 2 = 148 at x = 8 and 8 + 148 + 8 = 164.
        // Heights r x 148 for r = 1.5, 0.75, 1.25, 1, 0.5: 222, 111, 185, 148, 74; items 8 apart.
        expectCells(
            solved,
            [
                R(8, 8, 148, 222),  // tie: column 0; next starts [230, 0]
                R(164, 8, 148, 111),  // next [230, 119]
                R(164, 8 + 119, 148, 185),  // 119 < 230; next [230, 312]
                R(8, 8 + 230, 148, 148),  // 230 < 312; next [386, 312]
                R(164, 8 + 312, 148, 74),  // 312 < 386; next [386, 394]
                R(8, 8 + 386, 148, 222),  // 386 < 394 (r = 1.5 again); next [616, 394]
                R(164, 8 + 394, 148, 111),  // 394 < 616
            ])
        // The furthest end: column 0 at 386 + 222 = 608 (column 1 at 394 + 111 = 505), plus insets 8 and 8.
        #expect(solved.contentSize.height == 8 + 608 + 8)
    }

    @Test("regular: as many columns as fit at 180 points, the first row fills left to right", arguments: [768.0, 1024])
    func regular(width w: Double) throws {
        let solved = try solveBuiltIn("waterfall", width: w, data: LayoutData(sections: 1, items: 6))
        // spec G12: columns = floor((w - 16 + 8) / (180 + 8)): 768: 760 / 188 = 4.04 -> 4; 1024: 1016 / 188 = 5.4 -> 5.
        let columns = w == 768 ? 4 : 5
        // Columns (w - 16 - 8 x (columns - 1)) / columns: 768: 728 / 4 = 182; 1024: 976 / 5 = 195.2.
        let column = (w - 16 - 8 * Double(columns - 1)) / Double(columns)
        let ratios = [1.5, 0.75, 1.25, 1, 0.5, 1.5]
        // Every column starts empty, so items 0 ..< columns fill the first row at the top inset.
        for i in 0..<columns {
            expectFrame(cell(solved, i), equals: R(8 + Double(i) * (column + 8), 8, column, ratios[i] * column), "\(i)")
        }
        if w == 768 {
            // Next starts [273 + 8, 136.5 + 8, 227.5 + 8, 182 + 8] = [281, 144.5, 235.5, 190]: item 4 in
            // column 1; then [281, 144.5 + 91 + 8 = 243.5, 235.5, 190]: item 5 in column 3.
            expectFrame(cell(solved, 4), equals: R(8 + 190, 8 + 144.5, 182, 0.5 * 182))
            expectFrame(cell(solved, 5), equals: R(8 + 3 * 190, 8 + 190, 182, 1.5 * 182))
        }
    }

    @Test("regular: the column count steps where floor((w - 8) / 188) does")
    func columnSteps() throws {
        // c columns fit from w - 16 + 8 >= 188 c, so from w = 188 c + 8: 4 at 760, 5 at 948.
        for (width, columns) in [(759.0, 3), (760, 4), (947, 4), (948, 5)] {
            let solved = try solveBuiltIn("waterfall", width: width, data: LayoutData(sections: 1, items: 10))
            let row = (0..<10).compactMap { cell(solved, $0) }.filter { $0.y == 8 }
            #expect(row.count == columns, "\(width)")
        }
    }
}
