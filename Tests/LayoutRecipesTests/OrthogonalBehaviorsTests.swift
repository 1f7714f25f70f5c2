import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("orthogonal-behaviors")
struct OrthogonalBehaviorsTests {
    /// The group's height: 0.4 x 844 (spec D4 and spec D5 agree: no section insets).
    static let h = 0.4 * 844

    /// A group's three cells at (x, y) for a group `n` wide: leading 0.7 n, a column of two (count 2).
    func groupCells(x: Double, y: Double, n: Double) -> [Rect] {
        let h = Self.h
        return [
            R(x + 10, y + 10, 0.7 * n - 20, h - 20),
            R(x + 0.7 * n + 10, y + 10, 0.3 * n - 20, h / 2 - 20),
            R(x + 0.7 * n + 10, y + h / 2 + 10, 0.3 * n - 20, h / 2 - 20),
        ]
    }

    @Test("five orthogonal sections and one vertical, each under a 44-point header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("orthogonal-behaviors", width: w)
        let h = Self.h
        let n = 0.85 * w
        let behaviors: [OrthogonalScrollingBehavior] = [
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        // Orthogonal sections: header 44 + one row of groups h tall, then 20 between sections.
        for (s, behavior) in behaviors.enumerated() {
            let y0 = Double(s) * (44 + h + 20)
            expectFrame(
                elements(solved, kind: "header").first { $0.indexPath.section == s }?.frame, equals: R(0, y0, w, 44),
                "header \(s)")
            #expect(solved.sections[s].orthogonal?.behavior == behavior)
            // spec S7: groupPagingCentered adds (w - n) / 2 before the first group.
            let lead = behavior == .groupPagingCentered ? (w - n) / 2 : 0
            expectCells(
                solved, section: s, groupCells(x: lead, y: y0 + 44, n: n) + groupCells(x: lead + n, y: y0 + 44, n: n),
                "section \(s)")
        }
        // Section 5 (none): full-width groups stacked: 18 items = 6 groups.
        let y5 = 5 * (44 + h + 20)
        #expect(solved.sections[5].orthogonal == nil)
        expectCells(solved, section: 5, groupCells(x: 0, y: y5 + 44, n: w) + groupCells(x: 0, y: y5 + 44 + h, n: w))
        expectClose(solved.contentSize.height, y5 + 44 + 6 * h)
    }
}
