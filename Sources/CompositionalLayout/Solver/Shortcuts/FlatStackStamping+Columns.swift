// Shortcut. Shape: whole instances of a flat stack whose items keep their positions along it (`Stamping.flatColumns`).
// General twin: `stampMeasured` and `GroupEvaluator` (`Stamping.measuredInstances`).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

extension FlatStack {
    /// The state of a section's run that `stampColumns` advances: `InstanceSequence`'s, in locals.
    struct ColumnRun {
        var position: Double
        var state: InstanceRunState
        let extra: Double
        let spacing: Double
        let across: Double
        /// Per column, the smallest and then the largest length across the stack measured so far.
        let extremes: UnsafeMutablePointer<Double>

        /// A run of `columnCount` columns with no length measured yet, keeping its extremes in `extremes`
        /// (room for 2 x `columnCount`, which the caller owns).
        init(
            columnCount: Int, state: InstanceRunState, extra: Double, spacing: Double, across: Double,
            extremes: UnsafeMutablePointer<Double>
        ) {
            position = 0
            self.state = state
            self.extra = extra
            self.spacing = spacing
            self.across = across
            self.extremes = extremes
            extremes.initialize(repeating: .infinity, count: columnCount)
            (extremes + columnCount).initialize(repeating: -.infinity, count: columnCount)
        }
    }

    /// `stampFlat`'s steps for the whole instances `instances` of a stack with `columns`, but their cells.
    ///
    /// The same starts, lengths and errors, whose sizes start at `sizes`, in two passes with few values each.
    /// The cells are not written: they are computed when asked (`SolvedSection.computedCells`) from the
    /// lengths `keepLengths` keeps.
    ///
    /// The first pass advances the run instance by instance; the second checks the items column by column,
    /// where an item's position along the stack is the same in every instance. The instances' extents wait
    /// for `includeColumns`, and the finite checks are made on each column's extremes (as in
    /// `stampOneItemFlat`, exact: an item's edges never decrease as its length across grows).
    ///
    /// Contract: MUST NOT allocate.
    @inline(never)
    func stampColumns<GroupAxis: StaticAxis, StackAxis: StaticAxis, Wrappers: WrapperPresence>(
        _: GroupAxis.Type, _: StackAxis.Type, _: Wrappers.Type, _ columns: UnsafeBufferPointer<Column>,
        sizes: UnsafePointer<Size>, instances: Range<Int>, section: Int, run: inout ColumnRun,
        starts: UnsafeMutablePointer<Double>
    ) throws {
        let k = columns.count
        let base = instances.lowerBound
        advanceColumns(
            GroupAxis.self, StackAxis.self, Wrappers.self, columns, sizes: sizes, instances: instances, run: &run,
            starts: starts)
        let finite = checkColumns(StackAxis.self, columns, sizes: sizes, instances: instances, run: &run)
        // Spec R2: the first item, in order, whose frame in its instance is not finite is named.
        guard !finite else { return }
        for g in instances {
            for j in 0..<k
            where !columns[j].leaf(sizes[(g - base) * k + j][StackAxis.axis.cross], StackAxis.self).isFiniteWithExtent {
                throw LayoutError.nonFiniteFrame(section: section, item: g * k + j)
            }
        }
    }

    /// Keeps the lengths across the stack of the `count` items whose sizes start at `sizes`, into `lengths`:
    /// what `ComputedCells.frame` places them from.
    ///
    /// Contract: MUST NOT allocate.
    func keepLengths<StackAxis: StaticAxis>(
        _: StackAxis.Type, sizes: UnsafePointer<Size>, count: Int, to lengths: UnsafeMutablePointer<Double>
    ) {
        let cross = StackAxis.axis.cross
        for i in 0..<count { (lengths + i).initialize(to: sizes[i][cross]) }
    }

    /// `stampColumns`' first pass: `placeFullInstance`'s size of each instance (around the stack's wrappers),
    /// then `InstanceSequence.advance` (spec G11, spec S1), writing each instance's start; the instances'
    /// extents wait for `includeColumns`.
    ///
    /// Compiled apart for stacks inside wrappers (`Wrappers`): testing for them per instance cost the grid 1.8
    /// instructions an item (callgrind).
    @inline(__always)
    func advanceColumns<GroupAxis: StaticAxis, StackAxis: StaticAxis, Wrappers: WrapperPresence>(
        _: GroupAxis.Type, _: StackAxis.Type, _: Wrappers.Type, _ columns: UnsafeBufferPointer<Column>,
        sizes: UnsafePointer<Size>, instances: Range<Int>, run: inout ColumnRun, starts: UnsafeMutablePointer<Double>
    ) {
        let groupAxis = GroupAxis.axis
        let axis = StackAxis.axis
        let cross = axis.cross
        let k = columns.count
        let base = instances.lowerBound
        let growsAcross = cross == .horizontal ? estimatedWidth : estimatedHeight
        let acrossInsets = insets.leadingEdge(cross) + insets.trailingEdge(cross)
        var position = run.position
        var contentLength = run.state.contentLength
        var acrossLength = run.state.acrossLength
        var smallestStep = Double.infinity
        for g in instances {
            let measured = sizes + (g &- base) &* k
            var needed = 0.0
            for j in 0..<k {
                needed = maxOfNumbers(needed, measured[j][cross] + columns[j].acrossBefore + columns[j].acrossAfter)
            }
            var size = slot
            size[axis] = columnsLength
            if growsAcross { size[cross] = needed + acrossInsets }
            if Wrappers.present { size = wrapped(size) }
            let extent = size[groupAxis] + run.extra
            contentLength += extent + (g > 0 ? run.spacing : 0)
            acrossLength = maxOfNumbers(acrossLength, size[groupAxis.cross])
            starts[g] = position
            let step = extent + run.spacing
            smallestStep = min(smallestStep, step)
            position += step
        }
        // `InstanceRun.noteStart` for each start: with no negative step they ascend, and the first and the last
        // decide (`stampOneItemFlat`).
        if smallestStep >= 0 {
            run.state.noteStart(starts[base])
            run.state.noteStart(starts[instances.upperBound - 1])
        } else {
            for g in instances { run.state.noteStart(starts[g]) }
        }
        run.position = position
        run.state.contentLength = contentLength
        run.state.acrossLength = acrossLength
    }

    /// `stampColumns`' second pass: each column's extremes; returns true when every frame in its instance is
    /// finite (exact from the extremes).
    @inline(__always)
    func checkColumns<StackAxis: StaticAxis>(
        _: StackAxis.Type, _ columns: UnsafeBufferPointer<Column>, sizes: UnsafePointer<Size>,
        instances: Range<Int>, run: inout ColumnRun
    ) -> Bool {
        let cross = StackAxis.axis.cross
        let k = columns.count
        var finite = true
        for j in 0..<k {
            let column = columns[j]
            var smallest = Double.infinity
            var largest = -Double.infinity
            var measured = sizes + j
            for _ in instances {
                let length = measured.pointee[cross]
                measured += k
                smallest = min(smallest, length)
                largest = maxOfNumbers(largest, length)
            }
            finite =
                finite && column.leaf(smallest, StackAxis.self).isFiniteWithExtent
                && column.leaf(largest, StackAxis.self).isFiniteWithExtent
            run.extremes[j] = min(run.extremes[j], smallest)
            run.extremes[k + j] = maxOfNumbers(run.extremes[k + j], largest)
        }
        return finite
    }

    /// `InstanceRun.include` for every item placed by `stampColumns`, from each column's extremes.
    func includeColumns<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _: GroupAxis.Type, _: StackAxis.Type, _ columns: [Column], run: inout ColumnRun, slack: Double
    ) {
        let groupAxis = GroupAxis.axis
        let k = columns.count
        var (lo, hi, crossLo, crossHi) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        for j in 0..<k where run.extremes[j] <= run.extremes[k + j] {
            let low = columns[j].leaf(run.extremes[j], StackAxis.self)
            let high = columns[j].leaf(run.extremes[k + j], StackAxis.self)
            lo = min(lo, low.min(groupAxis))
            hi = maxOfNumbers(hi, high.max(groupAxis))
            crossLo = min(crossLo, low.min(groupAxis.cross))
            crossHi = maxOfNumbers(crossHi, high.max(groupAxis.cross))
        }
        guard lo <= hi else { return }
        run.state.include(lo: lo, hi: hi, crossLo: crossLo, crossHi: crossHi, across: run.across, slack: slack)
    }
}

extension FlatStack.Column {
    /// `leaf` for a stack along `stackAxis`, known at run time: the same arithmetic, so the same bits
    /// (`ComputedCells.frame`).
    @inline(__always)
    func leaf(_ length: Double, stackAxis: Axis) -> Rect {
        stackAxis == .horizontal ? leaf(length, StaticHorizontal.self) : leaf(length, StaticVertical.self)
    }

    /// The item's frame in its instance for its measured `length` across the stack: `placeInstance`'s leaf.
    @inline(__always)
    func leaf<StackAxis: StaticAxis>(_ length: Double, _: StackAxis.Type) -> Rect {
        let span = Rect.insetSpan(start: acrossOffset, length: length, leading: insetBefore, trailing: insetAfter)
        return StackAxis.axis == .horizontal
            ? Rect(x: alongStart, y: span.start, width: alongLength, height: span.length)
            : Rect(x: span.start, y: alongStart, width: span.length, height: alongLength)
    }
}
