import CompositionalLayout
import LayoutTestSupport
import Testing

/// The fit tolerance of spec G3 (decision, docs/geometry.md): a candidate may overflow its group by
/// min(0.25 points, 1% of its own length).
@Suite("Fit tolerance")
struct FitToleranceTests {
    /// How many `length`-wide absolute items share the first row of a `width`-wide container.
    static func perRow(itemLength length: Double, width: Double) throws -> Int {
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) {
                Item(size: LayoutSize(width: .absolute(length), height: .absolute(10)))
            }
        }
        let s = try Layout(section: section).solve(in: container(width), data: LayoutData(sections: 1, items: 40))
        return (0..<40).filter { s.frame(ofCellAt: IndexPath(section: 0, item: $0))?.y == 0 }.count
    }

    @Test("at width 1, five items of 0.2 fill a row and a sixth does not fit (decision: relative tolerance)")
    func tinyItems() throws {
        // 5 x 0.2 = 1; a sixth would overflow by 0.2, more than 1% of 0.2 = 0.002.
        #expect(try Self.perRow(itemLength: 0.2, width: 1) == 5)
    }

    @Test("three items of 106.75 fit in 320: they overflow by 0.25, the full tolerance for long items")
    func longItemsKeepQuarterPoint() throws {
        // 3 x 106.75 = 320.25; overflow 0.25 <= min(0.25, 1.0675).
        #expect(try Self.perRow(itemLength: 106.75, width: 320) == 3)
        // 3 x 106.76 = 320.28; overflow 0.28 > 0.25: two fit.
        #expect(try Self.perRow(itemLength: 106.76, width: 320) == 2)
    }

    @Test("for a 20-point item the tolerance is 1% of it, 0.2 points")
    func shortItemsScale() throws {
        // 16 x 20.01 = 320.16: overflow 0.16 <= 0.2001.
        #expect(try Self.perRow(itemLength: 20.01, width: 320) == 16)
        // 16 x 20.015 = 320.24: overflow 0.24 > 0.20015, though under the old fixed 0.25.
        #expect(try Self.perRow(itemLength: 20.015, width: 320) == 15)
    }
}
