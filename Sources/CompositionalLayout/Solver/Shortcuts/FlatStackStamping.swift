// Shortcut. Shape: a self-sizing root group that is one stack of items (`Stamping.flatStack`, `.flatColumns`).
// General twin: `stampMeasured` and `GroupEvaluator` (`Stamping.measuredInstances`).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

extension SolverRun {
    /// Stamps a self-sizing section whose root group is a `FlatStack` (spec S1, spec S2, spec G7, spec G8, spec G11,
    /// spec E1).
    ///
    /// Reads a batch of sizes from the callback, then one pass per instance places its items, widens the
    /// instance's extents and writes its cells. Gives the same bits as the general path (`stampInstances`),
    /// and names the same item when an answer is not valid or a frame not finite.
    ///
    /// `columns` (`Stamping.flatColumns`) places whole instances column by column (`FlatStack.columns`).
    /// Contract: MUST NOT allocate per item or per instance.
    mutating func stampFlat(
        _ plan: SectionPlan, _ flat: FlatStack, section s: Int, count n: Int, origin: ContentOrigin, columns: Bool
    ) throws -> InstanceRun {
        let columns = columns ? flat.columns ?? [] : []
        switch (plan.groupAxis, flat.axis) {
        case (.vertical, .horizontal):
            return try stampFlat(
                plan, flat, section: s, count: n, origin: origin, columns, StaticVertical.self, StaticHorizontal.self)
        case (.vertical, .vertical):
            return try stampFlat(
                plan, flat, section: s, count: n, origin: origin, columns, StaticVertical.self, StaticVertical.self)
        case (.horizontal, .horizontal):
            return try stampFlat(
                plan, flat, section: s, count: n, origin: origin, columns, StaticHorizontal.self,
                StaticHorizontal.self)
        case (.horizontal, .vertical):
            return try stampFlat(
                plan, flat, section: s, count: n, origin: origin, columns, StaticHorizontal.self, StaticVertical.self)
        }
    }

    /// `stampFlat` compiled for one pair of axes (the section's group axis, the stack's axis), so that
    /// every choice of coordinate is made by the compiler rather than per item.
    private mutating func stampFlat<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _ plan: SectionPlan, _ flat: FlatStack, section s: Int, count n: Int, origin: ContentOrigin,
        _ columns: [FlatStack.Column], _: GroupAxis.Type, _: StackAxis.Type
    ) throws -> InstanceRun {
        let groupAxis = GroupAxis.axis
        let k = plan.itemsPerGroup
        var run = InstanceRun(plan, count: n, origin: origin)
        let groups = run.groupCount
        // `InstanceSequence`'s state, in locals (`InstanceRunState`).
        let extra = plan.root.extra
        let spacing = plan.section.interGroupSpacing
        let slack = context.grid.slack
        var position = run.firstGroupStart
        var state = InstanceRunState(run)
        let out = cells.reserve(section: s, limit: n)
        let starts = groupStarts.reserve(section: s, limit: groups)
        let sizing = data.sizer!.call
        let across = origin.acrossPosition
        // Sizes are read in batches, then placed: the callback clobbers every floating-point register, so
        // calling it between placements would spill and reload the whole placement state for every item.
        let batchGroups = max(1, FlatStack.batchItems / k)
        let sizes = UnsafeMutableBufferPointer<Size>.allocate(capacity: batchGroups * k)
        defer { sizes.deallocate() }
        // Items whose positions along the stack are the same in every instance are placed column by column.
        var columnRun = FlatStack.ColumnRun(
            position: 0, state: state, extra: extra, spacing: spacing, across: across,
            extremes: .allocate(capacity: 2 * columns.count))
        columnRun.extremes.initialize(repeating: .infinity, count: columns.count)
        (columnRun.extremes + columns.count).initialize(repeating: -.infinity, count: columns.count)
        defer { columnRun.extremes.deallocate() }
        try flat.children.withUnsafeBufferPointer { children in
            for batch in stride(from: 0, to: groups, by: batchGroups) {
                let end = min(groups, batch + batchGroups)
                let items = (batch * k)..<min(n, end * k)
                let read = flat.measure(children, sizing: sizing, section: s, items: items, into: sizes.baseAddress!)
                // An answer that is not valid ends the section after the instances before its own are placed:
                // the first item with a problem is named, as the general path names it (spec E4, spec R2).
                let placed = read == items.count ? end : batch + read / k
                var first = batch
                if !columns.isEmpty, min(placed, n / k) > batch {
                    // Whole instances only: a partial last one takes the full step below.
                    first = min(placed, n / k)
                    (columnRun.position, columnRun.state) = (position, state)
                    try columns.withUnsafeBufferPointer {
                        try flat.stampColumns(
                            GroupAxis.self, StackAxis.self, $0, sizes: sizes.baseAddress!, instances: batch..<first,
                            section: s, run: &columnRun, starts: starts, to: out)
                    }
                    (position, state) = (columnRun.position, columnRun.state)
                }
                for g in first..<placed {
                    let used = min(k, n - g * k)
                    let measured = sizes.baseAddress! + (g - batch) * k
                    var scan = InstanceScan()
                    // Whole instances take the lean step; a partial one, or a frame that is not finite, the full.
                    var placed =
                        used == k
                        ? flat.placeFullInstance(
                            GroupAxis.self, StackAxis.self, children, sizes: measured, scan: &scan,
                            origin: position, across: across, to: out + g * k) : nil
                    if placed == nil {
                        scan = InstanceScan()
                        placed = try flat.placeInstance(
                            StackAxis.self, children, sizes: measured, section: s, firstItem: g * k, used: used,
                            scan: &scan, groupAxis: groupAxis, origin: position, across: across, to: out + g * k)
                    }
                    // `InstanceSequence.advance`: a partial last instance is as long as its items reach (spec S2).
                    let size = placed!
                    let start = position
                    let extent = size[groupAxis] + extra
                    state.contentLength +=
                        (g == groups - 1 ? scan.partialLength(extent: extent, used: used, leafCount: k) : extent)
                        + (g > 0 ? spacing : 0)
                    state.acrossLength = maxOfNumbers(state.acrossLength, size[groupAxis.cross])
                    state.include(
                        lo: scan.lo, hi: scan.hi, crossLo: scan.crossLo, crossHi: scan.crossHi, across: across,
                        slack: slack)
                    state.noteStart(start)
                    position += extent + spacing
                    starts[g] = start
                }
                if read < items.count { throw LayoutError.invalidSelfSize(section: s, item: items.lowerBound + read) }
            }
        }
        if !columns.isEmpty {
            columnRun.state = state
            flat.includeColumns(GroupAxis.self, StackAxis.self, columns, run: &columnRun, slack: slack)
            state = columnRun.state
        }
        if groups > 0 { state.write(to: &run) }
        return try finishFlat(run, section: s, count: n, groups: groups, position: position)
    }

    /// Commits a flat section's `n` cells and `groups` starts (no attached supplementaries), then
    /// `InstanceSequence.finish`: a content length or a next start that is not finite names the last item.
    mutating func finishFlat(_ run: InstanceRun, section s: Int, count n: Int, groups: Int, position: Double)
        throws -> InstanceRun
    {
        cells.commit(section: s, count: n)
        groupStarts.commit(section: s, count: groups)
        attached.setEmpty(section: s)
        guard run.contentLength.isFinite, position.isFinite else {
            throw LayoutError.nonFiniteFrame(section: s, item: n - 1)
        }
        return run
    }
}

extension FlatStack {
    /// How many items' sizes are read from the callback before they are placed.
    static let batchItems = 256

    /// Reads the sizes of `items` (whole instances, the last one perhaps partial) into `sizes`, one per
    /// leaf from the first instance's first leaf; measured axes come from the callback (spec E1), the
    /// rest from the slot.
    ///
    /// Returns how many items were read: all of them, or those before the first answer that is not valid
    /// (spec E4), which is not asked further.
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func measure(
        _ children: UnsafeBufferPointer<Child>, sizing: SizingCallback, section: Int, items: Range<Int>,
        into sizes: UnsafeMutablePointer<Size>
    ) -> Int {
        if measuresAlike {
            return Self.measureAlike(children[0], sizing: sizing, section: section, items: items, into: sizes)
        }
        let k = children.count
        var j = 0
        for item in items {
            let child = children[j]
            var size = child.slot
            if child.isMeasured {
                let measured = sizing(IndexPath(section: section, item: item), child.slot)
                guard measured.isValidAnswer else { return item - items.lowerBound }
                size = child.slot.answered(
                    by: measured, estimatedWidth: child.estimatedWidth, estimatedHeight: child.estimatedHeight)
            }
            sizes[item - items.lowerBound] = size
            j = j + 1 == k ? 0 : j + 1
        }
        return items.count
    }

    /// `measure` for items that are all `child`: the same calls and answers, with the leaf looked up once,
    /// compiled for the axes `Measured` the callback measures (an axis left out keeps the slot's length).
    ///
    /// Not inlined: the callback clobbers every floating-point register, so inside a placing loop's function
    /// each call would reload that loop's whole state.
    ///
    /// Contract: MUST NOT allocate.
    @inline(never)
    static func measureAlike<Measured: MeasuredAxes>(
        _ child: Child, sizing: SizingCallback, section: Int, items: Range<Int>,
        into sizes: UnsafeMutablePointer<Size>, _: Measured.Type
    ) -> Int {
        let proposed = child.slot
        var size = sizes
        guard child.isMeasured else {
            size.initialize(repeating: proposed, count: items.count)
            return items.count
        }
        // A `while` over the bounds rather than `for` over the range: one compare per item, nothing reloaded.
        var item = items.lowerBound
        let end = items.upperBound
        while item < end {
            let answer = sizing(IndexPath(section: section, item: item), proposed)
            guard answer.isValidAnswer else { return item - items.lowerBound }
            size.initialize(
                to: Size(
                    width: Measured.width ? answer.width : proposed.width,
                    height: Measured.height ? answer.height : proposed.height))
            size += 1
            item &+= 1
        }
        return items.count
    }

    /// `measureAlike` compiled for the axes `child` is measured on.
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    static func measureAlike(
        _ child: Child, sizing: SizingCallback, section: Int, items: Range<Int>, into sizes: UnsafeMutablePointer<Size>
    ) -> Int {
        switch (child.estimatedWidth, child.estimatedHeight) {
        case (true, false):
            measureAlike(child, sizing: sizing, section: section, items: items, into: sizes, MeasuresWidth.self)
        case (false, true):
            measureAlike(child, sizing: sizing, section: section, items: items, into: sizes, MeasuresHeight.self)
        default: measureAlike(child, sizing: sizing, section: section, items: items, into: sizes, MeasuresBoth.self)
        }
    }

    /// Places and writes one instance's first `used` items from their measured `sizes`; returns its size.
    ///
    /// The other leaves keep their estimates and only count towards the instance's size and reach. Cells
    /// are written at `origin` along `groupAxis` and `across` it.
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func placeInstance<StackAxis: StaticAxis>(
        _: StackAxis.Type, _ children: UnsafeBufferPointer<Child>, sizes: UnsafePointer<Size>, section: Int,
        firstItem: Int, used: Int,
        scan: inout InstanceScan, groupAxis: Axis, origin: Double, across: Double, to out: UnsafeMutablePointer<Rect>
    ) throws -> Size {
        let axis = StackAxis.axis
        let cross = axis.cross
        let dx = groupAxis == .horizontal ? origin : across
        let dy = groupAxis == .horizontal ? across : origin
        let acrossStart = insets.leadingEdge(cross)
        var position = insets.leadingEdge(axis)
        var needed = 0.0
        // Spec E3: uniform items take the largest length among the uniform items holding an item.
        var uniformWidth = -Double.infinity
        var uniformHeight = -Double.infinity
        if hasUniformItems {
            for j in 0..<min(used, children.count) {
                if children[j].uniformWidth { uniformWidth = max(uniformWidth, sizes[j].width) }
                if children[j].uniformHeight { uniformHeight = max(uniformHeight, sizes[j].height) }
            }
        }
        for j in 0..<children.count {
            let child = children[j]
            var size = j < used ? sizes[j] : child.slot
            if hasUniformItems && j < used {
                if child.uniformWidth { size.width = uniformWidth }
                if child.uniformHeight { size.height = uniformHeight }
            }
            // Spec G7 along the stack, spec G8 across it; the same steps as `GroupEvaluator.placeChildren`.
            if j > 0 { position += spacing }
            position += child.before
            let main = position
            position += size[axis]
            position += child.after
            needed = max(needed, size[cross] + child.acrossBefore + child.acrossAfter)
            let offset = acrossStart + child.acrossBefore
            let origin = axis == .horizontal ? Point(x: main, y: offset) : Point(x: offset, y: main)
            let leaf = Rect(origin: origin, size: size).inset(by: child.insets)
            scan.addLeaf(leaf, isUsed: j < used, axis: groupAxis)
            if !scan.finite { throw LayoutError.nonFiniteFrame(section: section, item: firstItem + j) }
            if j < used {
                (out + j).initialize(to: Rect(x: leaf.x + dx, y: leaf.y + dy, width: leaf.width, height: leaf.height))
            }
        }
        // Spec G11, spec E1: an estimated axis of the stack takes what its items need (`GroupEvaluator.neededSize`).
        var size = slot
        if axis == .horizontal ? estimatedWidth : estimatedHeight { size[axis] = position + insets.trailingEdge(axis) }
        if cross == .horizontal ? estimatedWidth : estimatedHeight { size[cross] = needed + insets.total(cross) }
        return size
    }
}
