import CompositionalLayout
import LayoutTestSupport
import Testing

/// Item- and group-attached supplementaries (spec section 6) and the visible-items hook (spec L5).
@Suite("Attached supplementaries and hooks")
struct SupplementaryTests {
    @Test("the badge of spec A3 sits at (100, 0) on an item at (10, 10, 100, 100)")
    func badgeExample() throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(120))) {
            Item(size: LayoutSize(width: .absolute(100), height: .absolute(100)), supplementaryItems: [badge])
                .edgeSpacing(leading: .fixed(10), top: .fixed(10))
        }
        let s = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        // Item 0 at (10, 10): P = (110, 10); origin = (110 - 20, 10) + (0.5 x 20, -0.5 x 20) = (100, 0).
        // Item 1 needs 110 more: at (120, 10), badge at (210, 0).
        let badges = s.allElements().filter { $0.elementKind == "badge" }
        #expect(badges.map(\.indexPath.item) == [0, 1])
        expectFrame(badges[0].frame, equals: R(100, 0, 20, 20))
        expectFrame(badges[1].frame, equals: R(210, 0, 20, 20))
        #expect(badges[0].zIndex == 1)
    }

    @Test("a bottom banner with an absolute offset, hidden except on every 5th item (spec A2, spec A4)")
    func banner() throws {
        let banner = SupplementaryItem(
            elementKind: "new-banner", size: LayoutSize(width: .fractionalWidth(1.1), height: .absolute(30)),
            containerAnchor: Anchor(edges: [.bottom], offset: .absolute(Point(x: 0, y: 10))), visibility: .onlyEvery(5))
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item(supplementaryItems: [banner]).width(.fractionalWidth(0.5))
        }
        let s = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 6))
        let banners = s.allElements().filter { $0.elementKind == "new-banner" }
        // Host 160 x 100; banner 1.1 x 160 = 176 wide, centred: x = 80 - 88 = -8; y = 100 - 30 + 10 = 80.
        expectFrame(banners[0].frame, equals: R(-8, 80, 176, 30))
        expectFrame(banners[5].frame, equals: R(160 - 8, 200 + 80, 176, 30))
        #expect(banners.map(\.isHidden) == [false, true, true, true, true, false])
    }

    @Test("a group supplementary anchors to the group and is indexed by group instance (spec A5)")
    func groupSupplementary() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(120))) {
            Item().width(.fractionalWidth(0.5))
        }.contentInsets(10).supplementaryItems {
            SupplementaryItem(elementKind: "tag", edges: [.top, .leading])
        }
        let s = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        let tags = s.allElements().filter { $0.elementKind == "tag" }
        // Inside the group's insets: (10, 10) and (10, 120 + 10); items 0 and 1 of the section's groups.
        #expect(tags.map(\.indexPath) == [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1)])
        expectFrame(tags[0].frame, equals: R(10, 10, 20, 20))
        expectFrame(tags[1].frame, equals: R(10, 130, 20, 20))
    }

    @Test("the visible-items hook changes appearance of visible elements only (spec L5)")
    func hook() throws {
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() }
        }.visibleItemsHandler(name: "double") { items, _, _ in
            items.map { item in
                var copy = item
                copy.alpha = 0.5
                copy.transform = .scale(x: 2, y: 2)
                return copy
            }
        }
        let s = try Layout(section: section).solve(in: container(320, 844), data: LayoutData(sections: 1, items: 30))
        let snapshot = s.elements(atScrollOffset: 0)
        // Row 0 (0, 0, 320, 44) scaled x2 about its centre (160, 22): (-160, -22, 640, 88).
        expectFrame(snapshot[0].frame, equals: R(-160, -22, 640, 88))
        #expect(snapshot[0].alpha == 0.5)
        // Row 20 at y = 880 is outside the visible rect (height 844): untouched.
        expectFrame(snapshot[20].frame, equals: R(0, 880, 320, 44))
        #expect(snapshot[20].alpha == 1)
        // The resting geometry is unchanged.
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 320, 44))
    }
}

/// Supplementary visibility as data (spec A6): every nth item with an offset, listed items, first and last.
@Suite("Supplementary visibility rules")
struct SupplementaryVisibilityTests {
    /// Hidden flags of the "badge" supplementaries of a one-item-per-row list with `counts` items per section.
    static func hidden(_ visibility: SupplementaryVisibility, counts: [Int]) throws -> [[Bool]] {
        let badge = SupplementaryItem(elementKind: "badge", edges: [.top, .trailing]).visibility(visibility)
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(40))) {
            Item(supplementaryItems: [badge])
        }
        let solved = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(itemCounts: counts))
        let badges = solved.allElements().filter { $0.elementKind == "badge" }
        return counts.indices.map { s in badges.filter { $0.indexPath.section == s }.map(\.isHidden) }
    }

    @Test("every third item from item 1: shown at 1 and 4 of 6")
    func everyNthWithOffset() throws {
        #expect(try Self.hidden(.onlyEvery(3, offset: 1), counts: [6]) == [[true, false, true, true, false, true]])
    }

    @Test("listed items per section; an unlisted section shows none")
    func listed() throws {
        let visibility = SupplementaryVisibility.onlyItems([0: [2, 0], 1: [1]])
        #expect(
            try Self.hidden(visibility, counts: [3, 2, 2]) == [[false, true, false], [true, false], [true, true]])
    }

    @Test("first and last in each section")
    func firstAndLast() throws {
        #expect(try Self.hidden(.firstInSection, counts: [3, 1]) == [[false, true, true], [false]])
        #expect(try Self.hidden(.lastInSection, counts: [3, 1]) == [[true, true, false], [false]])
    }

    @Test("a closure is the slow path and still decides; rules compare by value, closures by name")
    func closure() throws {
        let odd = SupplementaryVisibility(name: "odd") { $0.item % 2 == 1 }
        #expect(try Self.hidden(odd, counts: [4]) == [[false, true, false, true]])
        #expect(SupplementaryVisibility.onlyEvery(5) == .onlyEvery(5))
        #expect(SupplementaryVisibility.onlyEvery(5) != .onlyEvery(5, offset: 1))
        #expect(SupplementaryVisibility.onlyItems([0: [3, 1, 1]]) == .onlyItems([0: [1, 3]]))
    }
}
