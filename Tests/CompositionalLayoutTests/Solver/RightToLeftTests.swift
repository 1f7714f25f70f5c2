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

    @Test("with a display scale, every right-to-left frame is the rounded left-to-right frame mirrored")
    func mirrorInvariantOnRandomLayouts() throws {
        var checked = 0
        for index in 0..<25 {
            let c = RandomLayoutGenerator.makeCase(seed: RandomLayoutGenerator.seed(base: 0x5251, index: index))
            guard c.fault == nil, c.configuration.scrollDirection == .vertical else { continue }
            let data = LayoutData(itemCounts: c.itemCounts, sizing: c.sizing?.callback)
            var environment = c.environment
            environment.traits.displayScale = 3
            guard let ltr = try? c.layout.solve(in: environment, data: data) else { continue }
            environment.traits.layoutDirection = .rightToLeft
            let rtl = try c.layout.solve(in: environment, data: data)
            let width = ltr.contentSize.width
            checked += 1
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
    }

    @Test("a horizontally scrolling layout cannot run right to left yet: a typed error")
    func horizontalScrolling() {
        let group = VGroup(LayoutSize(width: .absolute(100), height: .fractionalHeight(1))) { Item() }
        var layout = Layout(section: Section(group: group))
        layout.configuration.scrollDirection = .horizontal
        #expect(throws: LayoutError.rightToLeftHorizontalScrolling) {
            try layout.solve(in: rtl(320), data: LayoutData(sections: 1, items: 2))
        }
    }
}
