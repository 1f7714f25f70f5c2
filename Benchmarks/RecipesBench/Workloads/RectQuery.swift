import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// `elements(in:)` for a 390 x 812 viewport at random offsets in the 1 M-item grid and in a
    /// nested-group recipe, each query timed on its own; then `elements(atScrollOffset:)` (`scrollOffsetQueries`).
    static var rectQuery: WorkloadFamily {
        WorkloadFamily(
            number: 7, name: "Visible-rect query",
            summary: "`elements(in:)` (an array of attributes, like UIKit's `layoutAttributesForElements(in:)`) for a "
                + "390 x 812 rect at seeded random offsets (SplitMix64, seed 6) along the scroll axis of a solved "
                + "layout (solved once, untimed). Each round times every query on its own with the monotonic clock "
                + "(its cost, shown, is included), then the same queries as one batch. The last rows time "
                + "`elements(atScrollOffset:)` (every element, pinned for the offset) the same way."
        ) { scale in
            let (items, offsets) =
                switch scale {
                case .full: (1_000_000, 20_000)
                case .quick: (100_000, 5_000)
                case .tiny: (1_000, 20)
                }
            let env = LayoutEnvironment(width: 390, height: 812)
            var probes: [Benchmark] = [
                .latency(
                    query(
                        id: "grid-query",
                        title: "grid rect query (\(Format.count(items)) items, \(Format.count(offsets)) offsets)",
                        layout: BenchLayouts.uniformGrid, environment: env, data: LayoutData(sections: 1, items: items),
                        offsets: offsets, isKey: true,
                        targets: [
                            TargetCheck(
                                row: .rectQueryMedian, label: "grid, \(Format.count(items)) items",
                                rule: .medianBelow(ns: 1_000)),
                            TargetCheck(
                                row: .rectQueryP99, label: "grid, \(Format.count(items)) items",
                                rule: .p99Below(ns: 5_000)),
                        ]))
            ]
            if let nested = RecipeCatalog.builtInRecipes.first(where: { $0.features.contains(.nestedGroups) }) {
                let nestedEnv = SolveWorkloads.environment(for: nested, width: 390, height: 812)
                probes.append(
                    .latency(
                        query(
                            id: "nested-query",
                            title: "\(SolveWorkloads.label(nested)) rect query (\(Format.count(items)) items, "
                                + "\(Format.count(offsets)) offsets)",
                            layout: nested.layout(for: nestedEnv), environment: nestedEnv,
                            data: SolveWorkloads.data(for: nested, total: items), offsets: offsets)))
            }
            return probes + scrollOffsetQueries(scale)
        }
    }

    /// A query probe over one solved layout: the viewport is the environment's container.
    static func query(
        id: String, title: String, layout: Layout, environment: LayoutEnvironment, data: LayoutData, offsets count: Int,
        isKey: Bool = false, targets: [TargetCheck] = []
    ) -> LatencyProbe {
        LatencyProbe(
            id: id, title: title, summary: "", isKey: isKey, targets: targets,
            setUp: {
                let solved = try solve(layout, in: environment, data: data)
                let axis = solved.scrollDirection
                let viewport = environment.container.contentSize
                let room = max(0, solved.contentSize[axis] - viewport[axis])
                var random = SeededRandom(seed: 6)
                let rects = (0..<count).map { _ -> Rect in
                    let offset = Double(random.next() >> 11) / Double(1 << 53) * room
                    return axis == .vertical
                        ? Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
                        : Rect(x: offset, y: 0, width: viewport.width, height: viewport.height)
                }
                let all = solved.allElements()
                for rect in rects.prefix(5) {
                    let found = solved.elements(in: rect).count
                    let expected = all.filter { $0.frame.touches(rect) }.count
                    guard found == expected, expected > 0 else {
                        throw Disagreement(
                            description: "\(title): \(found) elements in \(rect), a scan finds \(expected)")
                    }
                }
                return LatencyOperations(count: rects.count) { i in solved.elements(in: rects[i]).count }
            })
    }
}
