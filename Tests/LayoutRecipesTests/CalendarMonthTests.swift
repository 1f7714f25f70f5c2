import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("calendar-month")
struct CalendarMonthTests {
    @Test("five weeks of seven days under a 56-point month header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("calendar-month", width: w)
        // spec G6: count 7 makes each day w / 7 wide; rows 48 tall in compact, 110 in regular.
        let day = w / 7
        let row = w < 600 ? 48.0 : 110
        // A month: header 56 + 5 rows + bottom inset 16.
        let length = 56 + 5 * row + 16
        for s in 0..<3 {
            let top = Double(s) * length
            expectFrame(
                elements(solved, kind: "month").first { $0.indexPath.section == s }?.frame, equals: R(0, top, w, 56),
                "month \(s)")
            expectCells(
                solved, section: s, (0..<35).map { R(Double($0 % 7) * day, top + 56 + Double($0 / 7) * row, day, row) })
        }
        expectClose(solved.contentSize.height, 3 * length)
    }
}
