import CompositionalLayout
import LayoutTestSupport
import Testing

/// Negative spacing and content insets (spec D7), accepted as UIKit accepts them.
///
/// They go through the same formulas, so elements overlap or reach outside their container. NaN and
/// infinities stay errors.
@Suite("Negative spacing and insets")
struct NegativeSpacingTests {
    func cell(_ s: SolvedLayout, _ section: Int, _ item: Int) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    /// Full-width rows of `height` points.
    func rows(_ height: Double) -> Group {
        HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(height))) { Item() }
    }

    /// Every element the rect query finds equals what a scan of all elements finds.
    func expectQueryMatchesScan(_ s: SolvedLayout, _ rect: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = Set(s.elements(in: rect).map { "\($0.category) \($0.elementKind ?? "") \($0.indexPath)" })
        let scanned = Set(
            s.allElements().filter { $0.frame.touches(rect) }.map {
                "\($0.category) \($0.elementKind ?? "") \($0.indexPath)"
            })
        #expect(found == scanned, "query in \(rect)", sourceLocation: sourceLocation)
    }

    @Test("an overlapping carousel: interGroupSpacing -8 in an orthogonal section (spec S1, spec S6)")
    func overlappingCarousel() throws {
        let group = HGroup(LayoutSize(width: .absolute(100), height: .absolute(150))) { Item() }
        let section = Section(group: group).interGroupSpacing(-8).orthogonalScrolling(.continuous)
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 4))
        // Each group starts 100 - 8 = 92 points after the one before: cards overlap by 8.
        for i in 0..<4 { expectFrame(cell(s, 0, i), equals: R(Double(i) * (100 - 8), 0, 100, 150)) }
        // spec S6: the scrollable content is 4 x 100 - 3 x 8 long; the section is one group tall.
        expectClose(try #require(s.sections[0].orthogonal).contentLength, 4 * 100 - 3 * 8)
        expectClose(s.contentSize.height, 150)
        #expect(s.checkInvariants().isEmpty)
        #expect(
            s.warnings.map(\.description) == [
                "section[0].interGroupSpacing: the spacing between groups is -8 points; consecutive groups overlap by 8 points"
            ])
    }

    @Test("a staggered waterfall from bottom .fixed(-24) edge spacing in nested column groups (spec G3, spec G7)")
    func staggeredWaterfall() throws {
        // Two columns 300 tall; each item's bottom edge spacing -24 pulls the next item 24 points onto it.
        func column(_ height: Double) -> Group {
            VGroup(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))) {
                Item().height(.absolute(height)).edgeSpacing(bottom: .fixed(-24))
            }
        }
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(300))) {
            column(100)
            column(120)
        }
        let s = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 12))
        // spec G3: left items cost 100 - 24 = 76: 3 fit (228 <= 300, a 4th needs 76 > 72); right items cost
        // 120 - 24 = 96: 3 fit (288 <= 300, a 4th needs 96 > 12). k = 6.
        let expected = [
            R(0, 0, 160, 100), R(0, 76, 160, 100), R(0, 2 * 76, 160, 100),
            R(160, 0, 160, 120), R(160, 96, 160, 120), R(160, 2 * 96, 160, 120),
        ]
        for (i, frame) in expected.enumerated() {
            expectFrame(cell(s, 0, i), equals: frame)
            expectFrame(cell(s, 0, 6 + i), equals: frame.offsetBy(dx: 0, dy: 300))
        }
        // Two groups of 300 (spec S3, recorded: the second group's last right item, ending at 300 + 2 x 96 +
        // 120 = 612, overflows its group and does not lengthen the content).
        expectClose(s.contentSize.height, 2 * 300)
        #expect(s.checkInvariants().isEmpty)
        #expect(s.overlappingCells(limit: 1).count == 1)
    }

    @Test("negative fixed interItemSpacing: the count form grows its container and fills the group (spec G5, spec G6)")
    func negativeInterItemSpacingCount() throws {
        let group = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitem: .item(Item()), count: 3
        ).interItemSpacing(.fixed(-10))
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        // spec G5: the container is 320 - (-10) x 2 = 340, so each item is 340 / 3; x = i x (340 / 3 - 10).
        for i in 0..<3 { expectFrame(cell(s, 0, i), equals: R(Double(i) * (340.0 / 3 - 10), 0, 340.0 / 3, 50)) }
        expectClose(try #require(cell(s, 0, 2)).maxX, 320)
    }

    @Test("negative fixed interItemSpacing lets more absolute items fit (spec G3)")
    func negativeInterItemSpacingFill() throws {
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.absolute(100))
        }.interItemSpacing(.fixed(-30))
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 4))
        // 100 + 3 x (100 - 30) = 310 <= 320; a fifth needs 70 > 10. So k = 4, at x = 70 i.
        for i in 0..<4 { expectFrame(cell(s, 0, i), equals: R(Double(i) * 70, 0, 100, 50)) }
        #expect(s.sections[0].frame.height == 50)
    }

    @Test("a negative .flexible spacing is a minimum that grows by its share of the leftover (spec G7)")
    func negativeFlexibleSpacing() throws {
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.absolute(100))
        }.interItemSpacing(.flexible(-10))
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        // Fit at the minimum: 100 + 2 x 90 = 280, a fourth needs 90 > 40. Leftover 320 - 280 = 40 shared by the
        // two spacings: each -10 + 20 = 10, so x = 0, 110, 220.
        for i in 0..<3 { expectFrame(cell(s, 0, i), equals: R(Double(i) * 110, 0, 100, 50)) }
    }

    @Test("negative interSectionSpacing overlaps sections; the content ends at the furthest section (spec L3)")
    func negativeInterSectionSpacing() throws {
        let layout = Layout(sections: [Section(group: rows(44)), Section(group: rows(44))]).interSectionSpacing(-20)
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 2, items: 2))
        // Section 0 is 88 tall; section 1 starts at 88 - 20 = 68.
        expectFrame(s.sections[1].frame, equals: R(0, 88 - 20, 320, 88))
        expectFrame(cell(s, 1, 0), equals: R(0, 68, 320, 44))
        expectClose(s.contentSize.height, 68 + 88)
        #expect(s.checkInvariants().isEmpty)
        #expect(s.warnings.map(\.path) == ["layout.interSectionSpacing"])
    }

    @Test("a negative interSectionSpacing longer than a section: starts decrease, queries still find everything")
    func sectionsOutOfOrder() throws {
        let layout = Layout(sections: [Section(group: rows(44)), Section(group: rows(44)), Section(group: rows(44))])
            .interSectionSpacing(-200)
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 3, items: 2))
        // Section 0 at 0 (88 tall), section 1 at 88 - 200 = -112, section 2 at -112 + 88 - 200 = -224.
        expectFrame(s.sections[1].frame, equals: R(0, -112, 320, 88))
        expectFrame(s.sections[2].frame, equals: R(0, -224, 320, 88))
        // spec L3: the content is the union of the section frames as far as it reaches: section 0's end.
        expectClose(s.contentSize.height, 88)
        #expect(s.checkInvariants().isEmpty)
        for y in stride(from: -250.0, through: 100, by: 25) { expectQueryMatchesScan(s, R(0, y, 320, 30)) }
        #expect(s.elements(in: R(0, -224, 320, 1)).map(\.indexPath) == [IndexPath(section: 2, item: 0)])
    }

    @Test("self-sizing groups with a spacing longer than themselves start ever earlier; queries scan them")
    func selfSizedStartsDecrease() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
        }
        let data = LayoutData(itemCounts: [5]) { _, proposed in Size(width: proposed.width, height: 30) }
        let s = try Layout(section: Section(group: row).interGroupSpacing(-50)).solve(in: container(320), data: data)
        // spec E1: each row is 30 tall and the next starts 30 - 50 = -20 points after it.
        for i in 0..<5 { expectFrame(cell(s, 0, i), equals: R(0, Double(i) * -20, 320, 30)) }
        for y in stride(from: -100.0, through: 40, by: 10) { expectQueryMatchesScan(s, R(0, y, 320, 5)) }
        #expect(s.checkInvariants().isEmpty)
    }

    @Test("negative section insets widen the root group and shorten the section (spec D4, spec S4)")
    func negativeSectionInsets() throws {
        let section = Section(group: rows(44)).contentInsets(top: -10, leading: -16, bottom: -5, trailing: -16)
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 2))
        // Root group 320 + 16 + 16 = 352 wide at x = -16; rows at y = -10 and -10 + 44.
        expectFrame(cell(s, 0, 0), equals: R(-16, -10, 352, 44))
        expectFrame(cell(s, 0, 1), equals: R(-16, -10 + 44, 352, 44))
        // spec S4 (S10): the frame spans the container, widened to the boundary items' band, which follows the
        // insets: -16 to 336. Along the scroll axis it is -10 + 88 - 5 long.
        expectFrame(s.sections[0].frame, equals: R(-16, 0, 352, -10 + 88 - 5))
        #expect(s.checkInvariants().isEmpty)
        #expect(s.warnings.count == 4)
    }

    @Test("insets more negative than the content is long leave an empty section, never a negative length")
    func sectionNeverNegative() throws {
        let section = Section(group: rows(44)).contentInsets(top: -100, bottom: -100)
        let layout = Layout(sections: [section, Section(group: rows(44))])
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 2, items: 1))
        // -100 + 44 - 100 < 0: the section is 0 long, and its row sits at y = -100, above it.
        expectFrame(s.sections[0].frame, equals: R(0, 0, 320, 0))
        expectFrame(cell(s, 0, 0), equals: R(0, -100, 320, 44))
        expectFrame(cell(s, 1, 0), equals: R(0, 0, 320, 44))
        #expect(s.checkInvariants().isEmpty)
        expectQueryMatchesScan(s, R(0, -90, 320, 10))
    }

    @Test("negative item insets grow the cell past its slot (spec I1)")
    func negativeItemInsets() throws {
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().width(.absolute(100)).contentInsets(top: -5, leading: -5, bottom: -5, trailing: -5)
        }
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        // Slots at x = 0 and 100; each cell 5 points bigger on every side.
        expectFrame(cell(s, 0, 0), equals: R(-5, -5, 100 + 10, 100 + 10))
        expectFrame(cell(s, 0, 1), equals: R(100 - 5, -5, 100 + 10, 100 + 10))
    }

    @Test("a top inset longer than the cell with a more negative bottom inset still starts at the top inset (spec I1)")
    func topInsetPastTheEndWithNegativeBottom() throws {
        // 40 tall; top 50 would pass the bottom edge, but bottom -20 leaves 40 - 50 + 20 = 10 points.
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(40))) {
            Item().width(.absolute(100)).contentInsets(top: 50, leading: 120, bottom: -20, trailing: -30)
        }
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 1))
        // x = 0 + 120, width 100 - 120 + 30 = 10; y = 0 + 50, height 10.
        expectFrame(cell(s, 0, 0), equals: R(120, 50, 10, 10))
    }

    @Test("a badge's own top inset longer than the badge with a negative bottom inset (spec A4; fuzz finding)")
    func badgeInsetsPastItsEnd() throws {
        // Found by Scripts/fuzz solver (Fuzz/Crashes/solver-badge-negative-spacing): the engine clamped the
        // badge's origin to its bottom edge although the negative bottom inset left it 10 points tall.
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .leading], offset: .fractional(Point(x: 0.5, y: 0.5))),
            contentInsets: DirectionalInsets(top: 25, leading: 0, bottom: -15, trailing: 0))
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item(size: LayoutSize(width: .absolute(100), height: .absolute(100)), supplementaryItems: [badge])
        }
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 1))
        // Placed at (0 + 0.5 x 20, 0 + 0.5 x 20) = (10, 10), 20 x 20; insets: y 10 + 25, height 20 - 25 + 15.
        let found = s.allElements().filter { $0.elementKind == "badge" }.map(\.frame)
        #expect(found.count == 1)
        expectFrame(found.first, equals: R(10, 10 + 25, 20, 20 - 25 + 15))
    }

    @Test("on the pixel grid, fractions resolved in the grown container are floored (spec D6, spec R1)")
    func pixelGrid() throws {
        let group = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitem: .item(Item()), count: 3
        ).interItemSpacing(.fixed(-10))
        let s = try Layout(section: Section(group: group)).solve(
            in: container(320, scale: 2), data: LayoutData(sections: 1, items: 3))
        // 340 / 3 = 113.33 floors to 113 at scale 2; x = 0, 103, 206.
        for i in 0..<3 { expectFrame(cell(s, 0, i), equals: R(Double(i) * (113 - 10), 0, 113, 50)) }
    }

    @Test("right to left, a negative leading inset reaches past the right edge (spec L6)")
    func rightToLeft() throws {
        let section = Section(group: rows(44)).contentInsets(leading: -16)
        let environment = LayoutEnvironment(width: 320, height: 844, layoutDirection: .rightToLeft)
        let s = try Layout(section: section).solve(in: environment, data: LayoutData(sections: 1, items: 1))
        // Left to right the row is 336 wide at x = -16; mirrored: x = 320 - (-16) - 336 = 0, ending at 336.
        expectFrame(cell(s, 0, 0), equals: R(0, 0, 336, 44))
    }

    @Test("an incremental re-solve with negative spacing equals a full solve (spec E2)")
    func incremental() throws {
        let layout = Layout(sections: [Section(group: rows(44)).interGroupSpacing(-60), Section(group: rows(30))])
            .interSectionSpacing(-100)
        let before = try layout.solve(in: container(320), data: LayoutData(itemCounts: [3, 4]))
        let data = LayoutData(itemCounts: [5, 4])
        let again = try solve(layout, in: container(320), data: data, reusing: before, changedSections: [0])
        let full = try layout.solve(in: container(320), data: data)
        #expect(again.allElements() == full.allElements())
        #expect(again.contentSize == full.contentSize)
        // Section 0: rows at 44 - 60 = -16 apart, 5 x 44 - 4 x 60 = -20 long, which is 0 (never negative; its
        // cells keep their frames, spec S3); section 1 starts 100 before its end.
        expectFrame(full.sections[0].frame, equals: R(0, 0, 320, 0))
        expectFrame(full.sections[1].frame, equals: R(0, -100, 320, 4 * 30))
    }

    @Test("NaN and infinite spacing or insets are still errors naming their path (spec D7)")
    func nonFinite() {
        let cases: [(Layout, String)] = [
            (Layout(section: Section(group: rows(44)).interGroupSpacing(.nan)), "section[0].interGroupSpacing"),
            (Layout(section: Section(group: rows(44))).interSectionSpacing(-.infinity), "layout.interSectionSpacing"),
            (
                Layout(section: Section(group: rows(44)).contentInsets(top: .infinity)),
                "section[0].contentInsets.top"
            ),
            (
                Layout(section: Section(group: rows(44).interItemSpacing(.flexible(.nan)))),
                "section[0].group.interItemSpacing"
            ),
        ]
        for (layout, path) in cases {
            #expect {
                try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 2))
            } throws: { error in
                guard case .nonFiniteValue(let p, _) = error as? LayoutError else { return false }
                return p == path
            }
        }
    }
}
