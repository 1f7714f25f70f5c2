import CompositionalLayout

extension WorkloadFamily {
    /// Data changes in 1 000 sections of 100 items: incremental re-solves against a full solve.
    ///
    /// Interleaved, after checking that both give the same result: the catalog cycle's flip, then the mixed
    /// sections' changes (`IncrementalResolve+MixedSections.swift`).
    static var incrementalResolve: WorkloadFamily {
        WorkloadFamily(
            number: 5, name: "Incremental re-solve",
            summary: "*Catalog-cycle flip*: the prebuilt catalog cycle of family 4 at 390 x 844. Every call flips the "
                + "middle section between "
                + "100 and 101 items (the data source inserting and deleting one item). *Incremental* calls "
                + "`solve(_:in:data:reusing:changedSections:)` with the previous result and that one section; *full "
                + "solve* calls `solve(_:in:data:)`; *full re-solve into storage* passes every section as changed "
                + "(a full solve reusing the previous result's storage). Before timing, the incremental result is "
                + "checked against a full solve: content size, element count, every cell frame (within 1e-6), and "
                + "`allElements()` (also on a 20 x 10 case). *Mixed sections*: section i is the (i mod 5)-th of a list "
                + "with a pinned header, a footer and a background, a 4-column grid with a badge per item and a header, "
                + "an orthogonal carousel with a header, a 3-column grid with a background and a footer, and a 2-column "
                + "grid with a pinned header, 12 points apart, at 390 x 844. Each incremental subject adds one item to "
                + "its sections on one call and takes it away on the next, handing the previous result over; the full "
                + "solve alternates the same way. Before timing, each change is checked bit for bit against full solves "
                + "over three calls: content size, section frames and cell ranges, cell frames, `allElements()`, "
                + "pinned ranges, rect queries and visible elements along the content; and the row-adding changes "
                + "are checked to lengthen the content, the same-height one not to."
        ) { scale in
            let (sections, items) =
                switch scale {
                case .full: (1_000, 100)
                case .quick: (100, 100)
                case .tiny: (10, 10)
                }
            let mixed =
                switch scale {
                case .full: (1_000, 100)
                case .quick: (100, 100)
                case .tiny: (50, 10)
                }
            let changed = sections / 2
            return [
                .comparison(
                    Comparison(
                        id: "incremental",
                        title: "incremental re-solve, catalog-cycle flip (\(Format.count(sections)) sections x "
                            + "\(items) items, section \(changed) flips between \(items) and \(items + 1) items)",
                        summary: "Ratios to the full solve.", reference: "full", isKey: true,
                        targets: [
                            TargetCheck(
                                row: .incremental,
                                label: "section \(changed) of \(Format.count(sections)) flips (catalog cycle)",
                                rule: .speedUpAtLeast(subject: "incremental", baseline: "full", limit: 50))
                        ],
                        setUp: { try incrementalSubjects(sections: sections, items: items, changed: changed) })),
                .comparison(mixedSectionsComparison(sections: mixed.0, items: mixed.1)),
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
                id: "incremental", title: "incremental re-solve (\(shape), section \(changed) flips)",
                elements: elements,
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
