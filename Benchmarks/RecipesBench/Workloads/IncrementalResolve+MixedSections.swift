import CompositionalLayout

extension WorkloadFamily {
    /// The data changes timed on the mixed sections (`BenchLayouts.mixedSections`): which sections change.
    struct DataChange {
        /// The subject's key.
        var id: String
        /// What changes, in a few words.
        var words: String
        /// The sections that get one more item.
        var sections: [Int]
        /// True when the change lengthens the content (a row added); false when every height stays.
        var addsRow: Bool
    }

    /// The changes timed on `sections` mixed sections (a multiple of 50).
    ///
    /// Section `sections / 2` (a list: one item is one row), five list sections spread over the layout, the
    /// first section, and section `sections / 2 + 3` (a 3-column grid whose last row has room: its height
    /// does not change).
    static func dataChanges(sections: Int) -> [DataChange] {
        let middle = sections / 2
        let spread = Array(stride(from: sections / 10, to: sections, by: sections / 5))
        return [
            DataChange(
                id: "row-adding", words: "one item added to section \(middle) adds a row", sections: [middle],
                addsRow: true),
            DataChange(
                id: "several",
                words: "one item added to each of sections \(spread.map(String.init).joined(separator: ", "))",
                sections: spread, addsRow: true),
            DataChange(id: "first", words: "one item added to section 0 adds a row", sections: [0], addsRow: true),
            DataChange(
                id: "same-height", words: "one item added to section \(middle + 3), its height unchanged",
                sections: [middle + 3], addsRow: false),
        ]
    }

    /// The data-changes comparison on `sections` mixed sections of `items` items.
    static func mixedSectionsComparison(sections: Int, items: Int) -> Comparison {
        let middle = sections / 2
        return Comparison(
            id: "data-changes",
            title: "data changes in mixed sections (\(Format.count(sections)) sections x \(items) items)",
            summary: "Ratios to the full solve.", reference: "full", isKey: true,
            targets: [
                TargetCheck(
                    row: .rowAdding,
                    label: "one item added to section \(middle) of \(Format.count(sections)) adds a row",
                    rule: .speedUpAtLeast(subject: "row-adding", baseline: "full", limit: 100)),
                TargetCheck(
                    row: .rowAdding,
                    label:
                        "one item added to section \(middle) of \(Format.count(sections)) adds a row, with a layout-wide "
                        + "header and footer",
                    rule: .speedUpAtLeast(subject: "row-adding-wide", baseline: "full-wide", limit: 100)),
            ],
            setUp: { try mixedSectionsSubjects(sections: sections, items: items) })
    }

    /// The subjects of the data-changes comparison, each checked bit for bit against full solves first.
    static func mixedSectionsSubjects(sections: Int, items: Int) throws -> [Subject] {
        let env = BenchLayouts.phone
        let layout = BenchLayouts.mixedSections
        let counts = Array(repeating: items, count: sections)
        let a = LayoutData(itemCounts: counts)
        let fullA = try solve(layout, in: env, data: a)
        let shape = "\(Format.count(sections)) mixed sections x \(items) items"
        var subjects: [Subject] = []
        var firstB: LayoutData?
        for change in dataChanges(sections: sections) {
            var grown = counts
            for s in change.sections { grown[s] += 1 }
            let b = LayoutData(itemCounts: grown)
            firstB = firstB ?? b
            let fullB = try solve(layout, in: env, data: b)
            let context = "data change '\(change.words)', \(shape)"
            let lengthens = fullB.contentSize.height > fullA.contentSize.height
            guard lengthens == change.addsRow else {
                throw Disagreement(
                    description: "\(context): content height \(fullA.contentSize.height) -> \(fullB.contentSize.height)"
                )
            }
            let state = ResolveState(try solve(layout, in: env, data: a))
            for (step, expected) in [fullB, fullA, fullB].enumerated() {
                try flip(state, layout, env, (a, b), changed: change.sections)
                try EngineOutput.checkIdentical(state.solved!, expected, context: "\(context), step \(step + 1)")
            }
            subjects.append(
                Subject(
                    id: change.id, title: "incremental re-solve (\(shape), \(change.words))",
                    elements: fullA.elementCount,
                    run: { try flip(state, layout, env, (a, b), changed: change.sections) }))
        }
        let shapes = (a, firstB!)
        subjects.append(
            fullSolve(id: "full", title: "full solve (\(shape))", elements: fullA.elementCount, layout, env, shapes))
        return subjects + (try layoutItemsSubjects(sections: sections, items: items))
    }

    /// The row-adding change and the full solve of `BenchLayouts.mixedSectionsWithLayoutItems`: the layout-wide
    /// items are placed around every section, so a re-solve must not cost more for them.
    static func layoutItemsSubjects(sections: Int, items: Int) throws -> [Subject] {
        let env = BenchLayouts.phone
        let layout = BenchLayouts.mixedSectionsWithLayoutItems
        let middle = sections / 2
        let a = LayoutData(itemCounts: Array(repeating: items, count: sections))
        var grown = a.itemCounts
        grown[middle] += 1
        let b = LayoutData(itemCounts: grown)
        let (fullA, fullB) = (try solve(layout, in: env, data: a), try solve(layout, in: env, data: b))
        let shape = "\(Format.count(sections)) mixed sections x \(items) items, layout-wide header and footer"
        let state = ResolveState(try solve(layout, in: env, data: a))
        for (step, expected) in [fullB, fullA, fullB].enumerated() {
            try flip(state, layout, env, (a, b), changed: [middle])
            try EngineOutput.checkIdentical(state.solved!, expected, context: "\(shape), step \(step + 1)")
        }
        return [
            Subject(
                id: "row-adding-wide", title: "incremental re-solve (\(shape), one item added to section \(middle))",
                elements: fullA.elementCount, run: { try flip(state, layout, env, (a, b), changed: [middle]) }),
            fullSolve(
                id: "full-wide", title: "full solve (\(shape))", elements: fullA.elementCount, layout, env, (a, b)),
        ]
    }

    /// A full solve of `layout` alternating between the two data shapes, as the re-solves do.
    static func fullSolve(
        id: String, title: String, elements: Int, _ layout: Layout, _ env: LayoutEnvironment,
        _ shapes: (LayoutData, LayoutData)
    ) -> Subject {
        var flipped = false
        return Subject(
            id: id, title: title, elements: elements,
            run: {
                flipped.toggle()
                blackHole(try solve(layout, in: env, data: flipped ? shapes.1 : shapes.0))
            })
    }
}
