import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// Workload 4: a 1024 x 844 visible-rect query at 10 000 seeded random offsets in the 1 M-item grid and
    /// in one nested-group recipe of the catalog; time per query.
    static var rectQuery: WorkloadFamily {
        WorkloadFamily(
            number: 4, name: "Visible-rect query",
            summary: "`elements(in:)` for a 1024 x 844 rect at seeded random offsets (SplitMix64, seed 6) along the "
                + "scroll axis of a solved layout; one iteration runs every offset, the table shows time per query."
        ) { scale in
            let (items, offsets) =
                switch scale {
                case .full: (1_000_000, 10_000)
                case .quick: (100_000, 1_000)
                case .tiny: (1_000, 20)
                }
            var workloads = [
                query(
                    "grid rect query (\(SolveWorkloads.count(items)) items, \(SolveWorkloads.count(offsets)) offsets)",
                    layout: uniformGrid, environment: gridEnvironment, data: LayoutData(sections: 1, items: items),
                    offsets: offsets, targets: [.gridQuery])
            ]
            if let nested = RecipeCatalog.builtInRecipes.first(where: { $0.features.contains(.nestedGroups) }) {
                let env = SolveWorkloads.environment(for: nested, width: 1024)
                let title = "\(SolveWorkloads.label(nested)) rect query (\(SolveWorkloads.count(items)) items, \(SolveWorkloads.count(offsets)) offsets)"
                workloads.append(
                    query(
                        title, layout: nested.layout(for: env), environment: env,
                        data: SolveWorkloads.data(for: nested, total: items), offsets: offsets))
            } else {
                workloads.append(.skipped("nested-group recipe rect query", because: "the catalog has no recipe with nested groups yet"))
            }
            return workloads
        }
    }

    /// A query workload over one solved layout (solved once, outside the timing).
    static func query(
        _ title: String, layout: Layout, environment: LayoutEnvironment, data: LayoutData, offsets count: Int,
        targets: Set<TargetKey> = []
    ) -> Workload {
        // Solved once, on first use (not while the workloads are merely listed), outside the timing.
        let prepared = Prepared { () throws -> (SolvedLayout, [Rect]) in
            let solved = try CompositionalLayout.solve(layout, in: environment, data: data)
            let axis = solved.scrollDirection
            let viewport = Size(width: 1024, height: 844)
            let room = max(0, solved.contentSize[axis] - viewport[axis])
            var random = SeededRandom(seed: 6)
            let rects = (0..<count).map { _ -> Rect in
                let offset = Double(random.next() >> 11) / Double(1 << 53) * room
                return axis == .vertical
                    ? Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
                    : Rect(x: offset, y: 0, width: viewport.width, height: viewport.height)
            }
            return (solved, rects)
        }
        return Workload(
            title: title, operations: count, operationName: "query",
            check: {
                let (solved, rects) = try prepared.get()
                // Each of the first offsets against a scan of every element.
                let all = solved.allElements()
                for rect in rects.prefix(5) {
                    let found = solved.elements(in: rect)
                    let expected = all.filter { $0.frame.touches(rect) }.count
                    guard found.count == expected, expected > 0 else {
                        throw Disagreement(description: "\(title): \(found.count) elements in \(rect), a scan finds \(expected)")
                    }
                }
                return 0
            },
            run: {
                let (solved, rects) = try prepared.get()
                for rect in rects { blackHole(solved.elements(in: rect)) }
            },
            notes: {
                let (solved, rects) = try prepared.get()
                // One pass timing each query on its own (the clock's own cost, tens of ns, included).
                var samples: [Double] = []
                samples.reserveCapacity(rects.count)
                var found = 0
                for rect in rects {
                    samples.append(Harness.time { let r = solved.elements(in: rect); found += r.count; blackHole(r) })
                }
                let stats = Statistics(samples)
                return [
                    "\(title), each of the \(rects.count) queries timed on its own: median \(ReportWriter.time(stats.median)), "
                        + "p90 \(ReportWriter.time(stats.p90)), max \(ReportWriter.time(stats.max)); "
                        + "\(found / max(1, rects.count)) elements per query on average."
                ]
            },
            targets: targets)
    }
}
