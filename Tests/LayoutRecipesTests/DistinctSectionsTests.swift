import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

/// The frames of a `columns`-column section of `distinct-sections` / `adaptive-sections` starting at
/// `y0`: container g = w - 40 (insets 20, spec D4); spec G6: each column g / columns wide; rows 44 tall for a
/// list, else 0.2 g; items inset 2.
func columnCells(width w: Double, columns: Int, list: Bool, y0: Double, count: Int) -> [Rect] {
    let g = w - 40
    let cw = g / Double(columns)
    let rh = list ? 44 : 0.2 * g
    return (0..<count).map { i in
        R(20 + cw * Double(i % columns) + 2, y0 + 20 + rh * Double(i / columns) + 2, cw - 4, rh - 4)
    }
}

/// The height of such a section with 10 items: 20 + rows x row height + 20.
func columnSectionHeight(width w: Double, columns: Int, list: Bool) -> Double {
    let rows = Double((10 + columns - 1) / columns)
    return 20 + rows * (list ? 44 : 0.2 * (w - 40)) + 20
}

@Suite("distinct-sections")
struct DistinctSectionsTests {
    @Test("a list, then five columns, then three columns", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("distinct-sections", width: w)
        var y0 = 0.0
        for (s, columns) in [1, 5, 3].enumerated() {
            let list = columns == 1
            // At least the first two rows of each section.
            expectCells(
                solved, section: s, columnCells(width: w, columns: columns, list: list, y0: y0, count: 2 * columns))
            y0 += columnSectionHeight(width: w, columns: columns, list: list)
        }
        // list: 20 + 10 x 44 + 20 = 480; grid5: 2 rows; grid3: 4 rows.
        expectClose(solved.sections[1].frame.y, 480)
        expectClose(solved.contentSize.height, y0)
    }
}
