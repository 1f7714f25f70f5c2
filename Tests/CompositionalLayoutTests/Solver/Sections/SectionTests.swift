import CompositionalLayout
import LayoutTestSupport
import Testing

/// Sections (spec section 4) and the layout (section 8).
@Suite("Sections and layout")
struct SectionTests {
    /// Full-width rows of `height` points.
    func rows(_ height: Double) -> Group {
        HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(height))) { Item() }
    }

    func cell(_ s: SolvedLayout, _ section: Int, _ item: Int) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    @Test("a column group's last partial instance shrinks to its last used item (spec S2, spec S3)")
    func partialColumn() throws {
        let column = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(300))) {
            Item().height(.absolute(100))
        }
        let s = try Layout(section: Section(group: column).interGroupSpacing(10))
            .solve(in: container(320), data: LayoutData(sections: 1, items: 4))
        // k = 3; group 0 is 300 tall, then 10 spacing; group 1 holds one item: 300 - (300 - 100) = 100.
        expectFrame(cell(s, 0, 3), equals: R(0, 310, 320, 100))
        expectClose(s.contentSize.height, 300 + 10 + 100)
    }

    @Test("a row group's last partial instance keeps its full height (spec S2)")
    func partialRow() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.fractionalWidth(0.5))
        }
        let s = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        expectClose(s.contentSize.height, 2 * 50)
    }

    @Test("section insets offset the content, narrow the root group, and add to the length (spec D4, spec S4)")
    func sectionInsets() throws {
        let section = Section(group: rows(44)).contentInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 2))
        // Root group width 320 - 20 - 40 = 260 at x = 20; rows at y = 10 and 54.
        expectFrame(cell(s, 0, 0), equals: R(20, 10, 260, 44))
        expectFrame(cell(s, 0, 1), equals: R(20, 10 + 44, 260, 44))
        // Section frame spans the container: 10 + 88 + 30 = 128 tall.
        expectFrame(s.sections[0].frame, equals: R(0, 0, 320, 10 + 88 + 30))
    }

    @Test("an extending header and footer lengthen the section; headers follow the content insets (spec B2 to spec B4)")
    func headerAndFooter() throws {
        let section = Section(group: rows(44)).contentInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(50))
                BoundarySupplementaryItem(elementKind: "footer").height(.absolute(30)).alignment(.bottom)
            }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 2))
        let all = s.allElements()
        let header = all.first { $0.elementKind == "header" }
        let footer = all.first { $0.elementKind == "footer" }
        // Header 260 wide (320 - 60) at x = 20, y = 0; content starts below it at 50 + 10.
        expectFrame(header?.frame, equals: R(20, 0, 260, 50))
        expectFrame(cell(s, 0, 0), equals: R(20, 50 + 10, 260, 44))
        // Footer after the bottom inset: 50 + 10 + 88 + 30 = 178.
        expectFrame(footer?.frame, equals: R(20, 178, 260, 30))
        expectClose(s.contentSize.height, 178 + 30)
        #expect(header?.zIndex == 1)
    }

    @Test("headers span the full width when supplementaries do not follow the content insets (spec B2)")
    func headerIgnoresInsets() throws {
        let section = Section(group: rows(44)).contentInsets(leading: 20, trailing: 40)
            .supplementariesFollowContentInsets(false)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header").height(.absolute(50)) }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        expectFrame(s.allElements().first { $0.elementKind == "header" }?.frame, equals: R(0, 0, 320, 50))
    }

    @Test("a header that does not extend the boundary lies inside the section and overlaps content (spec B3)")
    func nonExtendingHeader() throws {
        let section = Section(group: rows(44)).boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "header").height(.absolute(20)).extendsBoundary(false)
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 2))
        expectFrame(s.allElements().first { $0.elementKind == "header" }?.frame, equals: R(0, 0, 320, 20))
        expectFrame(cell(s, 0, 0), equals: R(0, 0, 320, 44))
        expectClose(s.contentSize.height, 88)
    }

    @Test("a pinned header follows the scroll offset and is pushed out by the next section (spec B5)")
    func pinnedHeader() throws {
        let section = Section(group: rows(44)).boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "header").height(.absolute(50)).pinToVisibleBounds()
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 2, items: 10))
        // Section 0: header 50 + 10 rows x 44 = 490 tall; section 1 starts at 490.
        func headers(_ offset: Double) -> [Rect] {
            s.boundarySupplementaries(atScrollOffset: offset).map(\.frame)
        }
        expectFrame(headers(0)[0], equals: R(0, 0, 320, 50))
        expectFrame(headers(100)[0], equals: R(0, 100, 320, 50))
        // At 460 the header would end at 510 > 490: clamped to 490 - 50 = 440.
        expectFrame(headers(460)[0], equals: R(0, 440, 320, 50))
        expectFrame(headers(600)[1], equals: R(0, 600, 320, 50))
        // elements(atScrollOffset:) reports the pinned place too.
        let pinned = s.elements(atScrollOffset: 100).first { $0.elementKind == "header" && $0.indexPath.section == 0 }
        expectFrame(pinned?.frame, equals: R(0, 100, 320, 50))
        // Visible rect 100...944: section 0 rows i >= 1 (row 0 ends at 50 + 44 = 94), all ten rows of
        // section 1 (the last ends at 490 + 50 + 440 = 980 but starts at 936), and both headers.
        let visible = s.visibleElements(atScrollOffset: 100)
        #expect(
            visible.filter { $0.category == .cell && $0.indexPath.section == 0 }.map(\.indexPath.item) == Array(1...9))
        #expect(visible.filter { $0.category == .cell && $0.indexPath.section == 1 }.count == 10)
        let visibleHeaders = visible.filter { $0.elementKind == "header" }.sorted { $0.frame.y < $1.frame.y }
        expectFrame(visibleHeaders.first?.frame, equals: R(0, 100, 320, 50))
        expectFrame(visibleHeaders.last?.frame, equals: R(0, 490, 320, 50))
        #expect(visibleHeaders.count == 2)
    }

    @Test("a pinned footer stays at the bottom of the visible rect (spec B5, mirrored)")
    func pinnedFooter() throws {
        let section = Section(group: rows(100)).boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "footer").height(.absolute(40)).alignment(.bottom)
                .pinToVisibleBounds()
        }
        let s = try Layout(section: section).solve(in: container(320, 400), data: LayoutData(sections: 1, items: 10))
        // Content 1000 tall, footer at rest at 1000; visible rect at offset 0 ends at 400: footer at 360.
        expectFrame(s.boundarySupplementaries(atScrollOffset: 0)[0].frame, equals: R(0, 400 - 40, 320, 40))
        expectFrame(s.boundarySupplementaries(atScrollOffset: 900)[0].frame, equals: R(0, 1000, 320, 40))
    }

    @Test("an empty section with a header takes its insets and its background; spacing separates it (spec S8, spec L3)")
    func emptySection() throws {
        let section = Section(group: rows(44)).contentInsets(10).boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "header").height(.absolute(30))
        }.decorationItems { .background(elementKind: "bg") }
        let s = try Layout(section: section).interSectionSpacing(8)
            .solve(in: container(320), data: LayoutData(itemCounts: [2, 0, 2]))
        // Section 0: 30 + 10 + 88 + 10 = 138. Section 1 at 138 + 8 = 146: header and insets (recorded),
        // 30 + 10 + 10 = 50 long.
        expectFrame(s.sections[1].frame, equals: R(0, 146, 320, 30 + 10 + 10))
        // Section 2 at 146 + 50 + 8 = 204; its first row at 204 + 30 + 10.
        expectFrame(cell(s, 2, 0), equals: R(10, 204 + 30 + 10, 300, 44))
        let backgrounds = s.allElements().filter { $0.category == .decoration }
        #expect(backgrounds.map(\.indexPath.section) == [0, 1, 2])
        expectFrame(backgrounds[1].frame, equals: R(0, 146, 320, 50))
    }

    @Test("an empty section without boundary items takes no length and draws no background (spec S8)")
    func emptySectionWithoutBoundaryItems() throws {
        let section = Section(group: rows(44)).contentInsets(10).decorationItems { .background(elementKind: "bg") }
        let s = try Layout(section: section).interSectionSpacing(8)
            .solve(in: container(320), data: LayoutData(itemCounts: [2, 0, 2]))
        // Section 0: 10 + 88 + 10 = 108; section 1 at 108 + 8 = 116, 0 long; section 2 at 116 + 8 = 124.
        expectFrame(s.sections[1].frame, equals: R(0, 116, 320, 0))
        expectFrame(cell(s, 2, 0), equals: R(10, 124 + 10, 300, 44))
        #expect(s.allElements().filter { $0.category == .decoration }.map(\.indexPath.section) == [0, 2])
    }

    @Test("a background spans the section frame minus its insets; cells move above it (spec C1, spec C2)")
    func background() throws {
        let grid = HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
            Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
        }
        let section = Section(group: grid).contentInsets(16).decorationItems {
            DecorationItem.background(elementKind: "background").contentInsets(8)
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 6))
        // Group 320 - 32 = 288 wide, rows 96 tall; section 16 + 2 x 96 + 16 = 224 tall.
        let deco = s.allElements().first { $0.category == .decoration }
        expectFrame(deco?.frame, equals: R(8, 8, 320 - 16, 224 - 16))
        #expect(deco?.zIndex == 0)
        #expect(s.attributes(ofCellAt: IndexPath(section: 0, item: 0))?.zIndex == 1)
        expectFrame(cell(s, 0, 4), equals: R(16 + 96 + 2.5, 16 + 96 + 2.5, 91, 91))
    }

    @Test("safe-area insets across the scroll axis narrow and shift sections (spec L2)")
    func safeArea() throws {
        let env = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: Size(width: 320, height: 844),
                contentInsets: DirectionalInsets(top: 47, leading: 20, bottom: 34, trailing: 10)))
        let s = try Layout(section: Section(group: rows(44))).solve(in: env, data: LayoutData(sections: 1, items: 2))
        // Width 320 - 20 - 10 = 290 at x = 20; top and bottom insets do not move sections.
        expectFrame(cell(s, 0, 0), equals: R(20, 0, 290, 44))
        expectFrame(s.sections[0].frame, equals: R(20, 0, 290, 88))
    }

    @Test("inter-section spacing goes before every section after the first (spec L3)")
    func interSectionSpacing() throws {
        let s = try Layout(section: Section(group: rows(44))).interSectionSpacing(8)
            .solve(in: container(320), data: LayoutData(sections: 3, items: 2))
        expectFrame(cell(s, 1, 0), equals: R(0, 88 + 8, 320, 44))
        expectFrame(cell(s, 2, 1), equals: R(0, 2 * (88 + 8) + 44, 320, 44))
        expectClose(s.contentSize.height, 3 * 88 + 2 * 8)
    }

    @Test("a layout-wide header shifts every section (spec B6)")
    func layoutHeader() throws {
        let layout = Layout(section: Section(group: rows(44))).boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "banner").height(.absolute(60))
        }
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 2, items: 1))
        expectFrame(cell(s, 0, 0), equals: R(0, 60, 320, 44))
        expectFrame(cell(s, 1, 0), equals: R(0, 60 + 44, 320, 44))
        expectFrame(s.allElements().first { $0.elementKind == "banner" }?.frame, equals: R(0, 0, 320, 60))
        expectClose(s.contentSize.height, 60 + 88)
    }

    @Test("a horizontal layout mirrors the vertical rules (spec D4 mirrored)")
    func horizontalLayout() throws {
        let column = VGroup(LayoutSize(width: .absolute(100), height: .fractionalHeight(1))) {
            Item().height(.fractionalHeight(0.5))
        }
        let s = try Layout(section: Section(group: column).contentInsets(top: 4, leading: 6, bottom: 4, trailing: 6))
            .scrollDirection(.horizontal).solve(in: container(320, 844), data: LayoutData(sections: 1, items: 3))
        // Column height 844 - 8 = 836; items 418 tall; columns at x = 6, 106.
        expectFrame(cell(s, 0, 0), equals: R(6, 4, 100, 418))
        expectFrame(cell(s, 0, 1), equals: R(6, 4 + 418, 100, 418))
        expectFrame(cell(s, 0, 2), equals: R(106, 4, 100, 418))
        // Section length 6 + 200 + 6 = 212 along x; content height is the container's.
        expectClose(s.contentSize.width, 212)
        expectClose(s.contentSize.height, 844)
    }

    @Test("a section provider sees the section index and the environment (spec L4)")
    func sectionProvider() throws {
        let layout = Layout(name: "growing") { index, env in
            let height = env.traits.horizontalSizeClass == .compact ? 40.0 + 10 * Double(index) : 1
            return Section(group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(height))) { Item() })
        }
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 3, items: 1))
        // Heights 40, 50, 60 stacked.
        expectFrame(cell(s, 1, 0), equals: R(0, 40, 320, 50))
        expectFrame(cell(s, 2, 0), equals: R(0, 90, 320, 60))
    }

    @Test("the sizing callback replaces estimated dimensions; groups grow to fit (spec E1)")
    func sizingCallback() throws {
        let list = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
        }
        let data = LayoutData(sections: 1, items: 3) { indexPath, proposed in
            Size(width: proposed.width, height: 40 + 10 * Double(indexPath.item))
        }
        let s = try Layout(section: Section(group: list).interGroupSpacing(2)).solve(in: container(320), data: data)
        // Heights 40, 50, 60; y = 0, 40 + 2, 42 + 50 + 2.
        expectFrame(cell(s, 0, 0), equals: R(0, 0, 320, 40))
        expectFrame(cell(s, 0, 1), equals: R(0, 42, 320, 50))
        expectFrame(cell(s, 0, 2), equals: R(0, 94, 320, 60))
        expectClose(s.contentSize.height, 154)
    }

    @Test("without a callback an estimate is used as is, and insets on that axis are ignored (spec E1, spec I2)")
    func estimateWithoutCallback() throws {
        let list = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44)).contentInsets(5)
        }
        let s = try Layout(section: Section(group: list)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        // Width insets apply (5 + 5), height insets do not.
        expectFrame(cell(s, 0, 1), equals: R(5, 44, 310, 44))
    }

    @Test("with scale 2 output frames round to half points and fractions floor (spec D6, spec R1)")
    func pixelRounding() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44.3))) {
            Item().width(.fractionalWidth(1.0 / 7))
        }
        let s = try Layout(section: Section(group: row)).solve(
            in: container(320, scale: 2), data: LayoutData(sections: 1, items: 8))
        // 320 / 7 = 45.714..., floored to 45.5; 7 fit (318.5). The item is 1 fh of the 44.3 group: a fraction,
        // so floored: floor(88.6) / 2 = 44. The second row starts at y = 44.3 (absolute, not floored), which
        // the output rounds to the nearest half point: 44.5.
        expectFrame(cell(s, 0, 1), equals: R(45.5, 0, 45.5, 44))
        expectFrame(cell(s, 0, 7), equals: R(0, 44.5, 45.5, 44))
    }

    @Test("flexible leading and trailing edges centre a narrow root group; fixed top offsets it (spec S5)")
    func rootEdgeSpacing() throws {
        let group = HGroup(LayoutSize(width: .fractionalWidth(0.5), height: .absolute(50))) { Item() }
            .edgeSpacing(leading: .flexible(0), top: .fixed(6), trailing: .flexible(0))
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        // Free width 320 - 160 = 160 shared by two flexible edges: x = 80. The fixed top edge adds 6 before each
        // group and counts in its extent (56), so the second group starts at 56 + 6.
        expectFrame(cell(s, 0, 0), equals: R(80, 6, 160, 50))
        expectFrame(cell(s, 0, 1), equals: R(80, 56 + 6, 160, 50))
        expectClose(s.contentSize.height, 2 * 56)
    }

    @Test("corner and side alignments with an offset; a leading item lies inside the section (spec B3)")
    func alignments() throws {
        let section = Section(group: rows(100)).boundarySupplementaryItems {
            BoundarySupplementaryItem(
                elementKind: "corner", size: LayoutSize(width: .absolute(40), height: .absolute(20)),
                alignment: .topTrailing,
                offset: Point(x: -4, y: 2))
            BoundarySupplementaryItem(
                elementKind: "side", size: LayoutSize(width: .absolute(30), height: .absolute(60)), alignment: .leading,
                zIndex: 5)
        }
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 2))
        let all = s.allElements()
        // The corner extends the top (spec B3, spec B4): placed against the content's top, then offset by
        // (-4, 2), so it reaches 20 - 2 = 18 before the content, which starts at 18; the corner is at the
        // section's start, y = 18 - 20 + 2 = 0.
        expectFrame(all.first { $0.elementKind == "corner" }?.frame, equals: R(320 - 40 - 4, 0, 40, 20))
        expectFrame(cell(s, 0, 0), equals: R(0, 18, 320, 100))
        // The side item is centred along the section's frame (0 ... 18 + 200): y = (218 - 60) / 2 = 79, x = 0.
        let side = all.first { $0.elementKind == "side" }
        expectFrame(side?.frame, equals: R(0, (218 - 60) / 2, 30, 60))
        #expect(side?.zIndex == 5)
        expectClose(s.contentSize.height, 218)
    }
}
