import CompositionalLayout
import LayoutTestSupport
import Testing

/// Bad arguments to the queries of a valid solved layout (NaN, infinite and huge rects and offsets, index
/// paths outside the data): no crash, no hang, answers consistent with a brute-force scan where one is defined.
@Suite("Bad query arguments")
struct BadQueryArgumentTests {
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

    /// Rects with NaN, infinite, negative and huge fields.
    static let badRects: [Rect] = [
        R(.nan, .nan, .nan, .nan), R(0, .nan, 320, 100), R(-.infinity, -.infinity, .infinity, .infinity),
        R(0, 0, .infinity, .infinity), R(-1e308, -1e308, .greatestFiniteMagnitude, .greatestFiniteMagnitude),
        R(0, 0, -100, -100), R(1e300, 1e300, 1, 1), R(-1e300, -1e300, 1, 1),
    ]

    @Test(
        "elements(in:) with NaN, infinite, negative and huge rects answers without crashing, never more than a brute-force scan"
    )
    func badRects() throws {
        let solved = try Self.solvedList()
        let all = Set(solved.allElements())
        for rect in Self.badRects {
            let fast = solved.elements(in: rect)
            #expect(fast.allSatisfy { all.contains($0) }, "\(rect)")
            if rect.isFinite {
                let brute = solved.allElements().filter { $0.frame.touches(rect) }.sorted(by: LayoutProperties.precedes)
                #expect(fast.sorted(by: LayoutProperties.precedes) == brute, "\(rect)")
            }
        }
    }

    @Test("scroll-offset queries with NaN, infinite and huge offsets answer without crashing")
    func badOffsets() throws {
        let solved = try Self.solvedList()
        for offset in [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude] {
            // 10 cells + 20 badges + 2 headers, whatever the offset.
            #expect(solved.elements(atScrollOffset: offset).count == 32)
            #expect(solved.boundarySupplementaries(atScrollOffset: offset).count == 2)
            _ = solved.visibleElements(atScrollOffset: offset)
        }
    }

    @Test("index-path queries outside the data answer nil or nothing")
    func indexPathsOutsideTheData() throws {
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
        // Item indices this far out once crashed the test process; the look-up must answer nothing.
        let solved = try Self.solvedList()
        for item in [Int.min, Int.max, Int.max / 2, Int.min / 2] {
            #expect(solved.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: item)).isEmpty)
        }
    }
}
