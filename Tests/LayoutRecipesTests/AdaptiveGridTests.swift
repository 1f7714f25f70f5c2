import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("adaptive-grid")
struct AdaptiveGridTests {
    /// The widths of a row's cells, left to right (the first row: cells at the first cell's y).
    func firstRow(_ solved: SolvedLayout) throws -> [Rect] {
        let first = try #require(cell(solved, 0))
        return (0..<30).compactMap { cell(solved, $0) }.filter { $0.y == first.y }
    }

    @Test("tiles fill rows of 2, 5 and 6 columns at 320, 768 and 1024 points", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("adaptive-grid", width: w)
        // spec G12: available = w - 8 - 8 (section insets, spec D4); columns = floor((available + 8) / (140 + 8)):
        // 320: 312 / 148 = 2.1 -> 2; 768: 760 / 148 = 5.1 -> 5; 1024: 1016 / 148 = 6.9 -> 6.
        let columns = w == 320 ? 2 : w == 768 ? 5 : 6
        // spec G5: each column is (available - 8 x (columns - 1)) / columns: 148, 144, 161.33.
        let tile = (w - 16 - 8 * Double(columns - 1)) / Double(columns)
        var expected: [Rect] = []
        for i in 0..<(2 * columns) {
            let col = Double(i % columns)
            let row = Double(i / columns)
            expected.append(R(8 + (tile + 8) * col, 8 + (140 + 8) * row, tile, 140))
        }
        expectCells(solved, expected)
        // 30 items: ceil(30 / columns) rows of 140 with 8 between, plus the insets.
        let rows = Double((30 + columns - 1) / columns)
        expectClose(solved.contentSize.height, 8 + rows * 140 + (rows - 1) * 8 + 8)
    }

    struct Step: Sendable, CustomStringConvertible {
        var width: Double
        var columns: Int
        var description: String { "\(width) -> \(columns)" }
    }

    @Test(
        "the column count steps where the formula says: floor((w - 16 + 8) / 148)",
        arguments: [
            Step(width: 200, columns: 1),  // 192 / 148 = 1.3
            Step(width: 303, columns: 1),  // 295 / 148 = 1.99
            Step(width: 304, columns: 2),  // 296 / 148 = 2: the first width with two columns
            Step(width: 451, columns: 2),  // 443 / 148 = 2.99
            Step(width: 452, columns: 3),  // 444 / 148 = 3
            Step(width: 2000, columns: 13),  // 1992 / 148 = 13.5
        ])
    func columnSteps(_ step: Step) throws {
        let row = try firstRow(try solveBuiltIn("adaptive-grid", width: step.width))
        #expect(row.count == step.columns)
        // Every tile is at least the minimum and the row ends at the trailing inset.
        for tile in row { #expect(tile.width >= 140 - 1e-9) }
        expectClose(try #require(row.last).maxX, step.width - 8)
    }
}
