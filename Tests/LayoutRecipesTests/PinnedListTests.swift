import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("pinned-list")
struct PinnedListTests {
    /// Rows 12 x 44 + 11 x 5 spacing = 583; section = header 44 + 583 + footer 44 = 671 (spec B4, spec S3).
    static let content = 12 * 44.0 + 11 * 5
    static let section = 44 + content + 44

    @Test("rows 5 apart between a header and a footer, inset 10 on both sides", arguments: recipeTestWidths)
    func frames(width w: Double) throws {
        let solved = try solveBuiltIn("pinned-list", width: w)
        for s in 0..<2 {
            let y0 = Double(s) * Self.section
            // Rows: x = 10, width w - 20 (spec D4), every 44 + 5 after the header.
            expectCells(
                solved, section: s,
                [
                    R(10, y0 + 44, w - 20, 44), R(10, y0 + 44 + 49, w - 20, 44), R(10, y0 + 44 + 98, w - 20, 44),
                ])
            // spec B2: boundary items follow the insets: w - 20 wide at x = 10; estimated 44 -> 44 tall.
            let header = try #require(elements(solved, kind: "header").first { $0.indexPath.section == s })
            let footer = try #require(elements(solved, kind: "footer").first { $0.indexPath.section == s })
            expectFrame(header.frame, equals: R(10, y0, w - 20, 44), "header \(s)")
            expectFrame(footer.frame, equals: R(10, y0 + 44 + Self.content, w - 20, 44), "footer \(s)")
            #expect(header.zIndex == 2 && footer.zIndex == 1)
        }
        expectClose(solved.contentSize.height, 5 * Self.section)
    }

    @Test("the header stays at the top of the visible rect and stops where its section's footer begins")
    func pinning() throws {
        let solved = try solveBuiltIn("pinned-list", width: 320)
        func header(_ s: Int, at offset: Double) -> Rect? {
            solved.elements(atScrollOffset: offset).first { $0.elementKind == "header" && $0.indexPath.section == s }?
                .frame
        }
        // spec B5: at offset 100 the section-0 header moves to y = 100.
        expectFrame(header(0, at: 100), equals: R(10, 100, 300, 44))
        // At 700 it is clamped where its section's footer begins (spec B5, recorded): the footer starts at
        // 44 + content, so the header stops 44 before it; section 1's header pins at 700.
        expectFrame(header(0, at: 700), equals: R(10, 44 + Self.content - 44, 300, 44))
        expectFrame(header(1, at: 700), equals: R(10, 700, 300, 44))
        // Footers do not pin.
        let footer = solved.elements(atScrollOffset: 100).first {
            $0.elementKind == "footer" && $0.indexPath.section == 0
        }
        expectFrame(footer?.frame, equals: R(10, 44 + Self.content, 300, 44))
    }
}
