import CompositionalLayout
import LayoutTestSupport
import Testing

/// `uniformAcrossSiblings(estimate:)` (spec E3; UIKit iOS 17): measured like an estimate, then grown to the
/// largest sibling; on the section's root group, shared across the whole section.
@Suite("Uniform across siblings")
struct UniformAcrossSiblingsTests {
    /// Heights 50, 80, 60, 120 for items 0 to 3.
    static let heights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: [50, 80, 60, 120][indexPath.item % 4])
    }

    /// Rows of three 100-wide cards whose heights are uniform across siblings; the row's own height is
    /// `rowHeight`.
    func layout(rowHeight: Dimension) -> Layout {
        let row = HGroup(LayoutSize(width: .absolute(300), height: rowHeight)) {
            Item().width(.absolute(100)).height(.uniformAcrossSiblings(estimate: 100))
        }
        return Layout(section: Section(group: row).interGroupSpacing(10))
    }

    func cells(_ s: SolvedLayout, _ count: Int) -> [Rect?] {
        (0..<count).map { s.frame(ofCellAt: IndexPath(section: 0, item: $0)) }
    }

    @Test("cards in a row grow to the tallest card of their row; each row keeps its own height")
    func perRow() throws {
        let s = try layout(rowHeight: .estimated(100)).solve(
            in: container(300), data: LayoutData(sections: 1, items: 4, sizing: Self.heights))
        // Row 0: 50, 80, 60 -> all 80. Row 1 (at 80 + 10 = 90): item 3 alone, 120.
        #expect(
            cells(s, 4) == [
                R(0, 0, 100, 80), R(100, 0, 100, 80), R(200, 0, 100, 80), R(0, 90, 100, 120),
            ])
        // 80 + 10 + 120 = 210.
        #expect(s.contentSize.height == 210)
    }

    @Test("on the root group too, every card and every row takes the section's tallest (120)")
    func sectionWide() throws {
        let s = try layout(rowHeight: .uniformAcrossSiblings(estimate: 100)).solve(
            in: container(300), data: LayoutData(sections: 1, items: 4, sizing: Self.heights))
        // Every card 120 tall; rows 120 tall, the second at 120 + 10 = 130.
        #expect(
            cells(s, 4) == [
                R(0, 0, 100, 120), R(100, 0, 100, 120), R(200, 0, 100, 120), R(0, 130, 100, 120),
            ])
        #expect(s.contentSize.height == 250)
    }

    @Test("without a sizing callback the estimate is every card's height, as for estimated dimensions")
    func estimatesOnly() throws {
        let s = try layout(rowHeight: .uniformAcrossSiblings(estimate: 100)).solve(
            in: container(300), data: LayoutData(sections: 1, items: 4))
        #expect(cells(s, 4)[3] == R(0, 110, 100, 100))
    }

    @Test("a nested group's uniform items match within that group only")
    func nested() throws {
        // Two columns of two items each; items are uniform within their column.
        let column = VGroup(LayoutSize(width: .absolute(100), height: .estimated(100))) {
            Item().height(.uniformAcrossSiblings(estimate: 50))
        }
        .repeating(count: 2)
        let row = HGroup(LayoutSize(width: .absolute(200), height: .estimated(100))) { column }.repeating(count: 2)
        let s = try Layout(section: Section(group: row)).solve(
            in: container(200), data: LayoutData(sections: 1, items: 4, sizing: Self.heights))
        // Column 0 holds items 0 (50) and 1 (80): both 80. Column 1 holds items 2 (60) and 3 (120): both 120.
        #expect(cells(s, 4) == [R(0, 0, 100, 80), R(0, 80, 100, 80), R(100, 0, 100, 120), R(100, 120, 100, 120)])
    }
}
