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

    @Test("plain: full-width rows under a pinned 28-point header at the section's top (spec LS2)")
    func plainWithHeader() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let s = try solveList(configuration)
        // spec LS2: plain insets (0, 0, 0, 0); header and footer estimated 28, pinned, zIndex 200.
        let headers = boundary(s, "header")
        expectFrame(headers.first, equals: R(0, 0, 390, 28))
        expectFrame(cellFrame(s, 0, 0), equals: R(0, 28, 390, 44))
        expectFrame(cellFrame(s, 0, 2), equals: R(0, 28 + 2 * 44, 390, 44))
        expectFrame(boundary(s, "footer").first, equals: R(0, 28 + 3 * 44, 390, 28))
        // Section 0 is 28 + 3 x 44 + 28 = 188 long; plain lists add no spacing between sections (ours).
        expectFrame(headers.last, equals: R(0, 188, 390, 28))
        #expect(s.contentSize.height == 2 * 188)
        let section = try Layout.list(configuration).section(at: 0, environment: container(390))
        #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [true, true])
        #expect(section.boundarySupplementaryItems.map(\.zIndex) == [200, 200])
        #expect(section.contentInsetsReference == .none)
    }

    @Test("an explicit headerTopPadding is space above each header after the first: the list's spacing (ours)")
    func explicitPadding() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        let s = try solveList(configuration)
        // The header starts its section (spec B4); rows follow it. Section 0 is 28 + 3 x 44 = 160 long, and
        // section 1 starts 10 after it.
        expectFrame(boundary(s, "header").first, equals: R(0, 0, 390, 28))
        expectFrame(cellFrame(s, 0, 0), equals: R(0, 28, 390, 44))
        expectFrame(boundary(s, "header").last, equals: R(0, 160 + 10, 390, 28))
        #expect(configuration.interSectionSpacing == 10)
    }

    @Test("plain with the first item as header: a 22-point top inset (spec LS2), no supplementary")
    func plainFirstItem() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let s = try solveList(configuration, sections: 1)
        #expect(boundary(s, "header").isEmpty)
        expectFrame(cellFrame(s, 0, 0), equals: R(0, 22, 390, 44))
    }

    @Test("insetGrouped in compact width: rows 16 in, header at the top, footer instead of the bottom inset")
    func insetGroupedCompact() throws {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let s = try solveList(configuration)
        // spec LS2: insets (0, 16, 0, 16) with a footer; width 390 - 32 = 358; header and footer estimated 17.5,
        // following the insets (spec B2).
        expectFrame(boundary(s, "header").first, equals: R(16, 0, 358, 17.5))
        expectFrame(cellFrame(s, 0, 0), equals: R(16, 17.5, 358, 44))
        expectFrame(cellFrame(s, 0, 2), equals: R(16, 17.5 + 88, 358, 44))
        expectFrame(boundary(s, "footer").first, equals: R(16, 17.5 + 132, 358, 17.5))
        // With a footer the list adds no spacing between sections (ours): section 1 starts at 167.
        expectFrame(boundary(s, "header").last, equals: R(16, 17.5 + 132 + 17.5, 358, 17.5))
    }

    @Test("insetGrouped in regular width uses the 20-point margin (ours)")
    func insetGroupedRegular() throws {
        let s = try solveList(ListConfiguration(appearance: .insetGrouped), width: 768)
        expectFrame(cellFrame(s, 0, 0), equals: R(20, 35, 768 - 40, 44))
    }

    @Test("grouped without headers: the first row 35 down, sections 35 apart (spec LS1), 20 at the end (LS2)")
    func grouped() throws {
        let s = try solveList(ListConfiguration(appearance: .grouped))
        expectFrame(cellFrame(s, 0, 0), equals: R(0, 35, 390, 44))
        // spec LS1: section 1's first row is 35 below section 0's last (ends at 35 + 132 = 167).
        expectFrame(cellFrame(s, 1, 0), equals: R(0, 167 + 35, 390, 44))
        // spec LS2: the bottom inset 20 after the last row; the spacing -20 overlaps it between sections.
        #expect(Layout.list(ListConfiguration(appearance: .grouped)).configuration.interSectionSpacing == -20)
        #expect(s.contentSize.height == 167 + 35 + 132 + 20)
    }

    @Test("grouped with headers: the next header 17.5 below the last row (spec LS4, recorded)")
    func groupedHeaders() throws {
        var configuration = ListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let s = try solveList(configuration)
        // Header 17.5 at the section's top, rows below it; section 0's rows end at 17.5 + 132 = 149.5.
        expectFrame(boundary(s, "header").first, equals: R(0, 0, 390, 17.5))
        expectFrame(boundary(s, "header").last, equals: R(0, 149.5 + 17.5, 390, 17.5))
        expectClose(s.contentSize.height, 149.5 + 17.5 + 149.5 + 20)
    }

    @Test("a whole grouped list's own negative spacing raises no warning; the same spacing set by hand does")
    func groupedListWarnings() throws {
        var headers = ListConfiguration(appearance: .grouped)
        headers.headerMode = .supplementary
        for configuration in [ListConfiguration(appearance: .grouped), headers] {
            // spec LS4: -20 without headers (0 - 20), -2.5 with them (17.5 - 20): bottom insets overlapped.
            #expect(configuration.interSectionSpacing < 0)
            #expect(try solveList(configuration).warnings.isEmpty)
            // spec D7: the same sections under a spacing the app chose still warn, once.
            let byHand = Layout(
                provider: SectionProvider(name: "by hand") { _, environment in
                    try configuration.section(in: environment)
                },
                configuration: LayoutConfiguration(interSectionSpacing: configuration.interSectionSpacing))
            let solved = try byHand.solve(in: container(390), data: LayoutData(sections: 2, items: 3))
            #expect(solved.warnings.map(\.path) == ["layout.interSectionSpacing"])
        }
    }

    @Test("sidebar with the first item as header: rows 12.987 in, 10 below the rows (spec LS2)")
    func sidebarFirstItem() throws {
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let s = try solveList(configuration)
        // The header is the first row: no supplementary; spec LS2: insets (0, 12.987, 10, 12.987).
        #expect(boundary(s, "header").isEmpty)
        expectFrame(cellFrame(s, 0, 0), equals: R(12.987, 0, 390 - 2 * 12.987, 44))
        expectFrame(cellFrame(s, 1, 0), equals: R(12.987, 132 + 10, 390 - 2 * 12.987, 44))
    }

    @Test("sidebarPlain: rows 12.987 in, no top or bottom inset; its headers pin like plain ones (spec LS2)")
    func sidebarPlain() throws {
        var configuration = ListConfiguration(appearance: .sidebarPlain)
        configuration.headerMode = .supplementary
        let s = try solveList(configuration, sections: 1)
        expectFrame(boundary(s, "header").first, equals: R(12.987, 0, 390 - 2 * 12.987, 28))
        expectFrame(cellFrame(s, 0, 1), equals: R(12.987, 28 + 44, 390 - 2 * 12.987, 44))
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
        // Grouped spacing follows its metrics: a 10-point gap with headers, 20 bottom inset -> -10.
        var grouped = ListConfiguration(appearance: .grouped)
        grouped.headerMode = .supplementary
        grouped.metrics.groupedSectionGap = 10
        #expect(grouped.interSectionSpacing == -10)
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
