import CompositionalLayout

extension WorkloadFamily {
    /// One section's item count changes in 1 000 sections of 100 items: the incremental re-solve against
    /// a full solve, interleaved, after checking that both give the same result.
    static var incrementalResolve: WorkloadFamily {
        WorkloadFamily(
            number: 5, name: "Incremental re-solve",
            summary: "The prebuilt catalog cycle of family 4 at 390 x 844. Every call flips the middle section between "
                + "100 and 101 items (the data source inserting and deleting one item). *Incremental* calls "
                + "`solve(_:in:data:reusing:changedSections:)` with the previous result and that one section; *full "
                + "solve* calls `solve(_:in:data:)`; *full re-solve into storage* passes every section as changed "
                + "(a full solve reusing the previous result's storage). Before timing, the incremental result is "
                + "checked against a full solve: content size, element count, every cell frame (within 1e-6), and "
                + "`allElements()` (also on a 20 x 10 case)."
        ) { scale in
            let (sections, items) =
                switch scale {
                case .full: (1_000, 100)
                case .quick: (100, 100)
                case .tiny: (10, 10)
                }
            let changed = sections / 2
            return [
                .comparison(
                    Comparison(
                        id: "incremental",
                        title: "incremental re-solve (\(Format.count(sections)) sections x \(items) items, "
                            + "section \(changed) changes)",
                        summary: "Ratios to the full solve.", reference: "full", isKey: true,
                        targets: [
                            TargetCheck(
                                row: .incremental, label: "section \(changed) of \(Format.count(sections)) changes",
                                rule: .speedUpAtLeast(subject: "incremental", baseline: "full", limit: 50))
                        ],
                        setUp: { try incrementalSubjects(sections: sections, items: items, changed: changed) }))
            ]
        }
    }

    /// A solved layout handed from one call to the next, so that each re-solve consumes the previous one.
    final class ResolveState {
        /// The last result; taken out (leaving nil) while a re-solve consumes it.
        var solved: SolvedLayout?
        /// Which of the two data shapes the last call solved.
        var flipped = false

        /// A state starting from `solved`.
        init(_ solved: SolvedLayout) { self.solved = solved }
    }

    /// Re-solves `state.solved` with the other data shape, handing the previous result over.
    static func flip(
        _ state: ResolveState, _ layout: Layout, _ env: LayoutEnvironment, _ shapes: (LayoutData, LayoutData),
        changed: [Int]
    ) throws {
        let previous = state.solved.take()!
        state.flipped.toggle()
        state.solved = try solve(
            layout, in: env, data: state.flipped ? shapes.1 : shapes.0, reusing: consume previous,
            changedSections: changed)
    }

    /// Checks incremental == full on `sections` x `items` when section `changed` flips twice.
    static func checkIncremental(_ layout: Layout, _ env: LayoutEnvironment, sections: Int, items: Int, changed: Int)
        throws
    {
        var counts = Array(repeating: items, count: sections)
        let a = LayoutData(itemCounts: counts)
        counts[changed] += 1
        let b = LayoutData(itemCounts: counts)
        let state = ResolveState(try solve(layout, in: env, data: a))
        for (step, data) in [b, a, b].enumerated() {
            try flip(state, layout, env, (a, b), changed: [changed])
            try EngineOutput.checkSame(
                state.solved!, try solve(layout, in: env, data: data), elements: true,
                context: "incremental re-solve, \(sections) x \(items), step \(step + 1)")
        }
    }

    /// The subjects of the incremental comparison, checked.
    static func incrementalSubjects(sections: Int, items: Int, changed: Int) throws -> [Subject] {
        let env = BenchLayouts.phone
        let layout = try BenchLayouts.catalogCycle(env)
        try checkIncremental(layout, env, sections: 20, items: 10, changed: 10)
        try checkIncremental(layout, env, sections: sections, items: items, changed: changed)
        var counts = Array(repeating: items, count: sections)
        let a = LayoutData(itemCounts: counts)
        counts[changed] += 1
        let shapes = (a, LayoutData(itemCounts: counts))
        let first = try solve(layout, in: env, data: a)
        let elements = first.elementCount
        let incremental = ResolveState(first)
        let reuse = ResolveState(try solve(layout, in: env, data: a))
        var fullFlipped = false
        let shape = "\(Format.count(sections)) sections x \(items) items"
        return [
            Subject(
                id: "incremental", title: "incremental re-solve (\(shape), 1 section changed)", elements: elements,
                run: { try flip(incremental, layout, env, shapes, changed: [changed]) }),
            Subject(
                id: "full", title: "full solve (\(shape))", elements: elements,
                run: {
                    fullFlipped.toggle()
                    blackHole(try solve(layout, in: env, data: fullFlipped ? shapes.1 : shapes.0))
                }),
            Subject(
                id: "reuse-all", title: "full re-solve into storage (\(shape), every section changed)",
                elements: elements,
                run: { try flip(reuse, layout, env, shapes, changed: Array(0..<sections)) }),
        ]
    }
}
