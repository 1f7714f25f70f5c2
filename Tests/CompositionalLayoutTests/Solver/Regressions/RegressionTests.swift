import CompositionalLayout
import LayoutTestSupport
import Testing

/// Engine bugs found by the recipe sweep, the reference solver and the random properties, each reduced to
/// a case with hand-computed expectations.
@Suite("Regressions")
struct RegressionTests {
    static func bruteForce(_ solved: SolvedLayout, _ rect: Rect) -> Set<ElementAttributes> {
        Set(solved.allElements().filter { $0.frame.touches(rect) })
    }

    @Test("a partial last group whose leaves overflow the group takes spec S2's length, at least 0 (spec S3)")
    func overflowingRepeatingLeaves() throws {
        // A 100-tall column repeating a 100-tall item 3 times (no fit check): leaves reach y = 300. With one
        // item spec S2 gives 100 - (300 - 100) = -100, floored at 0; spec S3: the overflowing cell keeps its
        // frame but does not lengthen the section, so section 1 starts at 0 too.
        let group = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().height(.absolute(100))
        }
        .repeating(count: 3)
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(itemCounts: [1, 1]))
        expectFrame(solved.sections[0].frame, equals: R(0, 0, 320, 0))
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 320, 100))
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 1, item: 0)), equals: R(0, 0, 320, 100))
        #expect(solved.contentSize.height == 0)
        let rect = R(0, 60, 10, 5)
        #expect(Set(solved.elements(in: rect)) == Self.bruteForce(solved, rect))
        #expect(solved.checkInvariants().isEmpty)
    }

    @Test("a group supplementary of a nested group holding no item is not produced (spec A5, spec S2)")
    func emptySlotGroupSupplementary() throws {
        // Two 100-tall rows (count: 2) in a 200-tall column, each row with a badge; one item fills only row 0.
        let row = HGroup(.fill) { Item() }.supplementaryItems { SupplementaryItem(elementKind: "rowBadge") }
        let group = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(200)), count: 2) { row }
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 1))
        let badges = solved.allElements().filter { $0.elementKind == "rowBadge" }
        // Row 0's badge at its top trailing corner: (320 - 20, 0).
        #expect(badges.count == 1)
        expectFrame(badges.first?.frame, equals: R(300, 0, 20, 20))
    }

    @Test("a cell rounded half a pixel before its section is still found by elements(in:) (spec R1)")
    func roundedCellBeforeSection() throws {
        // Scale 3, rows 265.75 tall: section 1 starts at 265.75, its cell rounds to 797 / 3 = 265.666...
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(265.75))) { Item() }
        let solved = try Layout(section: Section(group: group))
            .solve(in: container(320, scale: 3), data: LayoutData(sections: 2, items: 1))
        expectClose(solved.frame(ofCellAt: IndexPath(section: 1, item: 0))?.y ?? 0, 797.0 / 3)
        let rect = R(0, 0, 320, 797.0 / 3)
        #expect(Set(solved.elements(in: rect)) == Self.bruteForce(solved, rect))
    }

    @Test("a custom frame reaching past its group does not lengthen the section and is found by queries (spec S3)")
    func customFrameBeyondGroup() throws {
        // A 50-tall custom group whose frame is 80 tall: the second cell spans 50 ... 130, past the content,
        // which is 2 x 50 = 100 (spec S3, recorded).
        let group = CustomGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), name: "tall") { _ in
            [CustomGroupItem(frame: R(0, 0, 100, 80))]
        }
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        expectClose(solved.contentSize.height, 50 + 50)
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(0, 50, 100, 80))
        let rect = R(0, 120, 10, 5)
        #expect(Set(solved.elements(in: rect)) == Self.bruteForce(solved, rect))
        #expect(solved.checkInvariants().isEmpty)
    }

    @Test("a child accepted by the 0.25-point fit tolerance is not an invariant violation (spec G3)")
    func fitSlack() throws {
        // 3 x 106.75 = 320.25 in 320: the third item is accepted and ends at 320.25.
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.absolute(106.75))
        }
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 2)), equals: R(106.75 * 2, 0, 106.75, 50))
        #expect(solved.checkInvariants().isEmpty)
    }

    @Test("section insets wider than the container are refused with a sentence")
    func sectionInsetsTooWide() {
        let section = Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), count: 2) { Item() }
        )
        .contentInsets(leading: 16.5)
        #expect(
            throws: LayoutError.insetsExceedLength(
                path: "section[0].contentInsets (leading + trailing)", insets: 16.5, length: 9.25)
        ) {
            try Layout(section: section).solve(in: container(9.25), data: LayoutData(sections: 1, items: 1))
        }
    }

    @Test("group insets larger than the group are refused; item insets larger than the slot collapse inside it")
    func oversizedInsets() throws {
        let tight = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) { Item() }.contentInsets(
            top: 6, bottom: 6)
        #expect(throws: LayoutError.self) {
            try Layout(section: Section(group: tight)).solve(
                in: container(320), data: LayoutData(sections: 1, items: 1))
        }
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) {
            Item().contentInsets(top: 30)
        }
        let solved = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 1))
        // The item's top inset (30) is larger than its 10-point slot: an empty frame at the slot's bottom edge.
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 10, 320, 0))
    }

    @Test("a root group with no leaves reads as an empty group")
    func emptyCustomRoot() {
        let group = Group.custom(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), provider: .fixed([]))
        #expect(throws: LayoutError.emptyGroup(path: "section[0].group")) {
            try Layout(section: Section(group: group)).solve(in: container(390), data: LayoutData(itemCounts: [3]))
        }
    }
}
