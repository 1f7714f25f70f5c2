import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("settings-list")
struct SettingsListTests {
    @Test("three inset-grouped sections of four rows, each under a header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("settings-list", width: w)
        // Spec section 11: margin 16 in compact width (320; spec LS1), 20 in regular (768, 1024; ours);
        // header estimated 17.5 (spec LS2) at the section's top, rows (estimated 44) from its bottom (LS1).
        let m = w < 600 ? 16.0 : 20
        // One section's header and rows: 17.5 + 4 x 44 = 193.5; the next section starts 17.5 below the
        // last row (spec LS4, recorded), and the last one ends 20 below it (spec LS2's bottom inset).
        let rows = 17.5 + 4 * 44
        let pitch = rows + 17.5
        let headers = elements(solved, kind: "header").map(\.frame)
        #expect(headers.count == 3)
        for s in 0..<3 {
            let top = pitch * Double(s)
            expectFrame(headers[s], equals: R(m, top, w - 2 * m, 17.5), "header \(s)")
            expectCells(
                solved, section: s, (0..<4).map { R(m, top + 17.5 + 44 * Double($0), w - 2 * m, 44) })
        }
        expectClose(solved.contentSize.height, 2 * pitch + rows + 20)
    }
}
