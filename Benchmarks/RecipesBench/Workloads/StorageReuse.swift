import CompositionalLayout

extension WorkloadFamily {
    /// The 10 M grid re-solved into the previous result's storage, against the 1 M grid solved fresh.
    static var storageReuse: WorkloadFamily {
        WorkloadFamily(
            number: 6, name: "Large grid re-solved into the previous result's storage",
            summary: "The uniform grid (1024 x 844). *Fresh* calls `solve(_:in:data:)`, which allocates its output; "
                + "*into previous storage* calls `solve(_:in:data:reusing:changedSections:)` with the previous "
                + "result of the same layout and data and every section listed (a full solve that may reuse the "
                + "previous result's arrays). The re-solved result is checked equal to a fresh solve before timing."
        ) { scale in
            let big =
                switch scale {
                case .full: 10_000_000
                case .quick: 1_000_000
                case .tiny: 1_000
                }
            let small = big / 10
            return [
                .comparison(
                    Comparison(
                        id: "storage-reuse",
                        title:
                            "grid re-solve into previous storage "
                            + "(\(Format.count(big)) vs \(Format.count(small)) items)",
                        summary: "Ratios to the \(Format.count(small)) grid solved fresh, per element.",
                        reference: "small-fresh", isKey: true,
                        targets: [
                            TargetCheck(
                                row: .storageReuse,
                                label: "\(Format.count(big)) into storage vs \(Format.count(small)) fresh",
                                rule: .ratioAtMost(subject: "big-reuse", reference: "small-fresh", limit: 2))
                        ],
                        setUp: { try storageSubjects(big: big, small: small) }))
            ]
        }
    }

    /// Fresh and storage-reusing solves of the grid at `big` and `small` items, checked.
    static func storageSubjects(big: Int, small: Int) throws -> [Subject] {
        var subjects: [Subject] = []
        for (n, key) in [(small, "small"), (big, "big")] {
            let data = LayoutData(sections: 1, items: n)
            let (fresh, solved) = try SolveWorkloads.engine(
                id: "\(key)-fresh", title: "grid solve (\(Format.count(n)) items, fresh)",
                layout: BenchLayouts.uniformGrid, environment: BenchLayouts.gridEnvironment, data: data)
            let state = ResolveState(solved)
            let resolve = {
                let previous = state.solved.take()!
                state.solved = try solve(
                    BenchLayouts.uniformGrid, in: BenchLayouts.gridEnvironment, data: data, reusing: consume previous,
                    changedSections: [0])
            }
            try resolve()
            try EngineOutput.checkSame(
                state.solved!, try solve(BenchLayouts.uniformGrid, in: BenchLayouts.gridEnvironment, data: data),
                elements: n <= 100_000, context: "grid re-solved into storage, \(Format.count(n)) items")
            subjects.append(fresh)
            subjects.append(
                Subject(
                    id: "\(key)-reuse", title: "grid re-solve into previous storage (\(Format.count(n)) items)",
                    elements: fresh.elements, run: resolve))
        }
        return subjects
    }
}
