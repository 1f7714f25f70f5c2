import CompositionalLayout
import LayoutTestSupport
import Testing

/// Minimal reproductions of engine problems the random properties found, each kept as a regression test.
///
/// The random property tests still count a rect that only touches an element's far edge as a known miss
/// (`LayoutProperties.knownMissReason`, reduced in `touchAtTheFarEdgeOfASelfSizedCell`).
@Suite("Property counterexamples")
struct PropertyCounterexampleTests {
    /// The brute-force answer `elements(in:)` must equal.
    static func bruteForce(_ solved: SolvedLayout, _ rect: Rect) -> [ElementAttributes] {
        solved.allElements().filter { $0.frame.touches(rect) }.sorted(by: LayoutProperties.precedes)
    }

    @Test(
        "a partial last group whose leaves reach past the group does not give its section a negative length")
    func partialGroupWithOverflowingLeaves() throws {
        // Found by seed 5732752791004322361 (and 14406569762195337580, horizontal). A vertical group 100
        // tall repeats a 100-tall item 3 times (repeatingSubitem: no fit check), so its leaves reach y = 300.
        // With 1 item, spec S2 gives 100 - (300 - 100) = -100: the section (and the content) is -100 tall and
        // the next section starts above the first.
        let group = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().height(.absolute(100))
        }
        .repeating(count: 3)
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(itemCounts: [1, 1]))
        // The length is floored at 0, and the overflowing cells do not lengthen it (spec S3), so section 1
        // starts at 0 as well; both cells keep their frames.
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 320, 100))
        #expect(solved.sections[0].frame.height == 0)
        #expect(solved.sections[1].frame.minY == 0)
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 1, item: 0)), equals: R(0, 0, 320, 100))
        #expect(solved.checkInvariants().isEmpty)
    }

    @Test(
        "elements(in:) finds a group supplementary of an empty group slot in the last partial group")
    func emptyGroupSlotSupplementary() throws {
        // Found by seed 2233378183730235076. A 200-tall vertical group of 2 rows (count: 2), each row a
        // 100-tall horizontal group with a 20 x 20 badge at its top trailing corner. 1 item: spec S2 shrinks the
        // section to 200 - (200 - 100) = 100, but the second row's badge is still produced at
        // (300, 100, 20, 20), below the section.
        let badge = SupplementaryItem(elementKind: "rowBadge")
        let row = HGroup(.fill) { Item() }.supplementaryItems { badge }
        let group = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(200)), count: 2) { row }
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 1))
        let rect = R(0, 110, 320, 5)
        #expect(solved.elements(in: rect).sorted(by: LayoutProperties.precedes) == Self.bruteForce(solved, rect))
        // A badge for a row that holds no item is arguably not an element at all.
        #expect(solved.allElements().filter { $0.elementKind == "rowBadge" }.count == 1)
    }

    @Test(
        "elements(in:) finds a cell that pixel rounding moved before its section's frame")
    func roundedCellBeforeItsSection() throws {
        // Found by seed 242668832986813234. Scale 3, groups 265.75 tall: section 1 starts at 265.75 but
        // its first cell is rounded to 797 / 3 = 265.666..., so a rect ending at 797 / 3 touches it.
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(265.75))) { Item() }
        let solved = try Layout(section: Section(group: group))
            .solve(in: container(320, scale: 3), data: LayoutData(sections: 2, items: 1))
        let rect = R(0, 0, 320, 797.0 / 3)
        #expect(solved.elements(in: rect).sorted(by: LayoutProperties.precedes) == Self.bruteForce(solved, rect))
    }

    @Test(
        "elements(in:) finds a custom-group cell that reaches past its group")
    func customFrameBeyondTheGroup() throws {
        // A 50-tall custom group whose one frame is 80 tall: with 2 items the second cell spans 50...130,
        // while the section ends at 100.
        let group = CustomGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), name: "tall") { _ in
            [CustomGroupItem(frame: R(0, 0, 100, 80))]
        }
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2))
        let rect = R(0, 120, 10, 5)
        #expect(solved.elements(in: rect).sorted(by: LayoutProperties.precedes) == Self.bruteForce(solved, rect))
        #expect(solved.checkInvariants().isEmpty)
    }

    @Test(
        "the spec G3 fit slack does not put a cell outside the content")
    func fitSlackOverflow() throws {
        // 3 x 106.75 = 320.25 in a 320-wide row: budget 320 - 320.25 = -0.25 >= -0.25, so the third item
        // is accepted at x = 213.5 with width 106.75, ending at 320.25.
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.absolute(106.75))
        }
        let solved = try Layout(section: Section(group: group)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 2)), equals: R(106.75 * 2, 0, 106.75, 50))
        #expect(solved.checkInvariants().isEmpty, "\(solved.checkInvariants())")
    }

    @Test(
        "section insets wider than the container are refused or keep cells inside the content")
    func insetsWiderThanTheContainer() throws {
        // Found by contained seed 1446780276798893217: container 9.25 wide, section leading inset 16.5;
        // the root group's container is max(0, 9.25 - 16.5) = 0 wide and its cells start at x = 16.5.
        // The count form has no zero-length check, so the group is accepted with 0-wide slots.
        let section = Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), count: 2) { Item() }
        )
        .contentInsets(leading: 16.5)
        do {
            let solved = try Layout(section: section).solve(
                in: container(9.25), data: LayoutData(sections: 1, items: 1))
            #expect(solved.checkInvariants().isEmpty, "\(solved.checkInvariants())")
        } catch is LayoutError {
            // Refusing the insets with a typed error is also fine.
        }
    }

    @Test("elements(in:) finds a self-sized cell touched exactly at its far edge")
    func touchAtTheFarEdgeOfASelfSizedCell() throws {
        // Found by seeds 18057576864904281038, 18118779571799638631, 4415191684380866518 and others, all
        // self-sizing. Rows with a 0.1 top inset and heights 10.3, 11, 11.7: row 2 starts at
        // 10.4 + 11.1 = 21.5, its cell at 21.6 with height 11.7, so maxY = 21.6 + 11.7 = 33.300000000000004,
        // while the query's bound 21.5 + (0.1 + 11.7) is 33.3.
        let group = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
        }
        .contentInsets(top: 0.1)
        let data = LayoutData(sections: 1, items: 3) { indexPath, proposed in
            Size(width: proposed.width, height: 10.3 + Double(indexPath.item) * 0.7)
        }
        let solved = try Layout(section: Section(group: group)).solve(in: container(320), data: data)
        let cell = try #require(solved.frame(ofCellAt: IndexPath(section: 0, item: 2)))
        let rect = R(cell.maxX, cell.maxY, 0, 0)
        #expect(solved.elements(in: rect).sorted(by: LayoutProperties.precedes) == Self.bruteForce(solved, rect))
    }
}
