import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("settings-list")
struct SettingsListTests {
    @Test("three inset-grouped sections of four rows, each under a header", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("settings-list", width: w)
        // Spec section 11 (our defaults): margin 16 in compact width (320), 20 in regular (768, 1024);
        // 17.5 above and below the rows; header, rows and padding estimated at 44; padding 0.
        let m = w < 600 ? 16.0 : 20
        // One section: header 44 + 17.5 + 4 x 44 + 17.5 = 255.
        let length = 44 + 17.5 + 4 * 44 + 17.5
        let headers = elements(solved, kind: "header").map(\.frame)
        #expect(headers.count == 3)
        for s in 0..<3 {
            let top = length * Double(s)
            expectFrame(headers[s], equals: R(m, top, w - 2 * m, 44), "header \(s)")
            expectCells(
                solved, section: s, (0..<4).map { R(m, top + 44 + 17.5 + 44 * Double($0), w - 2 * m, 44) })
        }
        expectClose(solved.contentSize.height, 3 * length)
    }
}
