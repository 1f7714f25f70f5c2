import CompositionalLayout
import LayoutTestSupport
import Testing

/// Right to left (spec L6): the solved layout is mirrored in the content width.
@Suite("Right to left")
struct RightToLeftTests {
    func rtl(_ width: Double, scale: Double = 0) -> LayoutEnvironment {
        LayoutEnvironment(width: width, height: 844, displayScale: scale, layoutDirection: .rightToLeft)
    }

    func cell(_ s: SolvedLayout, _ item: Int, section: Int = 0) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    @Test("a two-column grid starts at the right edge; leading boundary items stand on the right")
    func grid() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.fractionalWidth(0.5))
        }
        let header = BoundarySupplementaryItem(
            elementKind: "header", size: LayoutSize(width: .fractionalWidth(0.25), height: .absolute(30)),
            alignment: .topLeading)
        let layout = Layout(
            section: Section(group: row).contentInsets(leading: 10).boundarySupplementaryItems { header })
        let s = try layout.solve(in: rtl(320), data: LayoutData(sections: 1, items: 3))
        // Left to right: inner width 320 - 10 = 310, columns 155 wide at x = 10 and 165, below the 30-pt header.
        // Mirrored in 320: x = 320 - 10 - 155 = 155, and 320 - 165 - 155 = 0.
        expectFrame(cell(s, 0), equals: R(155, 30, 155, 50))
        expectFrame(cell(s, 1), equals: R(0, 30, 155, 50))
        expectFrame(cell(s, 2), equals: R(155, 80, 155, 50))
        // The header follows the content insets: 0.25 x 310 = 77.5 wide at x = 10 left to right, so
        // x = 320 - 10 - 77.5 = 232.5.
        let headers = s.supplementaries(ofKind: "header", at: IndexPath(section: 0, item: 0))
        expectFrame(headers.first?.frame, equals: R(232.5, 0, 77.5, 30))
        #expect(s.contentSize == Size(width: 320, height: 130))
    }

    @Test("the safe area's leading inset lands on the right: section frames are mirrored too")
    func safeArea() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(40))) { Item() }
        var environment = rtl(400)
        environment.container.contentInsets = DirectionalInsets(top: 0, leading: 44, bottom: 0, trailing: 0)
        let s = try Layout(section: Section(group: row)).solve(
            in: environment, data: LayoutData(sections: 1, items: 1))
        // Left to right the section is x = 44, 356 wide; mirrored in 400: x = 400 - 44 - 356 = 0.
        expectFrame(s.sections[0].frame, equals: R(0, 0, 356, 40))
        expectFrame(cell(s, 0), equals: R(0, 0, 356, 40))
    }

    @Test("an orthogonal section starts at the right edge and runs leftwards; rect queries find its cells")
    func orthogonal() throws {
        let group = HGroup(LayoutSize(width: .fractionalWidth(0.85), height: .absolute(100))) { Item() }
        let layout = Layout(section: Section(group: group).orthogonalScrolling(.groupPaging))
        let s = try layout.solve(in: rtl(320), data: LayoutData(sections: 1, items: 3))
        // Groups are 0.85 x 320 = 272 wide at x = 0, 272, 544 left to right; mirrored: 48, -224, -496.
        expectFrame(cell(s, 0), equals: R(48, 0, 272, 100))
        expectFrame(cell(s, 1), equals: R(-224, 0, 272, 100))
        expectFrame(cell(s, 2), equals: R(-496, 0, 272, 100))
        // A rect from x = -300 to -250 meets only cell 2 (-496 ... -224); one at -200 ... -190 only cell 1.
        let found = s.elements(in: Rect(x: -300, y: 10, width: 50, height: 10)).map(\.indexPath.item)
        #expect(found == [2])
        let second = s.elements(in: Rect(x: -200, y: 10, width: 10, height: 10)).map(\.indexPath.item)
        #expect(second == [1])
        #expect(s.checkInvariants().isEmpty)
    }

    @Test(
        "with a display scale, every right-to-left frame is the rounded left-to-right frame mirrored, both scroll axes")
    func mirrorInvariantOnRandomLayouts() throws {
        var checked = 0
        var horizontal = 0
        for index in 0..<40 {
            // Each case in both scroll directions (a case that cannot be solved one way is skipped).
            var c = RandomLayoutGenerator.makeCase(seed: RandomLayoutGenerator.seed(base: 0x5251, index: index / 2))
            c.configuration.scrollDirection = index % 2 == 0 ? .vertical : .horizontal
            guard c.fault == nil else { continue }
            let data = LayoutData(itemCounts: c.itemCounts, sizing: c.sizing?.callback)
            var environment = c.environment
            environment.traits.displayScale = 3
            guard let ltr = try? c.layout.solve(in: environment, data: data) else { continue }
            environment.traits.layoutDirection = .rightToLeft
            let rtl = try c.layout.solve(in: environment, data: data)
            let width = ltr.contentSize.width
            checked += 1
            if c.configuration.scrollDirection == .horizontal { horizontal += 1 }
            #expect(rtl.contentSize == ltr.contentSize, "\(c)")
            let left = ltr.allElements()
            let right = rtl.allElements()
            #expect(left.count == right.count, "\(c)")
            for (l, r) in zip(left, right) {
                #expect(r.indexPath == l.indexPath && r.elementKind == l.elementKind, "\(c)")
                #expect(r.frame == l.frame.mirrored(inWidth: width), "\(c) \(l.indexPath)")
            }
        }
        #expect(checked >= 10, "only \(checked) random layouts solved")
        #expect(horizontal >= 8, "only \(horizontal) horizontal layouts solved")
    }

    @Test("rect queries and pinned places right to left are the left-to-right ones mirrored, both scroll axes")
    func mirroredQueriesOnRandomLayouts() throws {
        var checked = 0
        for index in 0..<40 {
            // Each case in both scroll directions (a case that cannot be solved one way is skipped).
            var c = RandomLayoutGenerator.makeCase(seed: RandomLayoutGenerator.seed(base: 0x5252, index: index / 2))
            c.configuration.scrollDirection = index % 2 == 0 ? .vertical : .horizontal
            guard c.fault == nil else { continue }
            let data = LayoutData(itemCounts: c.itemCounts, sizing: c.sizing?.callback)
            var environment = c.environment
            guard let ltr = try? c.layout.solve(in: environment, data: data) else { continue }
            environment.traits.layoutDirection = .rightToLeft
            let rtl = try c.layout.solve(in: environment, data: data)
            let width = ltr.contentSize.width
            let m = ltr.scrollDirection
            checked += 1
            func key(_ e: ElementAttributes) -> String { "\(e.category) \(e.elementKind ?? "") \(e.indexPath)" }
            // A rect over each quarter of the content along the scroll axis.
            for quarter in 0..<4 {
                let start = Double(quarter) * ltr.contentSize[m] / 4
                let rect =
                    m == .vertical
                    ? Rect(x: 0, y: start, width: width, height: ltr.contentSize.height / 4)
                    : Rect(x: start, y: 0, width: width / 4, height: ltr.contentSize.height)
                let left = ltr.elements(in: rect).map { "\(key($0)) \($0.frame.mirrored(inWidth: width))" }
                let right = rtl.elements(in: rect.mirrored(inWidth: width)).map { "\(key($0)) \($0.frame)" }
                let onlyLeft = Set(left).subtracting(right).sorted().prefix(3)
                let onlyRight = Set(right).subtracting(left).sorted().prefix(3)
                #expect(
                    left.sorted() == right.sorted(),
                    "quarter \(quarter) rect \(rect) W \(width) only LTR \(onlyLeft) only RTL \(onlyRight)")
            }
            // The view at left-to-right offset o is, right to left, at o along a vertical axis and at
            // width - o - the container's width along a horizontal one.
            let maxOffset = max(0, ltr.contentSize[m] - environment.container.contentSize[m])
            for offset in [0, maxOffset / 2, maxOffset] {
                let mirroredOffset = m == .vertical ? offset : width - offset - environment.container.contentSize.width
                let left = ltr.boundarySupplementaries(atScrollOffset: offset).map { $0.frame.mirrored(inWidth: width) }
                let right = rtl.boundarySupplementaries(atScrollOffset: mirroredOffset).map(\.frame)
                #expect(left == right, "\(c) offset \(offset)")
            }
        }
        #expect(checked >= 10, "only \(checked) random layouts solved")
    }

    /// Two sections scrolling horizontally in a 320 x 200 container, 20 points apart: section 0 has a pinned
    /// 40-point leading header and four 100-point columns 10 apart, section 1 two columns.
    func horizontalLayout() -> Layout {
        let column = VGroup(LayoutSize(width: .absolute(100), height: .fractionalHeight(1))) { Item() }
        let header = BoundarySupplementaryItem(
            elementKind: "header", size: LayoutSize(width: .absolute(40), height: .fractionalHeight(1)),
            alignment: .leading
        ).pinToVisibleBounds(true)
        var layout = Layout(sections: [
            Section(group: column).interGroupSpacing(10).boundarySupplementaryItems { header },
            Section(group: column).interGroupSpacing(10),
        ])
        layout.configuration.scrollDirection = .horizontal
        layout.configuration.interSectionSpacing = 20
        return layout
    }

    @Test("a horizontally scrolling layout starts at the right edge: sections and cells run leftwards")
    func horizontalScrolling() throws {
        let environment = LayoutEnvironment(width: 320, height: 200, layoutDirection: .rightToLeft)
        let s = try horizontalLayout().solve(in: environment, data: LayoutData(itemCounts: [4, 2]))
        // Left to right: header 0 ... 40, cells at x = 40, 150, 260, 370 (100 wide, 10 apart), section 0 ends
        // at 470; section 1 starts at 470 + 20 = 490, cells at 490 and 600, content 700 wide.
        #expect(s.contentSize == Size(width: 700, height: 200))
        // Mirrored in 700: x' = 700 - x - 100 for cells: 560, 450, 340, 230; then 110 and 0.
        for (item, x) in [560.0, 450, 340, 230].enumerated() { expectFrame(cell(s, item), equals: R(x, 0, 100, 200)) }
        expectFrame(cell(s, 0, section: 1), equals: R(110, 0, 100, 200))
        expectFrame(cell(s, 1, section: 1), equals: R(0, 0, 100, 200))
        // The header at 700 - 0 - 40 = 660; section 0 (0 ... 470) at 230 ... 700, section 1 (490 ... 700) at 0 ... 210.
        let header = s.supplementaries(ofKind: "header", at: IndexPath(section: 0, item: 0)).first?.frame
        expectFrame(header, equals: R(660, 0, 40, 200))
        expectFrame(s.sections[0].frame, equals: R(230, 0, 470, 200))
        expectFrame(s.sections[1].frame, equals: R(0, 0, 210, 200))
        // A rect over x = 0 ... 120 meets section 1's two cells only.
        let found = s.elements(in: Rect(x: 0, y: 0, width: 120, height: 200)).map(\.indexPath)
        #expect(found == [IndexPath(section: 1, item: 0), IndexPath(section: 1, item: 1)])
        #expect(s.checkInvariants().isEmpty)
    }

    @Test("right to left, a pinned leading header of a horizontal layout follows the visible rect's right edge")
    func horizontalPinning() throws {
        let environment = LayoutEnvironment(width: 320, height: 200, layoutDirection: .rightToLeft)
        let s = try horizontalLayout().solve(in: environment, data: LayoutData(itemCounts: [4, 2]))
        // At offset 250 the visible rect is x = 250 ... 570. Left to right that view is offset
        // 700 - 250 - 320 = 130, where the header pins at 130 (inside 0 ... 470 - 40); mirrored:
        // 700 - 130 - 40 = 530 = 570 - 40, against the visible rect's right edge.
        let pinned = s.boundarySupplementaries(atScrollOffset: 250).first?.frame
        expectFrame(pinned, equals: R(530, 0, 40, 200))
        expectFrame(s.pinningRect(atScrollOffset: 250), equals: R(250, 0, 320, 200))
        // Its range: left to right it may start at 0 ... 430, following the pinning rect's start; mirrored,
        // 700 - 430 - 40 = 230 ... 700 - 0 - 40 = 660, following the rect's end.
        let range = try #require(s.pinnedRanges().first)
        #expect(range.edge == .end)
        #expect(range.range == 230...660)
        #expect(range.frame(in: s.pinningRect(atScrollOffset: 250)) == R(530, 0, 40, 200))
        // At offset 380 (the first section's start in view, x = 380 ... 700) it rests at 660.
        expectFrame(s.boundarySupplementaries(atScrollOffset: 380).first?.frame, equals: R(660, 0, 40, 200))
    }

    @Test("a horizontal right-to-left layout re-solved incrementally equals a full solve")
    func horizontalIncremental() throws {
        let environment = LayoutEnvironment(width: 320, height: 200, layoutDirection: .rightToLeft)
        let layout = horizontalLayout()
        let first = try layout.solve(in: environment, data: LayoutData(itemCounts: [4, 2]))
        let data = LayoutData(itemCounts: [4, 5])
        let full = try layout.solve(in: environment, data: data)
        let again = try solve(layout, in: environment, data: data, reusing: first, changedSections: [1])
        // Section 1 now holds 5 columns: 5 x 100 + 4 x 10 = 540, content 490 + 540 = 1030 wide; section 0's
        // first cell moves to 1030 - 40 - 100 = 890.
        #expect(again.contentSize == Size(width: 1030, height: 200))
        expectFrame(again.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(890, 0, 100, 200))
        #expect(again.allElements() == full.allElements())
        #expect(again.sections.map(\.frame) == full.sections.map(\.frame))
    }
}
