import CompositionalLayout
import LayoutTestSupport
import Testing

/// Waterfall groups (spec G13, ours): each item starts where the column with the smallest next start does,
/// the leading column on a tie; columns by count or by minimum width (spec G12's formula).
@Suite("Waterfall")
struct WaterfallTests {
    func frame(_ s: SolvedLayout, _ item: Int, section: Int = 0) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    /// An item one column wide and `height` points tall.
    func tall(_ height: Double) -> Item {
        Item(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)))
    }

    func solve(_ section: Section, width: Double = 320, items: Int, sizing: SizingCallback? = nil) throws
        -> SolvedLayout
    {
        let s = try Layout(section: section).solve(
            in: container(width), data: LayoutData(itemCounts: [items], sizing: sizing))
        #expect(s.checkInvariants().isEmpty)
        return s
    }

    @Test("each item goes to the column with the smallest next start; a tie goes to the leading column (spec G13)")
    func shortestColumn() throws {
        let group = WaterfallGroup(columns: 2, columnSpacing: 10, itemSpacing: 10) {
            tall(100)
            tall(50)
            tall(30)
            tall(80)
            tall(40)
        }
        let s = try solve(Section(group: group), items: 5)
        // Columns (320 - 10) / 2 = 155 wide, at x = 0 and 155 + 10 = 165. Next starts begin at [0, 0].
        expectFrame(frame(s, 0), equals: R(0, 0, 155, 100))  // tie: column 0; next [110, 0]
        expectFrame(frame(s, 1), equals: R(165, 0, 155, 50))  // next [110, 60]
        expectFrame(frame(s, 2), equals: R(165, 60, 155, 30))  // 60 < 110; next [110, 100]
        expectFrame(frame(s, 3), equals: R(165, 100, 155, 80))  // 100 < 110; next [110, 190]
        expectFrame(frame(s, 4), equals: R(0, 110, 155, 40))  // 110 < 190
        // The content ends at the longest column without its trailing spacing: column 1 at 100 + 80 = 180
        // (column 0 at 110 + 40 = 150).
        #expect(s.contentSize.height == 100 + 80)
    }

    @Test(
        "eight and ten columns place alike: the shortest column, the leading one on a tie (spec G13)",
        arguments: [8, 10])
    func manyColumns(columns: Int) throws {
        // Heights cycle 30, 10, 20, so the first row leaves column c ending at [30, 10, 20][c % 3]. The columns
        // ending at 10 (c = 1, 4, 7, ...) are then the shortest, leading first, and each stays longer than 10
        // once it takes an item: the next items fill them one by one, left to right.
        let heights = [30.0, 10, 20]
        let group = WaterfallGroup(columns: columns, columnSpacing: 0, itemSpacing: 0) {
            for h in heights { tall(h) }
        }
        let shortest = Array(stride(from: 1, to: columns, by: 3))
        let s = try solve(Section(group: group), width: Double(columns) * 10, items: columns + shortest.count)
        for c in 0..<columns {
            expectFrame(frame(s, c), equals: R(Double(c) * 10, 0, 10, heights[c % 3]), "first row, column \(c)")
        }
        for (k, c) in shortest.enumerated() {
            let item = columns + k
            expectFrame(frame(s, item), equals: R(Double(c) * 10, 10, 10, heights[item % 3]), "item \(item)")
        }
    }

    @Test("three equal columns: a partial last row starts again at the leading column (spec G13 tie)")
    func partialLastRow() throws {
        let group = WaterfallGroup(columns: 3) { tall(50) }
        let s = try solve(Section(group: group), width: 300, items: 4)
        expectFrame(frame(s, 0), equals: R(0, 0, 100, 50))
        expectFrame(frame(s, 1), equals: R(100, 0, 100, 50))
        expectFrame(frame(s, 2), equals: R(200, 0, 100, 50))
        expectFrame(frame(s, 3), equals: R(0, 50, 100, 50))  // all three next starts are 50: column 0
        #expect(s.contentSize.height == 100)
    }

    @Test("a tie between two shorter columns goes to the leading one of them (spec G13)")
    func tieBetweenLaterColumns() throws {
        let group = WaterfallGroup(columns: 3) {
            tall(100)
            tall(40)
            tall(40)
            tall(10)
        }
        let s = try solve(Section(group: group), width: 300, items: 4)
        // Next starts after three items: [100, 40, 40]; item 3 takes column 1.
        expectFrame(frame(s, 3), equals: R(100, 40, 100, 10))
    }

    @Test("a height of fractionalWidth(r) is r times the column width: an aspect ratio (spec G13, spec D1)")
    func aspectRatios() throws {
        let group = WaterfallGroup(columns: 2, columnSpacing: 10, itemSpacing: 10) {
            Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.5)))
            Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)))
        }
        let s = try solve(Section(group: group), items: 3)
        // Column 155: item 0 is 1.5 x 155 = 232.5 tall, item 1 0.5 x 155 = 77.5; item 2 (like item 0)
        // goes under item 1: 77.5 + 10 = 87.5.
        expectFrame(frame(s, 0), equals: R(0, 0, 155, 232.5))
        expectFrame(frame(s, 1), equals: R(165, 0, 155, 77.5))
        expectFrame(frame(s, 2), equals: R(165, 87.5, 155, 232.5))
        #expect(s.contentSize.height == 87.5 + 232.5)
    }

    @Test("adaptive columns follow spec G12's formula with the column spacing")
    func adaptiveColumns() throws {
        let group = WaterfallGroup(minimumColumnWidth: 100, columnSpacing: 10) { tall(40) }
        let wide = try solve(Section(group: group), width: 320, items: 3)
        // floor((320 + 10) / (100 + 10)) = 3 columns of (320 - 20) / 3 = 100, at 0, 110, 220.
        expectFrame(frame(wide, 2), equals: R(220, 0, 100, 40))
        let narrow = try solve(Section(group: group), width: 319, items: 3)
        // floor(329 / 110) = 2 columns of (319 - 10) / 2 = 154.5; item 2 goes under item 0.
        expectFrame(frame(narrow, 1), equals: R(164.5, 0, 154.5, 40))
        expectFrame(frame(narrow, 2), equals: R(0, 40, 154.5, 40))
    }

    @Test("estimated heights come from the sizing callback, proposed one column wide (spec G13, spec E1)")
    func sizingCallback() throws {
        let group = WaterfallGroup(columns: 2) {
            Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)))
        }
        let s = try solve(Section(group: group), items: 5) { indexPath, proposed in
            Size(width: proposed.width, height: proposed.width == 160 ? 20 + 10 * Double(indexPath.item) : 1)
        }
        // Heights 20, 30, 40, 50, 60 in columns of 160. Next starts: [20, 0] -> [20, 30] -> item 2 at
        // column 0 (20 < 30): [60, 30] -> item 3 at column 1: [60, 80] -> item 4 at column 0 (60).
        expectFrame(frame(s, 0), equals: R(0, 0, 160, 20))
        expectFrame(frame(s, 1), equals: R(160, 0, 160, 30))
        expectFrame(frame(s, 2), equals: R(0, 20, 160, 40))
        expectFrame(frame(s, 3), equals: R(160, 30, 160, 50))
        expectFrame(frame(s, 4), equals: R(0, 60, 160, 60))
        #expect(s.contentSize.height == 120)
    }

    @Test(
        "a waterfall with section insets, group insets, a header, badges and a background (spec G13, spec S4, spec B4)")
    func mixesWithSupplementaries() throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing]))
        let group = WaterfallGroup(columns: 2, columnSpacing: 8, itemSpacing: 4) {
            tall(100).supplementaryItems { badge }
            tall(60).supplementaryItems { badge }
        }
        .contentInsets(DirectionalInsets(top: 2, leading: 0, bottom: 3, trailing: 0))
        let header = BoundarySupplementaryItem(
            elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
            alignment: .top)
        let section = Section(
            group: group, contentInsets: DirectionalInsets(top: 10, leading: 16, bottom: 20, trailing: 16),
            boundarySupplementaryItems: [header], decorationItems: [.background(elementKind: "background")])
        let s = try solve(section, items: 3)
        // Section width 320 - 32 = 288; columns (288 - 8) / 2 = 140 at x = 16 and 16 + 148 = 164.
        // Content starts after the header (40), the section's top inset (10) and the group's (2): y = 52.
        expectFrame(frame(s, 0), equals: R(16, 52, 140, 100))
        expectFrame(frame(s, 1), equals: R(164, 52, 140, 60))
        // Next starts [104, 64]: item 2 (100 tall, like item 0) goes to column 1 at 52 + 64 = 116.
        expectFrame(frame(s, 2), equals: R(164, 116, 140, 100))
        // Longest column: 64 + 100 = 164; section = 40 + 10 + 2 + 164 + 3 + 20 = 239.
        #expect(s.contentSize.height == 239)
        let badges = s.allElements().filter { $0.elementKind == "badge" }.sorted {
            $0.indexPath.item < $1.indexPath.item
        }
        #expect(badges.count == 3)
        // A top-trailing badge sits in its item's top-trailing corner (spec A2).
        if badges.count == 3 { expectFrame(badges[2].frame, equals: R(164 + 140 - 20, 116, 20, 20)) }
    }

    @Test("rect queries find exactly the waterfall elements that meet the rect (queries use per-item starts)")
    func rectQueries() throws {
        let group = WaterfallGroup(columns: 3, columnSpacing: 4, itemSpacing: 4) {
            tall(120)
            tall(40)
            tall(90)
            tall(10)
            tall(200)
        }
        let s = try solve(Section(group: group), width: 300, items: 200)
        let all = s.allElements()
        for top in stride(from: -50.0, through: s.contentSize.height, by: 37) {
            let rect = R(0, top, 300, 73)
            let found = Set(s.elements(in: rect).map(\.indexPath))
            let expected = Set(all.filter { $0.frame.touches(rect) }.map(\.indexPath))
            #expect(found == expected, "rect at y \(top)")
        }
    }

    struct ErrorCase: Sendable, CustomStringConvertible {
        var id: String
        var section: Section
        var expected: LayoutError
        var description: String { id }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            id: "nested waterfall",
            section: Section(group: VGroup { WaterfallGroup(columns: 2) { Item() } }),
            expected: .waterfallNotRoot(path: "section[0].group.subitems[0]")),
        ErrorCase(
            id: "orthogonal waterfall",
            section: Section(
                group: WaterfallGroup(columns: 2) { Item() }, orthogonalScrollingBehavior: .continuous),
            expected: .waterfallNotRoot(path: "section[0].group")),
        ErrorCase(
            id: "zero columns", section: Section(group: WaterfallGroup(columns: 0) { Item() }),
            expected: .invalidCount(path: "section[0].group.columns", count: 0)),
        ErrorCase(
            id: "too many columns", section: Section(group: WaterfallGroup(columns: 100_001) { Item() }),
            expected: .tooManyChildren(path: "section[0].group.columns", limit: 100_000)),
        ErrorCase(
            id: "adaptive count over the limit",
            section: Section(group: WaterfallGroup(minimumColumnWidth: 0.001) { Item() }),
            expected: .tooManyChildren(path: "section[0].group.columns", limit: 100_000)),
        ErrorCase(
            id: "zero minimum width", section: Section(group: WaterfallGroup(minimumColumnWidth: 0) { Item() }),
            expected: .invalidMinimumLength(path: "section[0].group.minimumColumnWidth", value: 0)),
        ErrorCase(
            id: "negative item spacing",
            section: Section(group: WaterfallGroup(columns: 2, itemSpacing: -1) { Item() }),
            expected: .negativeValue(path: "section[0].group.itemSpacing", value: -1)),
        ErrorCase(
            id: "no items", section: Section(group: WaterfallGroup(columns: 2) {}),
            expected: .emptyGroup(path: "section[0].group")),
        ErrorCase(
            id: "a nested group as an item",
            section: Section(group: WaterfallGroup(columns: 2) { HGroup { Item() } }),
            expected: .unsupportedInWaterfall(path: "section[0].group.subitems[0]", feature: "a nested group")),
        ErrorCase(
            id: "fractional height",
            section: Section(group: WaterfallGroup(columns: 2) { Item() }),
            expected: .unsupportedInWaterfall(
                path: "section[0].group.subitems[0].size",
                feature: "a fraction of the column's length along the scroll axis")),
        ErrorCase(
            id: "a height uniform across siblings",
            section: Section(
                group: WaterfallGroup(columns: 2) { Item().height(.uniformAcrossSiblings(estimate: 40)) }),
            expected: .unsupportedInWaterfall(
                path: "section[0].group.subitems[0].size", feature: "a size uniform across siblings (spec E3)")),
    ]

    @Test("bad waterfalls throw a typed error naming the path", arguments: errorCases)
    func badInput(_ c: ErrorCase) {
        #expect(throws: c.expected) {
            _ = try Layout(section: c.section).solve(in: container(320), data: LayoutData(sections: 1, items: 3))
        }
    }

    @Test("the error sentences name the path")
    func errorText() {
        #expect(
            LayoutError.waterfallNotRoot(path: "section[0].group.subitems[0]").description
                == "section[0].group.subitems[0] is a waterfall group; a waterfall may only be the root group of a section that does not scroll orthogonally."
        )
    }
}
