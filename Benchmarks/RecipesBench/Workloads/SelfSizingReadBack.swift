import CompositionalLayout

extension WorkloadFamily {
    /// The self-sizing layouts of the feature-cost comparison read back once solved, beside the uniform grid.
    ///
    /// Every element, and windows of a phone screen. Their cells are computed when read
    /// (`SolvedSection.computedCells`), the grid's stored: what the solve saves, reading pays.
    static func selfSizingReadBack(_ n: Int) -> Comparison {
        let size = Format.count(n)
        return Comparison(
            id: "self-sizing-read-back", title: "self-sizing layouts read back (\(size) items)",
            summary: "Every element (`allElements()`), and 200 windows of a screen (its width x 844 points) spread "
                + "over the content (`elements(in:)`, the 200 per call), of the estimated list, grid and app-shaped "
                + "layout solved with their sizing callbacks, and of the uniform grid, whose cells are stored. No "
                + "target: what reading computed cells costs.",
            reference: "grid-read", setUp: { try readBackSubjects(n) })
    }

    /// The read-back subjects, each checked to return what the layout holds.
    static func readBackSubjects(_ n: Int) throws -> [Subject] {
        let layouts: [(String, String, Layout, LayoutEnvironment, LayoutData)] = [
            (
                "grid", "uniform grid", BenchLayouts.uniformGrid, BenchLayouts.gridEnvironment,
                LayoutData(sections: 1, items: n)
            ),
            (
                "list", "estimated list", BenchLayouts.estimatedList, BenchLayouts.phone,
                LayoutData(sections: 1, items: n, sizing: BenchLayouts.listHeights)
            ),
            (
                "estimated-grid", "estimated grid", BenchLayouts.estimatedGrid, BenchLayouts.phone,
                LayoutData(sections: 1, items: n, sizing: BenchLayouts.gridHeights)
            ),
            (
                "app", "app-shaped layout", BenchLayouts.appSelfSizing, BenchLayouts.phone,
                LayoutData(itemCounts: Array(repeating: n / 20, count: 20), sizing: BenchLayouts.appHeights)
            ),
        ]
        var subjects: [Subject] = []
        for (key, words, layout, environment, data) in layouts {
            let solved = try solve(layout, in: environment, data: data)
            let count = solved.allElements().count
            guard count == solved.elementCount else {
                throw Disagreement(description: "\(words): allElements() gave \(count) of \(solved.elementCount)")
            }
            let length = solved.contentSize.height
            let windows = (0..<200).map {
                Rect(x: 0, y: length * Double($0) / 200, width: environment.container.contentSize.width, height: 844)
            }
            guard solved.elements(in: windows[100]).count > 0 else {
                throw Disagreement(description: "\(words): a window in the middle meets no element")
            }
            subjects.append(
                Subject(
                    id: "\(key)-read", title: "\(words) allElements() (\(Format.count(n)) items)",
                    elements: solved.elementCount, run: { blackHole(solved.allElements()) }))
            subjects.append(
                Subject(
                    id: "\(key)-windows", title: "\(words) elements(in:) over 200 windows", elements: 0,
                    run: {
                        for window in windows { blackHole(solved.elements(in: window)) }
                    }))
        }
        return subjects
    }
}
