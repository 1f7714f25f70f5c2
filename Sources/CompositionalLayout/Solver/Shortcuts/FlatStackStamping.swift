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
        let k = plan.itemsPerGroup
        var run = InstanceRun(plan, count: n, origin: origin)
        var cursor = FlatCursor(plan, run: run, across: origin.acrossPosition, slack: context.grid.slack)
        // Whole instances placed column by column keep their lengths, not their frames
        // (`SolvedSection.computedCells`); a partial last instance's cells are stored.
        let computed = columns.isEmpty ? 0 : n / k * k
        let out = cells.reserve(section: s, limit: n - computed)
        let starts = startsAndLengths.reserve(section: s, limit: cursor.groups + computed)
        let sizing = data.sizer!.call
        // Sizes are read in batches, then placed: the callback clobbers every floating-point register, so
        // calling it between placements would spill and reload the whole placement state for every item.
        let batchGroups = max(1, FlatStack.batchItems / k)
        let sizes = UnsafeMutableBufferPointer(start: flatScratch.sizes(batchGroups * k), count: batchGroups * k)
        // Items whose positions along the stack are the same in every instance are placed column by column.
        var columnRun = FlatStack.ColumnRun(
            columnCount: columns.count, state: cursor.state, extra: cursor.extra, spacing: cursor.spacing,
            across: cursor.across, extremes: flatScratch.lengths(2 * columns.count))
        // The items' badges, when they have some (`Stamping.choose` sends no columns here then).
        var badges = attachedRecords(plan, section: s, instances: cursor.groups, groupAxis: GroupAxis.axis)
        defer { badges?.deallocate() }
        let grid = context.grid
        try flat.children.withUnsafeBufferPointer { children in
            for batch in stride(from: 0, to: cursor.groups, by: batchGroups) {
                let end = min(cursor.groups, batch + batchGroups)
                let items = (batch * k)..<min(n, end * k)
                let read = flat.measure(children, sizing: sizing, section: s, items: items, into: sizes.baseAddress!)
                // An answer that is not valid ends the section after the instances before its own are placed:
                // the first item with a problem is named, as the general path names it (spec E4, spec R2).
                let placed = read == items.count ? end : batch + read / k
                var first = batch
                if !columns.isEmpty, min(placed, n / k) > batch {
                    // Whole instances only: a partial last one takes the full step below.
                    first = min(placed, n / k)
                    try flat.stampColumnBatch(
                        GroupAxis.self, StackAxis.self, columns, sizes: sizes.baseAddress!, instances: batch..<first,
                        section: s, cursor: &cursor, run: &columnRun, starts: starts,
                        lengths: starts + cursor.groups + batch * k)
                }
                try flat.placeInstances(
                    GroupAxis.self, StackAxis.self, children, sizes: sizes.baseAddress!, batch: batch,
                    instances: first..<placed, count: n, section: s, cursor: &cursor, badges: &badges, grid: grid,
                    starts: starts, to: out, firstStored: computed)
                if read < items.count { throw LayoutError.invalidSelfSize(section: s, item: items.lowerBound + read) }
            }
        }
        if !columns.isEmpty {
            columnRun.state = cursor.state
            flat.includeColumns(GroupAxis.self, StackAxis.self, columns, run: &columnRun, slack: cursor.slack)
            cursor.state = columnRun.state
        }
        if cursor.groups > 0 { cursor.state.write(to: &run) }
        return try finishFlat(
            run, section: s, count: n, groups: cursor.groups, position: cursor.position,
            attached: badges?.written, computed: computed, across: cursor.across)
    }

    /// The scratch and storage for a flat section's items' badges (`FlatStack.Attached`) over its `instances`
    /// instances, or nil when its items carry none.
    private mutating func attachedRecords(_ plan: SectionPlan, section s: Int, instances: Int, groupAxis: Axis)
        -> FlatStack.Attached?
    {
        let count = plan.group.supplementaries.count
        guard count > 0 else { return nil }
        return FlatStack.Attached(
            plan.group, groupAxis: groupAxis, to: attached.reserve(section: s, limit: instances * count))
    }

    /// Commits a flat section's `n` cells (the first `computed` of them as their lengths, after the starts,
    /// their instances `across`), `groups` starts and `attached` supplementaries (none when nil), then
    /// `InstanceSequence.finish`: a content length or a next start that is not finite names the last item.
    mutating func finishFlat(
        _ run: InstanceRun, section s: Int, count n: Int, groups: Int, position: Double, attached written: Int? = nil,
        computed: Int = 0, across: Double = 0
    ) throws -> InstanceRun {
        var run = run
        run.computedCells = computed
        run.computedAcross = across
        cells.commit(section: s, count: n - computed)
        startsAndLengths.commit(section: s, count: groups + computed)
        computedCellCount += computed
        if let written { attached.commit(section: s, count: written) } else { attached.setEmpty(section: s) }
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

    /// Places and writes one instance: a whole one by the lean step (`placeFullInstance`), a partial one, or
    /// one with a frame that is not finite, by the full step (`placeInstance`), which names the item.
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func placeAnyInstance<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _: GroupAxis.Type, _: StackAxis.Type, _ children: UnsafeBufferPointer<Child>, sizes: UnsafePointer<Size>,
        section: Int, firstItem: Int, used: Int, scan: inout InstanceScan, origin: Double, across: Double,
        to out: UnsafeMutablePointer<Rect>
    ) throws -> Size {
        if used == children.count,
            let size = placeFullInstance(
                GroupAxis.self, StackAxis.self, children, sizes: sizes, scan: &scan, origin: origin, across: across,
                to: out)
        {
            return size
        }
        scan = InstanceScan()
        return try placeInstance(
            StackAxis.self, children, sizes: sizes, section: section, firstItem: firstItem, used: used, scan: &scan,
            groupAxis: GroupAxis.axis, origin: origin, across: across, to: out)
    }

    /// Places and writes one instance's first `used` items from their measured `sizes`; returns its size (the
    /// root group's, around the stack's wrappers).
    ///
    /// The other leaves keep their estimates and only count towards the instance's size and reach. Cells
    /// are written at `origin` along `groupAxis` and `across` it; every leaf's frame in the instance, the
    /// unused ones too, also to `leaves` when given (for the items' badges, `FlatStack.Attached`).
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func placeInstance<StackAxis: StaticAxis>(
        _: StackAxis.Type, _ children: UnsafeBufferPointer<Child>, sizes: UnsafePointer<Size>, section: Int,
        firstItem: Int, used: Int,
        scan: inout InstanceScan, groupAxis: Axis, origin: Double, across: Double, to out: UnsafeMutablePointer<Rect>,
        leaves: UnsafeMutablePointer<Rect>? = nil
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
            let main = StackStep.advance(
                &position, isFirst: j == 0, spacing: spacing, before: child.before, length: size[axis],
                after: child.after)
            needed = max(needed, size[cross] + child.acrossBefore + child.acrossAfter)
            let offset = acrossStart + child.acrossBefore
            // Inside wrappers, from the stack's origin in the root group (`GroupEvaluator.placeChildren`).
            let at =
                axis == .horizontal
                ? Point(x: self.origin.x + main, y: self.origin.y + offset)
                : Point(x: self.origin.x + offset, y: self.origin.y + main)
            let leaf = Rect(origin: at, size: size).inset(by: child.insets)
            leaves?[j] = leaf
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
        return wrappers.isEmpty ? size : wrapped(size)
    }
}

/// Where a flat section's placement stands (`stampFlat`): the next instance's start and `InstanceSequence`'s
/// state in locals (`InstanceRunState`), with the values each step reads.
struct FlatCursor {
    var position: Double
    var state: InstanceRunState
    let groups: Int
    let leafCount: Int
    let groupAxis: Axis
    let extra: Double
    let spacing: Double
    let across: Double
    let slack: Double

    /// The cursor of `plan`'s instances counted in `run`, before any is placed.
    @inline(__always)
    init(_ plan: SectionPlan, run: InstanceRun, across: Double, slack: Double) {
        position = run.firstGroupStart
        state = InstanceRunState(run)
        groups = run.groupCount
        leafCount = plan.itemsPerGroup
        groupAxis = plan.groupAxis
        extra = plan.root.extra
        spacing = plan.section.interGroupSpacing
        self.across = across
        self.slack = slack
    }

    /// Records instance `g` (`InstanceRunState.advance`) and returns where it starts.
    @inline(__always)
    mutating func advance(_ g: Int, size: Size, scan: InstanceScan, used: Int) -> Double {
        state.advance(
            &position, g, of: groups, size: size, scan: scan, used: used, leafCount: leafCount, groupAxis: groupAxis,
            extra: extra, spacing: spacing, across: across, slack: slack)
    }
}

extension FlatStack {
    /// `stampFlat`'s column passes over the whole `instances` of one batch (`stampColumns`), compiled apart for
    /// stacks inside wrappers, with `cursor` handed to the column run and back; their items' lengths kept in
    /// `lengths` (`keepLengths`).
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func stampColumnBatch<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _: GroupAxis.Type, _: StackAxis.Type, _ columns: [Column], sizes: UnsafePointer<Size>,
        instances: Range<Int>, section s: Int, cursor: inout FlatCursor, run: inout ColumnRun,
        starts: UnsafeMutablePointer<Double>, lengths: UnsafeMutablePointer<Double>
    ) throws {
        (run.position, run.state) = (cursor.position, cursor.state)
        try columns.withUnsafeBufferPointer {
            if wrappers.isEmpty {
                try stampColumns(
                    GroupAxis.self, StackAxis.self, NoWrappers.self, $0, sizes: sizes, instances: instances,
                    section: s, run: &run, starts: starts)
            } else {
                try stampColumns(
                    GroupAxis.self, StackAxis.self, InsideWrappers.self, $0, sizes: sizes, instances: instances,
                    section: s, run: &run, starts: starts)
            }
        }
        (cursor.position, cursor.state) = (run.position, run.state)
        keepLengths(StackAxis.self, sizes: sizes, count: instances.count * columns.count, to: lengths)
    }

    /// `stampFlat`'s per-instance step over `instances` of the batch starting at instance `batch`, whose sizes
    /// start at `sizes`: each instance placed and written, its start recorded, and its items' badges placed and
    /// written when there are some.
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func placeInstances<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _: GroupAxis.Type, _: StackAxis.Type, _ children: UnsafeBufferPointer<Child>, sizes: UnsafePointer<Size>,
        batch: Int, instances: Range<Int>, count n: Int, section s: Int, cursor: inout FlatCursor,
        badges: inout Attached?, grid: PixelGrid, starts: UnsafeMutablePointer<Double>,
        to out: UnsafeMutablePointer<Rect>, firstStored: Int
    ) throws {
        let k = children.count
        guard var attached = badges else {
            for g in instances {
                var scan = InstanceScan()
                let used = min(k, n - g * k)
                let size = try placeAnyInstance(
                    GroupAxis.self, StackAxis.self, children, sizes: sizes + (g - batch) * k, section: s,
                    firstItem: g * k, used: used, scan: &scan, origin: cursor.position, across: cursor.across,
                    to: out + (g * k - firstStored))
                starts[g] = cursor.advance(g, size: size, scan: scan, used: used)
            }
            return
        }
        // Taken out of the optional once per batch, so that each instance mutates it in place.
        defer { badges = attached }
        for g in instances {
            var scan = InstanceScan()
            let used = min(k, n - g * k)
            // The full step, which also gives every leaf's frame in the instance for the badges.
            let size = try placeInstance(
                StackAxis.self, children, sizes: sizes + (g - batch) * k, section: s, firstItem: g * k, used: used,
                scan: &scan, groupAxis: GroupAxis.axis, origin: cursor.position, across: cursor.across,
                to: out + (g * k - firstStored), leaves: attached.leaves)
            try attached.place(scan: &scan, section: s, firstItem: g * k, grid: grid)
            starts[g] = cursor.advance(g, size: size, scan: scan, used: used)
            attached.write(instance: g, section: s, count: n, origin: starts[g], across: cursor.across)
        }
    }
}
