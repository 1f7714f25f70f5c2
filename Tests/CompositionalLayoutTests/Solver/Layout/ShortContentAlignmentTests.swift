import CompositionalLayout
import LayoutTestSupport
import Testing

/// Short content at the end of the scroll axis (spec L7, ours): a short chat transcript rests at the bottom.
@Suite("Short content alignment")
struct ShortContentAlignmentTests {
    /// Rows 44 tall, one per group, with a 30-point layout-wide header, aligned `alignment`.
    func transcript(_ alignment: ShortContentAlignment, header: Bool = false) -> Layout {
        var layout = Layout(
            section: Section(group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() })
        )
        .shortContentAlignment(alignment)
        if header {
            layout = layout.boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(30))
            }
        }
        return layout
    }

    /// A 390 x 844 phone with a 47-point top and 34-point bottom safe area: 844 - 81 = 763 visible.
    let phone: LayoutEnvironment = {
        var environment = LayoutEnvironment(width: 390, height: 844)
        environment.container.contentInsets = DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return environment
    }()

    @Test("three rows end where the visible area does: 763 - 3 x 44 = 631, content 763 tall")
    func shortTranscript() throws {
        let s = try transcript(.end).solve(in: phone, data: LayoutData(sections: 1, items: 3))
        for (item, y) in [631.0, 675, 719].enumerated() {
            expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: item)), equals: R(0, y, 390, 44))
        }
        #expect(s.contentSize == Size(width: 390, height: 763))
        #expect(s.checkInvariants().isEmpty)
        // At the start (the default, UIKit's layout) the first row is at 0 and the content 132 tall.
        let top = try transcript(.start).solve(in: phone, data: LayoutData(sections: 1, items: 3))
        expectFrame(top.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 390, 44))
        #expect(top.contentSize.height == 132)
    }

    @Test("a layout-wide header moves with the content: 763 - (30 + 132) = 601")
    func headerMoves() throws {
        let s = try transcript(.end, header: true).solve(in: phone, data: LayoutData(sections: 1, items: 3))
        let header = s.allElements().first { $0.elementKind == "header" }?.frame
        expectFrame(header, equals: R(0, 601, 390, 30))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 631, 390, 44))
        #expect(s.contentSize.height == 763)
    }

    @Test("content as long as the visible area or longer does not move: 20 rows are 880 tall")
    func longTranscript() throws {
        let s = try transcript(.end).solve(in: phone, data: LayoutData(sections: 1, items: 20))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 390, 44))
        #expect(s.contentSize.height == 880)
    }

    @Test("an incremental re-solve equals a full solve as the transcript grows past the visible length and back")
    func incremental() throws {
        let layout = transcript(.end)
        var previous = try layout.solve(in: phone, data: LayoutData(itemCounts: [3, 1, 2]))
        // Only section 1 changes: 6 rows (short), 20 rows (880, long), 6 rows, 7 rows.
        for middle in [1, 15, 1, 2] {
            let data = LayoutData(itemCounts: [3, middle, 2])
            let full = try layout.solve(in: phone, data: data)
            let again = try solve(layout, in: phone, data: data, reusing: previous, changedSections: [1])
            #expect(again.allElements() == full.allElements(), "\(middle)")
            #expect(again.contentSize == full.contentSize, "\(middle)")
            previous = again
        }
        // 3 + 2 + 2 = 7 rows: 763 - 7 x 44 = 455 for the first row.
        expectFrame(previous.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 455, 390, 44))
    }

    @Test("right to left in a horizontal layout, short content ends at the left edge")
    func horizontalRightToLeft() throws {
        let column = VGroup(LayoutSize(width: .absolute(100), height: .fractionalHeight(1))) { Item() }
        let layout = Layout(section: Section(group: column).interGroupSpacing(10))
            .scrollDirection(.horizontal).shortContentAlignment(.end)
        let environment = LayoutEnvironment(width: 320, height: 200, layoutDirection: .rightToLeft)
        let s = try layout.solve(in: environment, data: LayoutData(sections: 1, items: 2))
        // Left to right the columns take 100 + 10 + 100 = 210 of 320: they move 110 along, to x = 110 and
        // 220; mirrored in 320 (spec L6): 320 - 110 - 100 = 110 and 320 - 220 - 100 = 0.
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(110, 0, 100, 200))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(0, 0, 100, 200))
        #expect(s.contentSize == Size(width: 320, height: 200))
    }
}
