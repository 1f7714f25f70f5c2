import CompositionalLayout
import LayoutTestSupport
import Testing

/// List configurations (spec section 11): each appearance's insets, headers, footers, the padding above
/// headers and estimated rows, as ordinary sections solved by the engine.
@Suite("List configurations")
struct ListConfigurationTests {
    /// Solves `configuration` as every section of a layout, `sections` x `items`, W x 844 at scale 0.
    func solveList(
        _ configuration: ListConfiguration, width: Double = 390, sections: Int = 2, items: Int = 3,
        sizing: SizingCallback? = nil
    ) throws -> SolvedLayout {
        try Layout.list(configuration).solve(
            in: container(width), data: LayoutData(sections: sections, items: items, sizing: sizing))
    }

    func cellFrame(_ s: SolvedLayout, _ section: Int, _ item: Int) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    func boundary(_ s: SolvedLayout, _ kind: String) -> [Rect] {
        s.allElements().filter { $0.elementKind == kind }.map(\.frame)
    }

    @Test("plain: full-width 44-point rows under a header at the section's start (padding 22 is our choice)")
    func plainWithHeader() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let s = try solveList(configuration)
        // spec L11.3 moves the 44-point (estimated) header by the padding 22 and adds 22 to the top inset;
        // spec B4 (recorded) then keeps the header at the section's start: it reaches 44 - 22 = 22 before the
        // content, so the content starts at 22 and the rows at 22 + 22.
        let headers = boundary(s, "header")
        expectFrame(headers.first, equals: R(0, 0, 390, 44))
        expectFrame(cellFrame(s, 0, 0), equals: R(0, 22 + 22, 390, 44))
        expectFrame(cellFrame(s, 0, 2), equals: R(0, 22 + 22 + 2 * 44, 390, 44))
        // Section 0 is 22 + 22 + 3 x 44 = 176 long; section 1's header is at its start.
        expectFrame(headers.last, equals: R(0, 176, 390, 44))
        #expect(s.contentSize.height == 2 * 176)
        // Plain headers pin (our choice, unverified for list sections).
        let section = try Layout.list(configuration).section(at: 0, environment: container(390))
        #expect(section.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
    }

    @Test("an explicit headerTopPadding replaces the automatic one")
    func explicitPadding() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 0
        let s = try solveList(configuration, sections: 1)
        expectFrame(boundary(s, "header").first, equals: R(0, 0, 390, 44))
        expectFrame(cellFrame(s, 0, 0), equals: R(0, 44, 390, 44))
    }

    @Test("insetGrouped in compact width: rows 16 in from each side, 17.5 above and below, header and footer")
    func insetGroupedCompact() throws {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let s = try solveList(configuration)
        // Width 390 - 16 - 16 = 358; the header follows the insets (spec B2) and has no padding (0, our choice).
        expectFrame(boundary(s, "header").first, equals: R(16, 0, 358, 44))
        // Rows: header 44, then the 17.5 top inset.
        expectFrame(cellFrame(s, 0, 0), equals: R(16, 44 + 17.5, 358, 44))
        expectFrame(cellFrame(s, 0, 2), equals: R(16, 44 + 17.5 + 88, 358, 44))
        // Footer after the last row and the 17.5 bottom inset: 44 + 17.5 + 132 + 17.5 = 211.
        expectFrame(boundary(s, "footer").first, equals: R(16, 211, 358, 44))
        // Section 1 starts after the footer: 211 + 44 = 255.
        expectFrame(boundary(s, "header").last, equals: R(16, 255, 358, 44))
    }

    @Test("insetGrouped in regular width uses the 20-point margin (our choice)")
    func insetGroupedRegular() throws {
        let s = try solveList(ListConfiguration(appearance: .insetGrouped), width: 768)
        expectFrame(cellFrame(s, 0, 0), equals: R(20, 17.5, 768 - 40, 44))
    }

    @Test("grouped: full-width rows, 35 points between sections")
    func grouped() throws {
        let s = try solveList(ListConfiguration(appearance: .grouped))
        expectFrame(cellFrame(s, 0, 0), equals: R(0, 17.5, 390, 44))
        // Section 0: 17.5 + 132 + 17.5 = 167; section 1's first row 17.5 below.
        expectFrame(cellFrame(s, 1, 0), equals: R(0, 167 + 17.5, 390, 44))
    }

    @Test("sidebar with the first item as header: rows 10 in from each side, padding above the first row")
    func sidebarFirstItem() throws {
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        configuration.headerTopPadding = 10
        let s = try solveList(configuration)
        // The header is the first row: no supplementary; the padding tops the section.
        #expect(boundary(s, "header").isEmpty)
        expectFrame(cellFrame(s, 0, 0), equals: R(10, 10, 370, 44))
        expectFrame(cellFrame(s, 1, 0), equals: R(10, 10 + 132 + 10, 370, 44))
    }

    @Test("sidebarPlain: full-width rows with no insets; its headers pin like plain ones")
    func sidebarPlain() throws {
        var configuration = ListConfiguration(appearance: .sidebarPlain)
        configuration.headerMode = .supplementary
        let s = try solveList(configuration, sections: 1)
        // Automatic padding is 0 for every appearance but plain.
        expectFrame(boundary(s, "header").first, equals: R(0, 0, 390, 44))
        expectFrame(cellFrame(s, 0, 1), equals: R(0, 44 + 44, 390, 44))
        let section = try configuration.section(in: container(390))
        #expect(section.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
    }

    @Test("rows self-size from their estimate through the sizing callback (spec E1)")
    func selfSizingRows() throws {
        // Every row measures 60 tall: plain, no header, so rows at 0, 60, 120.
        let s = try solveList(ListConfiguration(appearance: .plain), sections: 1) { _, proposed in
            Size(width: proposed.width, height: 60)
        }
        expectFrame(cellFrame(s, 0, 2), equals: R(0, 120, 390, 60))
    }

    @Test("every metric can be overridden: a 50-point row estimate and a 30-point sidebar margin")
    func metricsOverride() throws {
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.metrics.estimatedRowHeight = 50
        configuration.metrics.sidebarMargin = 30
        let s = try solveList(configuration, sections: 1)
        expectFrame(cellFrame(s, 0, 1), equals: R(30, 50, 390 - 60, 50))
    }

    @Test("a negative padding or metric is refused with its path, whatever the appearance")
    func negativeValues() {
        var configuration = ListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = -10
        #expect(throws: LayoutError.negativeValue(path: "list.headerTopPadding", value: -10)) {
            try solveList(configuration)
        }
        configuration.headerTopPadding = nil
        configuration.metrics.estimatedRowHeight = .nan
        #expect(throws: LayoutError.self) { try solveList(configuration) }
    }
}
