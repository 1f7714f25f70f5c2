extension SolverRun {
    /// Stamps a waterfall section (spec G13): item i, sized as `items[i % items.count]` (its template, or
    /// the sizing callback on estimated axes, spec E1), starts where the column with the smallest next
    /// start (the leading one on a tie) does; that column's next start moves past it and the item spacing.
    ///
    /// Input: the plan and the item count; output: the cells, attached supplementaries and per-item starts
    /// in the section's storage, and the run. Each item is a one-item instance: starts never decrease
    /// (the smallest next start only grows), so queries search the stored starts as for self-sizing
    /// sections. Contract: MUST NOT allocate per item.
    /// - Complexity: O(n log c) for n items in c columns.
    mutating func stampWaterfall(
        _ plan: SectionPlan, _ w: WaterfallPlan, section s: Int, count n: Int, origin: ContentOrigin
    ) throws -> InstanceRun {
        let sizing = data.sizer?.call
        let supplementarySizing = data.supplementarySizing
        let kindNames = kinds.names
        let evaluators = w.evaluators(sizing: sizing != nil, measuresSupplementaries: supplementarySizing != nil)
        var cursor = WaterfallCursor(
            plan, w, section: s, count: n, origin: origin, slack: context.grid.slack,
            out: cells.reserve(section: s, limit: n), starts: startsAndLengths.reserve(section: s, limit: n),
            supplements: attached.reserve(section: s, limit: n * plan.group.supplementaries.count))
        // The templates, flattened once: reading a compiled item per placed item retains its arrays.
        let listed = w.items.count
        let templateSizes = w.items.map(\.template.size)
        let templateLeaves = w.items.flatMap(\.template.leaves)
        let templateFrames = w.items.flatMap(\.template.supplementaries)
        let leavesPerItem = templateLeaves.count / max(1, listed)
        let framesPerItem = templateFrames.count / max(1, listed)
        defer { cursor.columns.deallocate() }
        let measured = evaluators.contains { $0 != nil }
        let grid = context.grid
        try templateLeaves.withUnsafeBufferPointer { allLeaves in
            try templateFrames.withUnsafeBufferPointer { allFrames in
                func leaves(_ j: Int) -> UnsafeBufferPointer<Rect> {
                    UnsafeBufferPointer(rebasing: allLeaves[(j * leavesPerItem)..<((j + 1) * leavesPerItem)])
                }
                func frames(_ j: Int) -> UnsafeBufferPointer<Rect> {
                    UnsafeBufferPointer(rebasing: allFrames[(j * framesPerItem)..<((j + 1) * framesPerItem)])
                }
                // A template's frames are the same for every item it places: scanned once, not per item.
                let scans = (0..<listed).map {
                    InstanceScan(leaves: leaves($0), supplementaries: frames($0), used: 1, axis: plan.groupAxis)
                }
                try scans.withUnsafeBufferPointer { scans in
                    for i in 0..<n {
                        let j = i % listed
                        if measured, let evaluator = evaluators[j] {
                            try evaluator.measure(sizing: sizing, section: s, firstItem: i, itemCount: n)
                            try evaluator.evaluate(
                                grid: grid, supplementarySizing: supplementarySizing, kindNames: kindNames)
                            try cursor.place(i, of: j, evaluated: evaluator)
                        } else {
                            try cursor.place(
                                i, of: j, size: templateSizes[j], leaves: leaves(j), frames: frames(j), scan: scans[j])
                        }
                    }
                }
            }
        }
        cells.commit(section: s, count: n)
        startsAndLengths.commit(section: s, count: n)
        attached.commit(section: s, count: cursor.written)
        var run = cursor.run
        try finishWaterfall(&run, plan, w, length: cursor.length, base: cursor.base, section: s)
        return run
    }

    /// Sets a stamped waterfall's content length from `length`, its furthest item end after `base`, the
    /// first start; throws when it is not finite.
    func finishWaterfall(
        _ run: inout InstanceRun, _ plan: SectionPlan, _ w: WaterfallPlan, length: Double, base: Double, section s: Int
    ) throws {
        // A negative trailing inset (spec D7) may end the waterfall before its last items: like cells that
        // overflow their group (spec S3), they keep their frames and do not lengthen it.
        run.contentLength = w.insetBefore + length + w.insetAfter + plan.root.extra
        guard run.contentLength.isFinite, (base + run.contentLength).isFinite else {
            throw LayoutError.nonFiniteFrame(section: s, item: run.groupCount - 1)
        }
    }
}

/// Where a waterfall's placement stands (spec G13): its columns, how far its content reaches, and where
/// its cells, starts and attached supplementaries are written.
private struct WaterfallCursor {
    let items: [CompiledGroup]
    let axis: Axis
    let spacing: Double
    let columnStride: Double
    let base: Double
    let acrossBase: Double
    let slack: Double
    let section: Int
    let count: Int
    let out: UnsafeMutablePointer<Rect>
    let starts: UnsafeMutablePointer<Double>
    let supplements: UnsafeMutablePointer<AttachedRecord>
    var columns: ColumnHeap
    var run: InstanceRun
    var written = 0
    var length = 0.0

    init(
        _ plan: SectionPlan, _ w: WaterfallPlan, section: Int, count: Int, origin: ContentOrigin, slack: Double,
        out: UnsafeMutablePointer<Rect>, starts: UnsafeMutablePointer<Double>,
        supplements: UnsafeMutablePointer<AttachedRecord>
    ) {
        items = w.items
        axis = plan.groupAxis
        spacing = w.waterfall.itemSpacing
        columnStride = w.columnLength + w.waterfall.columnSpacing
        base = origin.firstGroupStart + w.insetBefore
        acrossBase = origin.acrossPosition + w.insetAcross
        self.slack = slack
        self.section = section
        self.count = count
        self.out = out
        self.starts = starts
        self.supplements = supplements
        columns = ColumnHeap(count: w.columnCount)
        run = InstanceRun(firstGroupStart: origin.firstGroupStart)
        run.groupCount = count
        run.acrossLength = plan.group.template.size[axis.cross]
    }

    /// `place` for an item its `evaluator` has just measured and evaluated.
    ///
    /// Contract: MUST NOT allocate.
    mutating func place(_ i: Int, of j: Int, evaluated evaluator: GroupEvaluator) throws {
        let leaves = UnsafeBufferPointer(evaluator.leaves)
        let frames = UnsafeBufferPointer(evaluator.supplementaries)
        try place(
            i, of: j, size: evaluator.size, leaves: leaves, frames: frames,
            scan: InstanceScan(leaves: leaves, supplementaries: frames, used: 1, axis: axis))
    }

    /// Places item `i` (of listed item `j`) at the top column, from its size, leaf and attached frames
    /// relative to its origin, and `scan`, their scan (`InstanceScan`).
    ///
    /// Contract: MUST NOT allocate.
    mutating func place(
        _ i: Int, of j: Int, size: Size, leaves: UnsafeBufferPointer<Rect>, frames: UnsafeBufferPointer<Rect>,
        scan: InstanceScan
    ) throws {
        let (column, next) = columns.top
        let start = base + next
        let across = acrossBase + Double(column) * columnStride
        guard scan.finite else { throw LayoutError.nonFiniteFrame(section: section, item: i) }
        length = max(length, next + max(size[axis], scan.allReach))
        columns.advanceTop(by: size[axis] + spacing)
        run.include(scan, across: across, slack: slack, first: i == 0)
        starts[i] = start
        run.lastStart = start
        run.noteStart(start)
        InstanceStamping.writeCells(leaves, count: 1, origin: start, across: across, axis: axis, to: out + i)
        if !frames.isEmpty {
            written += InstanceStamping.writeAttached(
                items[j], frames: frames, instance: i, section: section, count: count, origin: start, across: across,
                axis: axis, to: supplements + written)
        }
    }
}

extension WaterfallPlan {
    /// Each listed item's evaluator, or nil for an item that keeps its template: an item is evaluated on its own
    /// when a sizing callback answers it or a supplementary one its estimated badges (spec E1, spec E4).
    func evaluators(sizing: Bool, measuresSupplementaries: Bool) -> [GroupEvaluator?] {
        items.map { item -> GroupEvaluator? in
            let cells = sizing && !item.measuredLeaves.isEmpty
            let badges = measuresSupplementaries && item.supplementaries.contains { $0.leaf >= 0 && $0.isEstimated }
            return cells || badges ? GroupEvaluator(item) : nil
        }
    }
}
