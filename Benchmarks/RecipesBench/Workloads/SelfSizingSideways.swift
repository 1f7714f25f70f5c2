import CompositionalLayout

extension WorkloadFamily {
    /// A self-sizing shape the other rows lack, against its closure-call floor (`BenchLayouts.chips`): the
    /// fast paths timed on a layout they were not tuned on.
    static func selfSizingSideways(_ n: Int) -> Comparison {
        let size = Format.count(n)
        return Comparison(
            id: "self-sizing-sideways", title: "sideways self-sizing chips and cards vs their floor (\(size) items)",
            summary: "A horizontally scrolling layout of 20 sections of \(Format.count(n / 20)) items, alternating "
                + "columns of three chips and a row of cards, every item measured on its width by the sizing "
                + "callback (40 + (31 x item mod 89) points), beside the same closure's call floor. No target: the "
                + "self-sizing target's rows are the estimated list, grid and app-shaped layout.",
            reference: "chips-floor", setUp: { try sidewaysSubjects(n) })
    }

    /// The chips' solve and its closure-call floor, checked by hand arithmetic.
    static func sidewaysSubjects(_ n: Int) throws -> [Subject] {
        let data = LayoutData(itemCounts: Array(repeating: n / 20, count: 20), sizing: BenchLayouts.chipWidths)
        let (engine, solved) = try SolveWorkloads.engine(
            id: "chips-callback", title: "sideways chips and cards solve (\(Format.count(n)) items, sizing callback)",
            layout: BenchLayouts.chips, environment: BenchLayouts.chipsEnvironment, data: data)
        // The first chip sits 12 in and 12 + 4 down, 40 wide and (300 - 2 x 12) / 3 - 2 x 4 = 84 tall; the second
        // chip of that column starts a third lower, at 12 + 92 + 4.
        let first = solved.frame(ofCellAt: IndexPath(section: 0, item: 0))
        let second = solved.frame(ofCellAt: IndexPath(section: 0, item: 1))
        guard first == Rect(x: 12, y: 16, width: 40, height: 84), second?.y == 12 + 92 + 4,
            second?.width == BenchLayouts.chipWidth(1)
        else {
            throw Disagreement(
                description:
                    "sideways chips: first chip \(String(describing: first)), second \(String(describing: second))")
        }
        // The floor proposes 44 points of height, which the closure keeps (it measures widths).
        let floor = try closureFloor(
            n, key: "chips", words: "chip widths", sizing: BenchLayouts.chipWidths, expected: { _ in 44 })
        return [engine, floor]
    }
}
