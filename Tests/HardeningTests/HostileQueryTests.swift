import CompositionalLayout
import LayoutTestSupport
import Testing

/// Hostile arguments to the queries of a valid solved layout, and data shapes at the solver's limits
/// (issue 7): no crash, no hang, answers consistent with a brute-force scan where one is defined.
@Suite("Hostile queries and data sizes")
struct HostileQueryTests {
    /// A one-column list with two badges per cell, two sections of five items.
    static func solvedList() throws -> SolvedLayout {
        let badge = SupplementaryItem(elementKind: "badge")
        let section = Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                Item().supplementaryItems {
                    badge; badge
                }
            }
        ).boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header").pinToVisibleBounds() }
        return try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 2, items: 5))
    }

    static let hostileRects: [Rect] = [
        R(.nan, .nan, .nan, .nan), R(0, .nan, 320, 100), R(-.infinity, -.infinity, .infinity, .infinity),
        R(0, 0, .infinity, .infinity), R(-1e308, -1e308, .greatestFiniteMagnitude, .greatestFiniteMagnitude),
        R(0, 0, -100, -100), R(1e300, 1e300, 1, 1), R(-1e300, -1e300, 1, 1),
    ]

    @Test(
        "elements(in:) with NaN, infinite, negative and huge rects answers without crashing, never more than a brute-force scan"
    )
    func hostileRects() throws {
        let solved = try Self.solvedList()
        let all = Set(solved.allElements())
        for rect in Self.hostileRects {
            let fast = solved.elements(in: rect)
            #expect(fast.allSatisfy { all.contains($0) }, "\(rect)")
            if rect.isFinite {
                let brute = solved.allElements().filter { $0.frame.touches(rect) }.sorted(by: LayoutProperties.precedes)
                #expect(fast.sorted(by: LayoutProperties.precedes) == brute, "\(rect)")
            }
        }
    }

    @Test("scroll-offset queries with NaN, infinite and huge offsets answer without crashing")
    func hostileOffsets() throws {
        let solved = try Self.solvedList()
        for offset in [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude] {
            // 10 cells + 20 badges + 2 headers, whatever the offset.
            #expect(solved.elements(atScrollOffset: offset).count == 32)
            #expect(solved.boundarySupplementaries(atScrollOffset: offset).count == 2)
            _ = solved.visibleElements(atScrollOffset: offset)
        }
    }

    @Test("index-path queries outside the data answer nil or nothing")
    func hostileIndexPaths() throws {
        let solved = try Self.solvedList()
        for path in [
            IndexPath(section: Int.min, item: Int.min), IndexPath(section: 0, item: Int.max),
            IndexPath(section: 0, item: -1),
            IndexPath(section: Int.max, item: 0), IndexPath(section: 2, item: 0),
        ] {
            #expect(solved.frame(ofCellAt: path) == nil)
            #expect(solved.attributes(ofCellAt: path) == nil)
            #expect(solved.supplementaries(ofKind: "no such kind", at: path).isEmpty)
        }
    }

    @Test("supplementaries(ofKind:at:) with an item index near Int.min or Int.max answers nothing")
    func supplementariesAtExtremeItems() throws {
        // Crashes the test process today: run only after the engine is fixed.
        let solved = try Self.solvedList()
        for item in [Int.min, Int.max, Int.max / 2, Int.min / 2] {
            #expect(solved.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: item)).isEmpty)
        }
    }

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

    /// A section provider's own error type, to see what the solver does with it.
    struct ProviderFailure: Error, Equatable {}

    @Test("a section provider's own error reaches the caller unchanged")
    func providerErrorPassesThrough() {
        // Decision: the solver does not wrap a provider's error; only the provider can throw a type other
        // than LayoutError.
        let layout = Layout(name: "failing") { _, _ in throw ProviderFailure() }
        #expect(throws: ProviderFailure()) {
            try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        }
    }
}
