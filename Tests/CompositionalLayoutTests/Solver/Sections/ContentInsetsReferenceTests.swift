import CompositionalLayout
import LayoutTestSupport
import Testing

/// Content-insets references (spec S10), the supplementary reference (spec B2) and boundary items' own insets
/// (spec B7).
///
/// The container used throughout: 400 x 844, a safe area of 20 leading and 10 trailing, layout margins of
/// 36 leading and 26 trailing (the safe area plus 16 on each side, as a root view's margins include it), and
/// a readable width of 300, so the bands across x are:
/// none [0, 400]; safe area [20, 390] (370); margins [36, 374] (338);
/// readable 300 centred in the margins: 36 + (338 - 300) / 2 = 55, [55, 355].
@Suite("Content-insets references")
struct ContentInsetsReferenceTests {
    static let environment = LayoutEnvironment(
        container: LayoutContainer(
            contentSize: Size(width: 400, height: 844),
            contentInsets: DirectionalInsets(top: 47, leading: 20, bottom: 34, trailing: 10),
            layoutMargins: DirectionalInsets(top: 47, leading: 36, bottom: 34, trailing: 26),
            readableContentWidth: 300))

    /// Full-width rows of 44 points in a section inset by 5 on the leading and trailing edges.
    static let section = Section(
        group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() }
    ).contentInsets(leading: 5, trailing: 5)

    func firstCell(_ layout: Layout, _ environment: LayoutEnvironment = environment) throws -> Rect? {
        let s = try layout.solve(in: environment, data: LayoutData(sections: 1, items: 2))
        #expect(s.checkInvariants().isEmpty)
        return s.frame(ofCellAt: IndexPath(section: 0, item: 0))
    }

    @Test("each reference moves and narrows the section's content; insets are added inside it (spec S10)")
    func eachReference() throws {
        let expected: [(ContentInsetsReference, Rect)] = [
            (.automatic, R(20 + 5, 0, 370 - 10, 44)),  // the configuration's default: the safe area
            (.none, R(0 + 5, 0, 400 - 10, 44)),
            (.safeArea, R(20 + 5, 0, 370 - 10, 44)),
            (.layoutMargins, R(36 + 5, 0, 338 - 10, 44)),
            (.readableContent, R(55 + 5, 0, 300 - 10, 44)),
        ]
        for (reference, frame) in expected {
            let layout = Layout(section: Self.section.contentInsetsReference(reference))
            expectFrame(try firstCell(layout), equals: frame)
        }
    }

    @Test("a section's automatic reference is the configuration's; its own choice wins (spec S10)")
    func configurationReference() throws {
        let margins = Layout(section: Self.section).contentInsetsReference(.layoutMargins)
        expectFrame(try firstCell(margins), equals: R(36 + 5, 0, 338 - 10, 44))
        let own = Layout(section: Self.section.contentInsetsReference(.none)).contentInsetsReference(.layoutMargins)
        expectFrame(try firstCell(own), equals: R(5, 0, 390, 44))
        // A configuration's own `automatic` is the safe area.
        let automatic = Layout(section: Self.section).contentInsetsReference(.automatic)
        expectFrame(try firstCell(automatic), equals: R(20 + 5, 0, 370 - 10, 44))
    }

    @Test("without margins or a readable width, those references are the safe area (spec S10 defaults)")
    func defaultsKeepTheSafeArea() throws {
        let plain = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: Size(width: 400, height: 844), contentInsets: DirectionalInsets(leading: 20, trailing: 10))
        )
        for reference in [ContentInsetsReference.layoutMargins, .readableContent] {
            let layout = Layout(section: Self.section.contentInsetsReference(reference))
            expectFrame(try firstCell(layout, plain), equals: R(20 + 5, 0, 370 - 10, 44))
        }
    }

    @Test("a readable width wider than the margins leaves the margins band (spec S10)")
    func wideReadableWidth() throws {
        var environment = Self.environment
        environment.container.readableContentWidth = 672
        let layout = Layout(section: Self.section.contentInsetsReference(.readableContent))
        expectFrame(try firstCell(layout, environment), equals: R(36 + 5, 0, 338 - 10, 44))
    }

    @Test("the section frame spans the safe area, widened to a wider reference (spec S4, spec S10)")
    func sectionFrame() throws {
        let none = try Layout(section: Self.section.contentInsetsReference(.none))
            .solve(in: Self.environment, data: LayoutData(sections: 1, items: 2))
        expectFrame(none.sections[0].frame, equals: R(0, 0, 400, 2 * 44))
        let margins = try Layout(section: Self.section.contentInsetsReference(.layoutMargins))
            .solve(in: Self.environment, data: LayoutData(sections: 1, items: 2))
        expectFrame(margins.sections[0].frame, equals: R(20, 0, 370, 2 * 44))
    }

    @Test("boundary items follow the content's band, else their own reference's (spec B2, spec S10)")
    func supplementaryReference() throws {
        let header = BoundarySupplementaryItem(elementKind: "header").height(.absolute(30))
        func headerFrame(_ section: Section, _ layout: (Layout) -> Layout = { $0 }) throws -> Rect? {
            let s = try layout(Layout(section: section.boundarySupplementaryItems { header }))
                .solve(in: Self.environment, data: LayoutData(sections: 1, items: 1))
            return s.boundarySupplementaries(atScrollOffset: 0).first?.frame
        }
        let margins = Self.section.contentInsetsReference(.layoutMargins)
        // Following the insets (the default): the margins band inset by 5.
        expectFrame(try headerFrame(margins), equals: R(36 + 5, 0, 338 - 10, 30))
        // Not following: the supplementary reference, automatic = the configuration's (the safe area).
        let free = margins.supplementariesFollowContentInsets(false)
        expectFrame(try headerFrame(free), equals: R(20, 0, 370, 30))
        expectFrame(
            try headerFrame(free.supplementaryContentInsetsReference(.readableContent)), equals: R(55, 0, 300, 30))
        expectFrame(try headerFrame(free.supplementaryContentInsetsReference(.none)), equals: R(0, 0, 400, 30))
        // Automatic follows the configuration's reference, not the section's.
        expectFrame(
            try headerFrame(free) { $0.contentInsetsReference(.layoutMargins) }, equals: R(36, 0, 338, 30))
        // The cells are unchanged by where the header stands: the margins band inset by 5, below the header.
        let s = try Layout(section: free.boundarySupplementaryItems { header })
            .solve(in: Self.environment, data: LayoutData(sections: 1, items: 1))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(36 + 5, 30, 338 - 10, 44))
    }

    @Test(
        "an orthogonal section starts at its reference; the band's difference scrolls like an inset (spec S6, spec S10)"
    )
    func orthogonal() throws {
        let group = HGroup(LayoutSize(width: .absolute(100), height: .absolute(50))) { Item() }
        let section = Section(group: group).orthogonalScrolling(.continuous).contentInsetsReference(.layoutMargins)
        let s = try Layout(section: section).solve(in: Self.environment, data: LayoutData(sections: 1, items: 5))
        #expect(s.checkInvariants().isEmpty)
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(36, 0, 100, 50))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 2)), equals: R(36 + 200, 0, 100, 50))
        // Lead 36 - 20 = 16, five groups, trail 390 - 374 = 16; seen through the safe area's 370 points.
        let info = try #require(s.sections[0].orthogonal)
        expectClose(info.contentLength, 16 + 5 * 100 + 16)
        expectClose(info.maximumOffset, 16 + 5 * 100 + 16 - 370)
    }

    @Test("a boundary item's own insets shrink its frame after placement, not its slot (spec B7)")
    func boundaryItemInsets() throws {
        let header = BoundarySupplementaryItem(elementKind: "header").height(.absolute(40))
            .contentInsets(top: 4, leading: 8, bottom: 6, trailing: 12)
        let rows = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() }
        let s = try Layout(section: Section(group: rows).boundarySupplementaryItems { header })
            .solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        // Slot (0, 0, 320, 40); frame (0 + 8, 0 + 4, 320 - 8 - 12, 40 - 4 - 6).
        expectFrame(s.boundarySupplementaries(atScrollOffset: 0)[0].frame, equals: R(8, 4, 300, 30))
        // The cell still starts after the whole slot.
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 40, 320, 44))
    }

    @Test("a layout-wide boundary item's insets shrink it too (spec B6, spec B7)")
    func layoutBoundaryItemInsets() throws {
        let rows = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() }
        let layout = Layout(section: Section(group: rows)).boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "banner").height(.absolute(60)).contentInsets(10)
        }
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        expectFrame(s.allElements().first { $0.elementKind == "banner" }?.frame, equals: R(10, 10, 300, 40))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 60, 320, 44))
    }

    @Test("bad margins, readable widths and boundary insets are typed errors naming their path")
    func badInput() throws {
        let layout = Layout(section: Self.section)
        var wide = Self.environment
        wide.container.layoutMargins = DirectionalInsets(leading: 300, trailing: 200)
        #expect(
            throws: LayoutError.insetsExceedLength(
                path: "container.layoutMargins (leading + trailing)", insets: 500, length: 400)
        ) {
            try layout.solve(in: wide, data: LayoutData(sections: 1, items: 1))
        }
        var negative = Self.environment
        negative.container.readableContentWidth = -1
        #expect(throws: LayoutError.negativeValue(path: "container.readableContentWidth", value: -1)) {
            try layout.solve(in: negative, data: LayoutData(sections: 1, items: 1))
        }
        // spec D7: a negative boundary inset lays out; an infinite one is an error.
        let header = BoundarySupplementaryItem(elementKind: "header").contentInsets(leading: .infinity)
        #expect(
            throws: LayoutError.nonFiniteValue(
                path: "section[0].boundarySupplementaryItems[0].contentInsets.leading", value: .infinity)
        ) {
            try Layout(section: Self.section.boundarySupplementaryItems { header })
                .solve(in: Self.environment, data: LayoutData(sections: 1, items: 1))
        }
    }
}
