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
        let m = plan.groupAxis
        let spacing = w.waterfall.itemSpacing
        let columnStride = w.columnLength + w.waterfall.columnSpacing
        let base = origin.firstGroupStart + w.insetBefore
        let acrossBase = origin.acrossPosition + w.insetAcross
        let sizing = data.sizer?.call
        let evaluators = w.items.map { sizing == nil || $0.measuredLeaves.isEmpty ? nil : GroupEvaluator($0) }
        var run = InstanceRun(firstGroupStart: origin.firstGroupStart)
        run.groupCount = n
        run.acrossLength = plan.group.template.size[m.cross]
        var columns = ColumnHeap(count: w.columnCount)
        let out = cells.reserve(section: s, limit: n)
        let starts = groupStarts.reserve(section: s, limit: n)
        let supplements = attached.reserve(section: s, limit: n * plan.group.supplementaries.count)
        let grid = context.grid
        let slack = grid.slack
        var written = 0
        var length = 0.0
        var i = 0
        // Places item i (of listed item j) at the top column, from its size, leaf and attached frames
        // relative to its origin.
        func place(
            _ j: Int, _ size: Size, _ leaves: UnsafeBufferPointer<Rect>, _ frames: UnsafeBufferPointer<Rect>
        ) throws {
            let (column, next) = columns.top
            let start = base + next
            let across = acrossBase + Double(column) * columnStride
            let scan = InstanceScan(leaves: leaves, supplementaries: frames, used: 1, axis: m)
            guard scan.finite else { throw LayoutError.nonFiniteFrame(section: s, item: i) }
            length = max(length, next + max(size[m], scan.allReach))
            columns.advanceTop(by: size[m] + spacing)
            run.include(scan, across: across, slack: slack, first: i == 0)
            starts[i] = start
            run.lastStart = start
            InstanceStamping.writeCells(leaves, count: 1, origin: start, across: across, axis: m, to: out + i)
            if !frames.isEmpty {
                written += InstanceStamping.writeAttached(
                    w.items[j], frames: frames, instance: i, section: s, count: n, origin: start, across: across,
                    axis: m,
                    to: supplements + written)
            }
        }
        // The templates, flattened once: reading a compiled item per placed item retains its arrays.
        let kinds = w.items.count
        let templateSizes = w.items.map(\.template.size)
        let templateLeaves = w.items.flatMap(\.template.leaves)
        let templateFrames = w.items.flatMap(\.template.supplementaries)
        let leavesPerItem = templateLeaves.count / max(1, kinds)
        let framesPerItem = templateFrames.count / max(1, kinds)
        let measured = evaluators.contains { $0 != nil }
        try templateLeaves.withUnsafeBufferPointer { allLeaves in
            try templateFrames.withUnsafeBufferPointer { allFrames in
                while i < n {
                    let j = i % kinds
                    if measured, let evaluator = evaluators[j], let sizing {
                        try evaluator.measure(sizing: sizing, section: s, firstItem: i, itemCount: n)
                        evaluator.evaluate(grid: grid)
                        try place(
                            j, evaluator.size, UnsafeBufferPointer(evaluator.leaves),
                            UnsafeBufferPointer(evaluator.supplementaries))
                    } else {
                        let leaves = UnsafeBufferPointer(
                            rebasing: allLeaves[(j * leavesPerItem)..<((j + 1) * leavesPerItem)])
                        let frames = UnsafeBufferPointer(
                            rebasing: allFrames[(j * framesPerItem)..<((j + 1) * framesPerItem)])
                        try place(j, templateSizes[j], leaves, frames)
                    }
                    i += 1
                }
            }
        }
        cells.commit(section: s, count: n)
        groupStarts.commit(section: s, count: n)
        attached.commit(section: s, count: written)
        run.contentLength = w.insetBefore + length + w.insetAfter + plan.root.extra
        guard run.contentLength.isFinite, (base + run.contentLength).isFinite else {
            throw LayoutError.nonFiniteFrame(section: s, item: n - 1)
        }
        return run
    }
}

/// A waterfall's columns as a binary min-heap of (next start, column index): the top is the column with
/// the smallest next start, the leading (smallest index) one on a tie (spec G13).
private struct ColumnHeap {
    private var next: [Double]
    private var heap: [Int]

    /// `count` empty columns; 0, 1, 2, … is already a heap, as every next start is 0.
    init(count: Int) {
        next = Array(repeating: 0, count: count)
        heap = Array(0..<count)
    }

    /// The column an item goes to, and where it starts in it.
    var top: (column: Int, next: Double) { (heap[0], next[heap[0]]) }

    /// Moves the top column's next start on by `length` (at least 0) and restores the heap.
    /// - Complexity: O(log c).
    mutating func advanceTop(by length: Double) {
        next[heap[0]] += length
        var i = 0
        while true {
            let left = 2 * i + 1
            guard left < heap.count else { return }
            var child = left
            if left + 1 < heap.count && precedes(heap[left + 1], heap[left]) { child = left + 1 }
            guard precedes(heap[child], heap[i]) else { return }
            heap.swapAt(i, child)
            i = child
        }
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        next[a] < next[b] || (next[a] == next[b] && a < b)
    }
}
