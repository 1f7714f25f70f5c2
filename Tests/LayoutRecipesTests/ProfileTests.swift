import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("profile")
struct ProfileTests {
    @Test("a header over 72 x 96 highlights, then a grid of posts under tabs", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("profile", width: w)
        // Section 0: profile header (estimate 160) inset 16 (spec B2), top inset 8, highlights 84 apart.
        expectFrame(elements(solved, kind: "profile").first?.frame, equals: R(16, 0, w - 32, 160))
        expectCells(solved, section: 0, (0..<4).map { R(16 + 84 * Double($0), 168, 72, 96) })
        // spec S6: 16 + 12 x 72 + 11 x 12 + 16 = 1028 points to scroll through.
        expectClose(try #require(solved.sections[0].orthogonal).contentLength, 1028)
        // Section 1 starts at 160 + 8 + 96 + 8 = 272: tabs 44 across the whole width, then squares w / columns.
        let columns = w < 600 ? 3 : 4
        let side = w / Double(columns)
        expectFrame(elements(solved, kind: "tabs").first?.frame, equals: R(0, 272, w, 44))
        expectCells(
            solved, section: 1,
            (0..<12).map { i in
                R(Double(i % columns) * side + 1, 316 + Double(i / columns) * side + 1, side - 2, side - 2)
            })
        expectClose(solved.contentSize.height, 316 + Double(12 / columns) * side)
    }

    @Test("the tab bar pins to the top once the posts scroll under it")
    func pinnedTabs() throws {
        let solved = try solveBuiltIn("profile", width: 390)
        // Posts end at 316 + 4 x 130 = 836; at offset 500 the tabs rest at the top of the screen.
        let tabs = solved.elements(atScrollOffset: 500).first { $0.elementKind == "tabs" }
        expectFrame(tabs?.frame, equals: R(0, 500, 390, 44))
    }
}
