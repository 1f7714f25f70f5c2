import CompositionalLayout
import LayoutTestSupport
import Testing

/// Orthogonal sections (spec S6, spec S7, spec D5).
@Suite("Orthogonal sections")
struct OrthogonalTests {
    func layout(_ behavior: OrthogonalScrollingBehavior) -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.85), height: .absolute(100))) { Item() }
            }.contentInsets(5).orthogonalScrolling(behavior))
    }

    @Test("groups lie in one line across the scroll axis, sized against the full width (spec S6, spec D5)")
    func geometry() throws {
        let s = try layout(.continuousGroupLeadingBoundary).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        // Group width 0.85 x 320 = 272 (section insets not subtracted); x = 5 + 272 g; y = 5.
        for g in 0..<3 {
            expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: g)), equals: R(5 + 272 * Double(g), 5, 272, 100))
        }
        // Section height = 5 + 100 + 5; scrollable length = 5 + 3 x 272 + 5 = 826.
        expectFrame(s.sections[0].frame, equals: R(0, 0, 320, 110))
        expectClose(s.sections[0].orthogonal?.contentLength ?? -1, 826)
        expectClose(s.sections[0].orthogonal?.maximumOffset ?? -1, 826 - 320)
        #expect(s.checkInvariants().isEmpty)
    }

    @Test(
        "resting offsets per behaviour (spec S7)",
        arguments: [
            (OrthogonalScrollingBehavior.continuousGroupLeadingBoundary, [0.0, 272, 506]),
            (.groupPaging, [0.0, 272, 506]),
            (.paging, [0.0, 310, 506]),
        ])
    func resting(behavior: OrthogonalScrollingBehavior, expected: [Double]) throws {
        let s = try layout(behavior).solve(in: container(320), data: LayoutData(sections: 1, items: 3))
        // Group stride 272; maximum offset 826 - 320 = 506, kept because its nearest multiple is past it
        // (506 / 272 = 1.9, 506 / 310 = 1.6); paging steps by the width inside the insets, 320 - 5 - 5 = 310.
        #expect(s.sections[0].orthogonal?.restingOffsets == .discrete(expected))
    }

    @Test("continuous rests anywhere between 0 and the maximum offset (spec S7)")
    func continuous() throws {
        let s = try layout(.continuous).solve(in: container(320), data: LayoutData(sections: 1, items: 3))
        #expect(s.sections[0].orthogonal?.restingOffsets == .anywhere(0...506))
    }

    @Test("groupPagingCentered adds (width - insets - group) / 2 on both ends so groups rest centred (spec S7)")
    func centred() throws {
        let s = try layout(.groupPagingCentered).solve(in: container(320), data: LayoutData(sections: 1, items: 3))
        // Extra inset (320 - 5 - 5 - 272) / 2 = 19: first group at 5 + 19 = 24, centred in 5...315.
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(24, 5, 272, 100))
        expectClose(s.sections[0].orthogonal?.contentLength ?? -1, 5 + 19 + 3 * 272 + 19 + 5)
        // spec S9: UIKit's offsets, the first group's rest -19, then one stride (272) per group.
        #expect(s.sections[0].orthogonal?.offsetAtRest == -19)
        let rests: [Double] = [-19, -19 + 272, -19 + 2 * 272]
        #expect(s.sections[0].orthogonal?.restingOffsets == .discrete(rests))
    }

    @Test("an orthogonal root group's height resolves against the height minus top and bottom insets (spec D5)")
    func heightFraction() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.25))) { Item() }
            }.contentInsets(top: 22, leading: 0, bottom: 22, trailing: 0).orthogonalScrolling(.paging))
        let s = try layout.solve(in: container(320, 844), data: LayoutData(sections: 1, items: 1))
        // 0.25 x (844 - 44) = 200.
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 22, 160, 200))
    }
}
