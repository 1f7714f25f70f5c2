import CompositionalLayout
import LayoutTestSupport
import Testing

/// Data shapes at the solver's limits: the largest accepted counts solve within memory and in linear time,
/// counts over the limits are refused before allocating.
@Suite("Limits")
struct LimitTests {
    @Test("10 million items in one section solve within memory (a contiguous frame array)")
    func tenMillionItems() throws {
        // Below LayoutLimits.maximumTotalItems (20 million), so the solver accepts it: 10 M frames of 32 bytes.
        // A 3-column square grid in 390 points (no insets): rows of 130; the last item, 9 999 999, is in
        // row 3 333 333 at column 0.
        let grid = Layout(
            section: Section(
                group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                    Item().width(.fractionalWidth(1.0 / 3))
                }))
        let solved = try grid.solve(in: container(390), data: LayoutData(sections: 1, items: 10_000_000))
        #expect(solved.cellCount == 10_000_000)
        expectFrame(
            solved.frame(ofCellAt: IndexPath(section: 0, item: 9_999_999)), equals: R(0, 130 * 3_333_333, 130, 130))
        #expect(solved.contentSize.height == 130 * 3_333_334)
    }

    @Test("more than the item and section limits is refused before allocating")
    func overTheLimits() {
        let grid = Layout(section: Section(group: HGroup { Item() }))
        #expect(throws: LayoutError.tooManyItems(total: 20_000_001, limit: LayoutLimits.maximumTotalItems)) {
            try grid.solve(in: container(390), data: LayoutData(itemCounts: [20_000_001]))
        }
        #expect(throws: LayoutError.self) {
            try grid.solve(in: container(390), data: LayoutData(sections: 1_000_001, items: 0))
        }
    }

    @Test("many small sections with an item badge solve in linear time (16x the sections, not 256x the time)")
    func manySectionsWithBadges() throws {
        // Once quadratic: 16 000 sections x 10 items with a badge took 21 s in a debug build (the attached
        // storage was reallocated for every section). A fixed time bound is flaky under load or a sanitizer,
        // so compare 2 000 and 32 000 sections: linear is about 16x, quadratic about 256x; allow 64x.
        let badge = SupplementaryItem(elementKind: "badge")
        let list = Layout(
            section: Section(
                group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                    Item().supplementaryItems { badge }
                }))
        let clock = ContinuousClock()
        func seconds(_ sections: Int) throws -> Double {
            let duration = try clock.measure {
                let solved = try list.solve(in: container(390), data: LayoutData(sections: sections, items: 10))
                #expect(solved.cellCount == sections * 10)
            }
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        }
        let small = try (0..<3).map { _ in try seconds(2_000) }.min() ?? 0
        let large = try seconds(32_000)
        #expect(large < 64 * small + 0.5, "2 000 sections: \(small) s; 32 000 sections: \(large) s")
    }
}
