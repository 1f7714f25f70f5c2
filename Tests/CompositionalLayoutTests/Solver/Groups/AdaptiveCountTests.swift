import CompositionalLayout
import LayoutTestSupport
import Testing

/// Adaptive counts (spec G12, ours): as many equal slots as fit at the minimum length with the spacing
/// between them, at least one, then the `count:` form (spec G6, spec G5).
@Suite("Adaptive count")
struct AdaptiveCountTests {
    func solveOne(_ group: Group, width: Double = 320, items: Int, scale: Double = 0) throws -> SolvedLayout {
        try Layout(section: Section(group: group)).solve(
            in: container(width, scale: scale), data: LayoutData(sections: 1, items: items))
    }

    func frame(_ s: SolvedLayout, _ item: Int) -> Rect? { s.frame(ofCellAt: IndexPath(section: 0, item: item)) }

    /// A full-width row 50 tall of adaptive columns at least `minimum` wide, `spacing` apart.
    func row(minimum: Double, spacing: Double = 0) -> Group {
        HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), minimumWidth: minimum) { Item() }
            .interItemSpacing(.fixed(spacing))
    }

    struct CountCase: Sendable, CustomStringConvertible {
        var available: Double
        var spacing: Double
        var minimum: Double
        var expected: Int
        var description: String { "\(available) / \(minimum) + \(spacing) -> \(expected)" }
    }

    @Test(
        "the count is max(1, floor((available + spacing) / (minimum + spacing))) (spec G12)",
        arguments: [
            CountCase(available: 320, spacing: 10, minimum: 100, expected: 3),  // 330 / 110 = 3
            CountCase(available: 319, spacing: 10, minimum: 100, expected: 2),  // 329 / 110 = 2.99
            CountCase(available: 320, spacing: 0, minimum: 100, expected: 3),  // 320 / 100 = 3.2
            CountCase(available: 300, spacing: 0, minimum: 100, expected: 3),  // exactly 3
            CountCase(available: 50, spacing: 10, minimum: 100, expected: 1),  // 60 / 110 < 1: still one
            CountCase(available: 0, spacing: 0, minimum: 100, expected: 1),
            CountCase(available: 2000, spacing: 8, minimum: 140, expected: 13),  // 2008 / 148 = 13.57
        ])
    func countFormula(_ c: CountCase) {
        #expect(
            GroupRepetition.adaptiveCount(available: c.available, spacing: c.spacing, minimumLength: c.minimum)
                == c.expected)
    }

    @Test("three columns of 100 with spacing 10 in 320 points fill the row exactly (spec G12, spec G5)")
    func columnsFillTheRow() throws {
        let s = try solveOne(row(minimum: 100, spacing: 10), items: 4)
        // (320 + 10) / (100 + 10) = 3 columns; spec G5: (320 - 2 x 10) / 3 = 100 each, at 0, 110, 220.
        expectFrame(frame(s, 0), equals: R(0, 0, 100, 50))
        expectFrame(frame(s, 1), equals: R(110, 0, 100, 50))
        expectFrame(frame(s, 2), equals: R(220, 0, 100, 50))
        // Item 3 starts the next row.
        expectFrame(frame(s, 3), equals: R(0, 50, 100, 50))
    }

    @Test("one point less gives one column fewer, stretched wider than the minimum (spec G12)")
    func onePointLess() throws {
        let s = try solveOne(row(minimum: 100, spacing: 10), width: 319, items: 3)
        // (319 + 10) / 110 = 2.99 -> 2 columns of (319 - 10) / 2 = 154.5.
        expectFrame(frame(s, 0), equals: R(0, 0, 154.5, 50))
        expectFrame(frame(s, 1), equals: R(154.5 + 10, 0, 154.5, 50))
        expectFrame(frame(s, 2), equals: R(0, 50, 154.5, 50))
    }

    @Test("a container narrower than the minimum still gets one full-width column (spec G12)")
    func atLeastOne() throws {
        let s = try solveOne(row(minimum: 400, spacing: 10), width: 320, items: 2)
        expectFrame(frame(s, 0), equals: R(0, 0, 320, 50))
        expectFrame(frame(s, 1), equals: R(0, 50, 320, 50))
    }

    @Test("the group's content insets narrow what is available (spec G12, spec D3)")
    func insetsNarrowTheCount() throws {
        let group = row(minimum: 100).contentInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
        let s = try solveOne(group, width: 320, items: 3)
        // 320 - 30 = 290 available: 290 / 100 -> 2 columns of 145, from x = 15.
        expectFrame(frame(s, 0), equals: R(15, 0, 145, 50))
        expectFrame(frame(s, 1), equals: R(15 + 145, 0, 145, 50))
        expectFrame(frame(s, 2), equals: R(15, 50, 145, 50))
    }

    @Test("a vertical group makes rows of at least the minimum height (spec G12)")
    func verticalRows() throws {
        let column = VGroup(LayoutSize(width: .absolute(60), height: .absolute(100)), minimumHeight: 30) { Item() }
            .interItemSpacing(.fixed(5))
        let s = try solveOne(column, width: 320, items: 4)
        // (100 + 5) / (30 + 5) = 3 rows of (100 - 2 x 5) / 3 = 30, at y = 0, 35, 70.
        expectFrame(frame(s, 0), equals: R(0, 0, 60, 30))
        expectFrame(frame(s, 1), equals: R(0, 35, 60, 30))
        expectFrame(frame(s, 2), equals: R(0, 70, 60, 30))
        expectFrame(frame(s, 3), equals: R(0, 100, 60, 30))
    }

    @Test("an adaptive group equals the count form with the count the formula gives")
    func equalsTheCountForm() throws {
        for width in [200.0, 451, 452] {
            // (W - 0 + 8) / (140 + 8): 1, 3.1 -> 3, 3.1 -> 3 at 200, 451, 452.
            let n = width == 200 ? 1 : 3
            let counted = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), count: n) { Item() }
                .interItemSpacing(.fixed(8))
            let adaptive = try solveOne(row(minimum: 140, spacing: 8), width: width, items: 7, scale: 3)
            let fixed = try solveOne(counted, width: width, items: 7, scale: 3)
            for i in 0..<7 { #expect(frame(adaptive, i) == frame(fixed, i), "item \(i) at \(width)") }
        }
    }

    @Test("a minimum of 0, below 0 or not finite is refused with its path")
    func badMinimum() {
        for bad in [0.0, -5] {
            #expect(
                throws: LayoutError.invalidMinimumLength(path: "section[0].group.adaptiveMinimumLength", value: bad)
            ) { try solveOne(row(minimum: bad), items: 1) }
        }
        #expect(throws: LayoutError.self) { try solveOne(row(minimum: .nan), items: 1) }
        #expect(throws: LayoutError.self) { try solveOne(row(minimum: .infinity), items: 1) }
    }

    @Test("a count over the child limit is refused before its children are made")
    func overTheLimit() {
        // 320 / 0.001 = 320000 columns > 100000.
        #expect(throws: LayoutError.tooManyChildren(path: "section[0].group", limit: LayoutLimits.maximumChildren)) {
            try solveOne(row(minimum: 0.001), items: 1)
        }
        // Nested: 1000 columns of 1000 rows each is 10^6 leaves, refused at the inner group.
        let inner = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(1000)), minimumHeight: 1) {
            Item()
        }
        let outer = HGroup(LayoutSize(width: .absolute(1000), height: .absolute(1000)), minimumWidth: 1) { inner }
        #expect(
            throws: LayoutError.tooManyChildren(
                path: "section[0].group.subitems[0]", limit: LayoutLimits.maximumChildren)
        ) { try solveOne(outer, width: 1000, items: 1) }
    }
}
