import CompositionalLayout
import LayoutTestSupport
import Testing

/// The boundary-item, empty-section, overflow and group-supplementary rules that real UIKit was recorded
/// following (Mac Catalyst attribute dumps; spec B3 to spec B6, spec S3, spec S8, spec A5), each with the
/// recorded numbers redone by hand.
@Suite("Recorded boundary and section rules")
struct RecordedBoundaryRulesTests {
    /// Full-width rows of `height` points.
    func rows(_ height: Double) -> Group {
        HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(height))) { Item() }
    }

    /// A full-width boundary item `height` tall.
    func boundary(
        _ kind: String, _ height: Double, _ alignment: BoundaryAlignment, offset: Point = .zero, pinned: Bool = false
    ) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: kind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)),
            alignment: alignment, offset: offset, pinToVisibleBounds: pinned)
    }

    func element(_ s: SolvedLayout, _ kind: String, section: Int = 0) -> Rect? {
        s.allElements().first { $0.elementKind == kind && $0.indexPath.section == section }?.frame
    }

    func cell(_ s: SolvedLayout, _ section: Int, _ item: Int) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    @Test("two headers on one edge overlay against the content's top; the section grows by the larger (spec B3)")
    func overlayingHeaders() throws {
        let section = Section(group: rows(50)).boundarySupplementaryItems {
            boundary("tall", 30, .top)
            boundary("short", 10, .top)
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 2, items: 2))
        // Both end where the content starts, at the larger header's 30: the 10-point one at 30 - 10 = 20.
        expectFrame(element(s, "tall"), equals: R(0, 0, 320, 30))
        expectFrame(element(s, "short"), equals: R(0, 30 - 10, 320, 10))
        expectFrame(cell(s, 0, 0), equals: R(0, 30, 320, 50))
        // Section 0 is 30 + 2 x 50 = 130 long (not 30 + 10 + 100).
        expectFrame(s.sections[1].frame, equals: R(0, 130, 320, 130))
    }

    @Test("a header offset along the scroll axis shortens its extension; a footer's lengthens the section (spec B4)")
    func offsetsAlongTheScrollAxis() throws {
        let section = Section(group: rows(100)).boundarySupplementaryItems {
            boundary("header", 30, .top, offset: Point(x: 5, y: 7))
            boundary("footer", 20, .bottom, offset: Point(x: 0, y: 7))
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 2, items: 1))
        // The header stays at the section's start and the content begins 30 - 7 = 23 after it.
        expectFrame(element(s, "header"), equals: R(5, 0, 320, 30))
        expectFrame(cell(s, 0, 0), equals: R(0, 23, 320, 100))
        // The footer sits at the content's end plus 7: 23 + 100 + 7 = 130; the section ends at 130 + 20.
        expectFrame(element(s, "footer"), equals: R(0, 23 + 100 + 7, 320, 20))
        expectClose(s.sections[0].frame.height, 23 + 100 + 7 + 20)
        expectClose(s.sections[1].frame.minY, 150)
    }

    @Test("a header offset backwards lengthens its extension by the offset (spec B4)")
    func headerOffsetBackwards() throws {
        let section = Section(group: rows(100)).boundarySupplementaryItems {
            boundary("header", 30, .top, offset: Point(x: 0, y: -6))
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        // Placed at 30 - 30 = 0 against the content, moved to -6: the section starts there, so everything
        // moves on by 6: the header at 0, the content at 30 + 6 = 36.
        expectFrame(element(s, "header"), equals: R(0, 0, 320, 30))
        expectFrame(cell(s, 0, 0), equals: R(0, 36, 320, 100))
        expectClose(s.contentSize.height, 36 + 100)
    }

    @Test("a footer offset far backwards moves the section's start before its content (spec B4)")
    func footerBeforeTheSection() throws {
        let section = Section(group: rows(50)).boundarySupplementaryItems {
            boundary("footer", 20, .bottom, offset: Point(x: 0, y: -70))
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        // Against the content's end (50), moved by -70 to -20: the section starts at the footer, so the content
        // moves on by 20.
        expectFrame(element(s, "footer"), equals: R(0, 0, 320, 20))
        expectFrame(cell(s, 0, 0), equals: R(0, 20, 320, 50))
        expectClose(s.contentSize.height, 20 + 50)
    }

    @Test("an extending side item longer than its section makes it as long and starts at its start (spec B4)")
    func longSideItem() throws {
        let side = BoundarySupplementaryItem(
            elementKind: "side", size: LayoutSize(width: .absolute(40), height: .absolute(300)), alignment: .leading)
        let section = Section(group: rows(100)).boundarySupplementaryItems { side }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 2, items: 1))
        expectFrame(element(s, "side"), equals: R(0, 0, 40, 300))
        expectFrame(s.sections[0].frame, equals: R(0, 0, 320, 300))
        expectFrame(cell(s, 1, 0), equals: R(0, 300, 320, 100))
    }

    @Test("a side item is centred along the section's frame, headers and footers included (spec B3)")
    func sideItemAlongTheFrame() throws {
        let side = BoundarySupplementaryItem(
            elementKind: "side", size: LayoutSize(width: .absolute(40), height: .absolute(60)), alignment: .trailing)
        let section = Section(group: rows(100)).boundarySupplementaryItems {
            boundary("header", 30, .top)
            side
            boundary("footer", 10, .bottom)
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        // The frame runs 0 ... 30 + 100 + 10 = 140: y = (140 - 60) / 2 = 40, x = 320 - 40.
        expectFrame(element(s, "side"), equals: R(320 - 40, (140 - 60) / 2, 40, 60))
    }

    @Test("a layout-wide side item longer than the content starts at its start and grows it (spec B6)")
    func longLayoutWideItem() throws {
        let rail = BoundarySupplementaryItem(
            elementKind: "rail", size: LayoutSize(width: .absolute(40), height: .fractionalHeight(1)),
            alignment: .leading)
        let layout = Layout(
            section: Section(group: rows(136)),
            configuration: LayoutConfiguration(
                boundarySupplementaryItems: [rail]))
        let s = try layout.solve(in: container(320, 480), data: LayoutData(sections: 1, items: 1))
        // fractionalHeight(1) of a 480-point view is 480 tall, longer than the 136-point content.
        expectFrame(element(s, "rail", section: 0), equals: R(0, 0, 40, 480))
        #expect(s.contentSize == Size(width: 320, height: 480))
    }

    @Test("a layout-wide item wider than the container starts at its left edge; the content keeps the width (spec B6)")
    func wideLayoutWideItem() throws {
        let banner = BoundarySupplementaryItem(
            elementKind: "banner", size: LayoutSize(width: .absolute(400), height: .absolute(20)), alignment: .top)
        let layout = Layout(
            section: Section(group: rows(50)),
            configuration: LayoutConfiguration(
                boundarySupplementaryItems: [banner]))
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        expectFrame(element(s, "banner"), equals: R(0, 0, 400, 20))
        // Across, the content stays the container's 320 (ours: right to left stays a mirror).
        #expect(s.contentSize == Size(width: 320, height: 70))
    }

    @Test("a pinned header stops where its section's footer begins (spec B5)")
    func pinnedHeaderStopsAtTheFooter() throws {
        let section = Section(group: rows(44)).boundarySupplementaryItems {
            boundary("header", 30, .top, pinned: true)
            boundary("footer", 20, .bottom)
        }
        let s = try Layout(section: section).solve(in: container(320, 400), data: LayoutData(sections: 3, items: 2))
        // Section 0: header 30, rows 2 x 44 = 88, footer at 30 + 88 = 118; the header stops at 118 - 30 = 88.
        expectFrame(element(s, "footer"), equals: R(0, 118, 320, 20))
        let pinned = s.boundarySupplementaries(atScrollOffset: 100).first { $0.indexPath.section == 0 }
        expectFrame(pinned?.frame, equals: R(0, 88, 320, 30))
        // Before that it follows the visible rect's top.
        let following = s.boundarySupplementaries(atScrollOffset: 50).first { $0.indexPath.section == 0 }
        expectFrame(following?.frame, equals: R(0, 50, 320, 30))
        // pinnedRanges() says the same: 0 ... 88.
        #expect(s.pinnedRanges().first?.range == 0...88)
    }

    @Test("an empty section with a header takes its insets: a 10-point header and insets 3 / 5 make it 18 (spec S8)")
    func emptySectionWithHeader() throws {
        let section = Section(group: rows(44)).contentInsets(top: 3, bottom: 5).boundarySupplementaryItems {
            boundary("header", 10, .top)
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(itemCounts: [0, 1]))
        expectFrame(s.sections[0].frame, equals: R(0, 0, 320, 10 + 3 + 5))
        // Section 1: its header at 18, its row at 18 + 10 + 3.
        expectFrame(cell(s, 1, 0), equals: R(0, 18 + 10 + 3, 320, 44))
    }

    @Test("a nested group's supplementary resolves fractionalWidth(1) in its container: 320 wide, centred (spec A5)")
    func nestedGroupSupplementary() throws {
        let badge = SupplementaryItem(
            elementKind: "band", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
            containerAnchor: Anchor(edges: .top))
        let nested = HGroup(LayoutSize(width: .absolute(160), height: .fractionalHeight(1))) { Item() }
            .supplementaryItems { badge }
        let outer = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) { nested }
        let s = try Layout(section: Section(group: outer)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        // Nested groups at x 0 and 160; the band is 320 wide (the outer group's 320-point container), centred
        // on its group: 0 + 160 / 2 - 320 / 2 = -80, and 160 + 80 - 160 = 80.
        let bands = s.allElements().filter { $0.elementKind == "band" }.map(\.frame)
        #expect(bands.count == 2)
        expectFrame(bands.first, equals: R(-80, 0, 320, 20))
        expectFrame(bands.last, equals: R(80, 0, 320, 20))
    }

    @Test("a root group's supplementary still resolves against the group's own frame (spec A5)")
    func rootGroupSupplementary() throws {
        let badge = SupplementaryItem(
            elementKind: "band", size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(20)),
            containerAnchor: Anchor(edges: .top))
        let root = HGroup(LayoutSize(width: .absolute(200), height: .absolute(100))) { Item() }
            .supplementaryItems { badge }
        let s = try Layout(section: Section(group: root)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 1))
        // 0.5 x 200 = 100 wide, centred on the 200-wide group: x = 100 - 50.
        expectFrame(s.allElements().first { $0.elementKind == "band" }?.frame, equals: R(50, 0, 100, 20))
    }

    @Test("cells taller than their group keep their frames but do not lengthen the content: 2 x 20 = 40 (spec S3)")
    func overflowingCells() throws {
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(20))) {
            Item().height(.absolute(100))
        }
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        expectFrame(cell(s, 0, 1), equals: R(0, 20, 320, 100))
        #expect(s.contentSize.height == 40)
        // A rect past the content still finds the second cell.
        #expect(Set(s.elements(in: R(0, 100, 320, 10)).map(\.indexPath.item)) == [0, 1])
        #expect(s.checkInvariants().isEmpty)
    }

    @Test("right to left, the offset header mirrors; an incremental re-solve equals a full solve (spec L6, spec E2)")
    func mirroredAndIncremental() throws {
        let section = Section(group: rows(100)).boundarySupplementaryItems {
            boundary("header", 30, .top, offset: Point(x: 5, y: 7))
            boundary("subheader", 10, .top)
            boundary("footer", 20, .bottom, offset: Point(x: 0, y: -70), pinned: true)
        }
        let layout = Layout(section: section)
        var environment = container(320)
        environment.traits.layoutDirection = .rightToLeft
        let s = try layout.solve(in: environment, data: LayoutData(itemCounts: [1, 2, 1]))
        // Left to right the header is at (5, 0); mirrored in 320: x = 320 - 5 - 320 = -5.
        expectFrame(element(s, "header"), equals: R(-5, 0, 320, 30))
        let full = try layout.solve(in: environment, data: LayoutData(itemCounts: [1, 3, 1]))
        let incremental = try solve(
            layout, in: environment, data: LayoutData(itemCounts: [1, 3, 1]), reusing: s, changedSections: [1])
        #expect(incremental.allElements() == full.allElements())
        #expect(incremental.contentSize == full.contentSize)
        #expect(incremental.pinnedRanges() == full.pinnedRanges())
    }
}
