import CompositionalLayout
import LayoutTestSupport
import Testing

/// Sections that repeat the one before them (same description, same item count): a full solve copies the
/// earlier section's elements, so every copy must carry its own section number and stack in its own place.
@Suite("Repeated sections")
struct RepeatedSectionTests {
    /// Rows of two half-width cells 50 tall, insets 10, a 30-point header and a background.
    static let section = Section(
        group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.fractionalWidth(0.5))
        }
    )
    .contentInsets(10)
    .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header").height(.absolute(30)) }
    .decorationItems { .background(elementKind: "bg") }

    @Test("equal sections stack one after the other, each element numbered by its own section (spec S1, B3, C1)")
    func equalSections() throws {
        let s = try Layout(section: Self.section).interSectionSpacing(8)
            .solve(in: container(320), data: LayoutData(itemCounts: [3, 3, 3, 1, 1, 0, 0]))
        // Three items: two rows, header 30 + inset 10 + 2 x 50 + inset 10 = 150 (spec S4, spec B4).
        // Sections 0 to 2 start at 0, 158, 316; section 3 (one row, 100 long) at 474, section 4 at 582.
        // Sections 5 and 6 are empty with a header: 30 + 10 + 10 = 50 (spec S8), at 690 and 748.
        let starts: [Double] = [0, 150 + 8, 2 * (150 + 8), 3 * (150 + 8), 3 * (150 + 8) + 100 + 8, 690, 748]
        let lengths: [Double] = [150, 150, 150, 100, 100, 50, 50]
        for i in 0..<7 {
            expectFrame(s.sections[i].frame, equals: R(0, starts[i], 320, lengths[i]))
        }
        for i in 0..<3 {
            // Cells: half of 320 - 20, after the header and the top inset.
            let y = starts[i] + 30 + 10
            expectFrame(s.frame(ofCellAt: IndexPath(section: i, item: 0)), equals: R(10, y, 150, 50))
            expectFrame(s.frame(ofCellAt: IndexPath(section: i, item: 1)), equals: R(10 + 150, y, 150, 50))
            expectFrame(s.frame(ofCellAt: IndexPath(section: i, item: 2)), equals: R(10, y + 50, 150, 50))
        }
        expectFrame(s.frame(ofCellAt: IndexPath(section: 4, item: 0)), equals: R(10, 582 + 40, 150, 50))
        #expect(s.cellCount == 3 + 3 + 3 + 1 + 1)
        let headers = s.allElements().filter { $0.elementKind == "header" }
        #expect(headers.map(\.indexPath.section) == [0, 1, 2, 3, 4, 5, 6])
        // Spec B2: the header follows the section's insets, 300 wide at x 10, at the section's start.
        for (i, header) in headers.enumerated() { expectFrame(header.frame, equals: R(10, starts[i], 300, 30)) }
        let backgrounds = s.allElements().filter { $0.category == .decoration }
        #expect(backgrounds.map(\.indexPath.section) == [0, 1, 2, 3, 4, 5, 6])
        for (i, background) in backgrounds.enumerated() {
            expectFrame(background.frame, equals: R(0, starts[i], 320, lengths[i]))
        }
        #expect(s.supplementaries(ofKind: "header", at: IndexPath(section: 2, item: 0)).count == 1)
    }

    @Test("a badge shown in some sections only is hidden by its own section, not the one before (spec A4)")
    func badgesFollowTheirSection() throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing]), visibility: .onlyItems([0: [0, 2], 1: [1]]))
        let section = Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                Item(supplementaryItems: [badge])
            })
        let s = try Layout(section: section).solve(in: container(320), data: LayoutData(itemCounts: [3, 3]))
        let badges = s.allElements().filter { $0.elementKind == "badge" }
        #expect(badges.map(\.indexPath.section) == [0, 0, 0, 1, 1, 1])
        #expect(badges.map(\.isHidden) == [false, true, false, true, false, true])
        // Section 1 starts at 3 x 50; its first badge at the top trailing corner of its first row.
        expectFrame(badges[3].frame, equals: R(320 - 20, 150, 20, 20))
    }
}
