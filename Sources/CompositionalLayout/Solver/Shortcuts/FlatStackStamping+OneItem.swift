// Shortcut. Shape: a self-sizing stack of one item, one instance per item: a list (`Stamping.flatOneItem`).
// General twin: `stampMeasured` and `GroupEvaluator` (`Stamping.measuredInstances`).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

extension SolverRun {
    /// `stampFlat` for a stack of one item, one instance per item (a self-sizing list): the same frames, group
    /// starts, extents and errors as `FlatStack.placeInstance` and `InstanceSequence.advance` give, with what is
    /// the same for every item computed once (spec S1, spec S3, spec G7, spec G8, spec G11, spec E1, spec R2).
    ///
    /// One item per instance means no partial instance (spec S2) and no uniform lengths to share (spec E3).
    /// Needs at least one item (`Stamping.flatOneItem`).
    mutating func stampOneItemFlat(
        _ plan: SectionPlan, _ flat: FlatStack, section s: Int, count n: Int, origin: ContentOrigin
    ) throws -> InstanceRun {
        switch (plan.groupAxis, flat.axis) {
        case (.vertical, .horizontal):
            try stampOneItemFlat(
                plan, flat, section: s, count: n, origin: origin, StaticVertical.self, StaticHorizontal.self)
        case (.vertical, .vertical):
            try stampOneItemFlat(
                plan, flat, section: s, count: n, origin: origin, StaticVertical.self, StaticVertical.self)
        case (.horizontal, .horizontal):
            try stampOneItemFlat(
                plan, flat, section: s, count: n, origin: origin, StaticHorizontal.self, StaticHorizontal.self)
        case (.horizontal, .vertical):
            try stampOneItemFlat(
                plan, flat, section: s, count: n, origin: origin, StaticHorizontal.self, StaticVertical.self)
        }
    }

    /// `stampOneItemFlat` compiled for one pair of axes, as `stampFlat` is.
    @inline(__always)
    private mutating func stampOneItemFlat<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _ plan: SectionPlan, _ flat: FlatStack, section s: Int, count n: Int, origin: ContentOrigin,
        _: GroupAxis.Type, _: StackAxis.Type
    ) throws -> InstanceRun {
        precondition(n > 0 && flat.children.count == 1, "a one-item stack stamps at least one item")
        let child = flat.children[0]
        // An axis the callback does not measure keeps the slot's length: `MeasuresBoth` is right for any item.
        switch (child.estimatedWidth, child.estimatedHeight) {
        case (true, false):
            return try stampOneItemFlat(
                plan, flat, section: s, count: n, origin: origin, GroupAxis.self, StackAxis.self, MeasuresWidth.self)
        case (false, true):
            return try stampOneItemFlat(
                plan, flat, section: s, count: n, origin: origin, GroupAxis.self, StackAxis.self, MeasuresHeight.self)
        default:
            return try stampOneItemFlat(
                plan, flat, section: s, count: n, origin: origin, GroupAxis.self, StackAxis.self, MeasuresBoth.self)
        }
    }

    /// `stampOneItemFlat` compiled for the axes the callback measures, so that the other axis's placement is
    /// computed once.
    ///
    /// Per item it only places the frame and advances the run. The extents, the starts' order and the finite
    /// checks are taken once per batch or section from the smallest and largest measured lengths, which is
    /// exact: each of them is a non-decreasing function of one measured length (`OneItemStack`).
    ///
    /// Contract: MUST NOT allocate per item.
    private mutating func stampOneItemFlat<GroupAxis: StaticAxis, StackAxis: StaticAxis, Measured: MeasuredAxes>(
        _ plan: SectionPlan, _ flat: FlatStack, section s: Int, count n: Int, origin: ContentOrigin,
        _: GroupAxis.Type, _: StackAxis.Type, _: Measured.Type
    ) throws -> InstanceRun {
        var run = InstanceRun(plan, count: n, origin: origin)
        // Measured on one axis, the items keep their lengths, after their starts, not their frames
        // (`SolvedSection.computedCells`, `ComputedCells.Shape.oneItemWidth` and `oneItemHeight`).
        let computed = Measured.estimatedOnly ? n : 0
        let out = cells.reserve(section: s, limit: n - computed)
        let starts = startsAndLengths.reserve(section: s, limit: n + computed)
        let sizing = data.sizer!.call
        let stack = OneItemStack(flat, StackAxis.self)
        let extra = plan.root.extra
        let spacing = plan.section.interGroupSpacing
        let across = origin.acrossPosition
        var position = run.firstGroupStart
        var contentLength = run.contentLength
        // The smallest and largest measured lengths.
        var smallest = Size(width: .infinity, height: .infinity)
        var largest = Size(width: -.infinity, height: -.infinity)
        let sizes = flatScratch.sizes(FlatStack.batchItems)
        for batch in stride(from: 0, to: n, by: FlatStack.batchItems) {
            let requested = min(n, batch + FlatStack.batchItems) - batch
            // Sizes first, then placements: see `stampFlat`.
            let read = FlatStack.measureAlike(
                stack.child, sizing: sizing, section: s, items: batch..<(batch + requested), into: sizes,
                Measured.self)
            // An answer that is not valid ends the section once the items before it are placed and checked:
            // the first item with a problem is named, as the general path names it (spec E4, spec R2).
            let end = batch + read
            // The frames and the run in one pass of their own (`OneItemStack.advance`).
            var advance = OneItemStack.Advance(
                position: position, contentLength: contentLength, gap: batch > 0 ? spacing : 0, spacing: spacing,
                extra: extra)
            if stack.wrappers.isEmpty {
                stack.advance(
                    sizes, count: read, starts: starts + batch, cells: out + batch, lengths: starts + n + batch,
                    across: across, &advance, GroupAxis.self, StackAxis.self, Measured.self, NoWrappers.self)
            } else {
                stack.advance(
                    sizes, count: read, starts: starts + batch, cells: out + batch, lengths: starts + n + batch,
                    across: across, &advance, GroupAxis.self, StackAxis.self, Measured.self, InsideWrappers.self)
            }
            (position, contentLength) = (advance.position, advance.contentLength)
            try stack.checkBatch(
                advance, sizes: sizes, items: batch..<end, section: s, StackAxis.self, Measured.self,
                smallest: &smallest, largest: &largest)
            if read < requested { throw LayoutError.invalidSelfSize(section: s, item: end) }
        }
        run = stack.finishedRun(
            run, contentLength: contentLength, smallest: smallest, largest: largest, starts: starts, count: n,
            extra: extra, spacing: spacing, across: across, slack: context.grid.slack, GroupAxis.self, StackAxis.self)
        return try finishFlat(
            run, section: s, count: n, groups: n, position: position, computed: computed, across: across)
    }
}

extension OneItemStack {
    /// After a batch of `items` is placed: checks that every frame in its instance is finite (spec R2) from the
    /// batch's extremes, naming the first that is not, and widens `smallest` and `largest` by them.
    ///
    /// The test on the extremes is exact (see the type); only a failure looks at each item.
    @inline(__always)
    func checkBatch<StackAxis: StaticAxis, Measured: MeasuredAxes>(
        _ advance: Advance, sizes: UnsafePointer<Size>, items: Range<Int>, section s: Int, _: StackAxis.Type,
        _: Measured.Type, smallest: inout Size, largest: inout Size
    ) throws {
        var (batchSmallest, batchLargest) = (advance.smallest, advance.largest)
        // An axis left out holds the item's slot (`FlatStack.measureAlike`).
        let proposed = child.slot
        if !Measured.width { (batchSmallest.width, batchLargest.width) = (proposed.width, proposed.width) }
        if !Measured.height { (batchSmallest.height, batchLargest.height) = (proposed.height, proposed.height) }
        if !(leaf(batchSmallest, StackAxis.self, MeasuresBoth.self).isFiniteWithExtent
            && leaf(batchLargest, StackAxis.self, MeasuresBoth.self).isFiniteWithExtent)
        {
            for g in items
            where !leaf(sizes[g - items.lowerBound], StackAxis.self, MeasuresBoth.self).isFiniteWithExtent {
                throw LayoutError.nonFiniteFrame(section: s, item: g)
            }
        }
        smallest = Size(
            width: min(smallest.width, batchSmallest.width), height: min(smallest.height, batchSmallest.height))
        largest = Size(
            width: maxOfNumbers(largest.width, batchLargest.width),
            height: maxOfNumbers(largest.height, batchLargest.height))
    }

    /// `run` once all `count` items are placed: `InstanceRun.include` for every item from the extremes (a
    /// frame's edges and the instance's length across grow with the measured lengths), and
    /// `InstanceRun.noteStart` for every start (with no negative step they ascend, so the first and the last
    /// decide; the smallest step is the smallest item's extent and `spacing`).
    @inline(__always)
    func finishedRun<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _ run: InstanceRun, contentLength: Double, smallest: Size, largest: Size, starts: UnsafePointer<Double>,
        count n: Int, extra: Double, spacing: Double, across: Double, slack: Double, _: GroupAxis.Type,
        _: StackAxis.Type
    ) -> InstanceRun {
        let groupAxis = GroupAxis.axis
        var state = InstanceRunState(run)
        state.contentLength = contentLength
        state.acrossLength = maxOfNumbers(run.acrossLength, length(largest, along: groupAxis.cross, StackAxis.self))
        let low = leaf(smallest, StackAxis.self, MeasuresBoth.self)
        let high = leaf(largest, StackAxis.self, MeasuresBoth.self)
        state.include(
            lo: low.min(groupAxis), hi: high.max(groupAxis), crossLo: low.min(groupAxis.cross),
            crossHi: high.max(groupAxis.cross), across: across, slack: slack)
        if length(smallest, along: groupAxis, StackAxis.self) + extra + spacing >= 0 {
            state.noteStart(starts[0])
            state.noteStart(starts[n - 1])
        } else {
            for g in 0..<n { state.noteStart(starts[g]) }
        }
        var finished = run
        state.write(to: &finished)
        return finished
    }
}

/// A one-item `FlatStack` with what places its item computed once: the item's slot and where it starts along
/// and across the stack (spec G7, spec G8).
///
/// The item's frame edges (`leaf`) and the stack's lengths (`length`) along each axis are non-decreasing
/// functions of the measured length on that axis alone: additions, `max(0, _)` and the inset's clamp
/// (`Rect.insetSpan`) all are, in floating point too. So over many items, the smallest and largest
/// measured lengths give the smallest and largest of each.
struct OneItemStack {
    /// What `OneItemStack.advance` advances: the run's next start and its content length (`InstanceSequence`),
    /// the spacing before the next instance, and the smallest and largest measured lengths.
    struct Advance {
        var position: Double
        var contentLength: Double
        var gap: Double
        let spacing: Double
        let extra: Double
        var smallest = Size(width: .infinity, height: .infinity)
        var largest = Size(width: -.infinity, height: -.infinity)
    }

    let child: FlatStack.Child
    /// The stack's size before measuring, and whether each axis takes what the item needs (spec G11).
    let slot: Size
    let growsAlong: Bool
    let growsAcross: Bool
    /// Where the item's slot starts along the stack (leading inset and edge) and across it.
    let along: Double
    let acrossOffset: Double
    /// Where the item's slot starts in the root group, along the stack and across it: `along` and
    /// `acrossOffset` from the stack's origin inside its wrappers (`FlatStack.origin`).
    let leafAlong: Double
    let leafAcross: Double
    /// The groups around the stack (`FlatStack.Wrapper`), outermost first; none when the stack is the root.
    let wrappers: [FlatStack.Wrapper]
    /// The stack's trailing inset along it, and both insets across it.
    let trailingInset: Double
    let acrossInsets: Double
    /// The item's frame at its slot's size: its placement on an axis the callback does not measure.
    let unmeasured: Rect

    /// The constants of `flat`, whose one child is placed along `StackAxis`.
    @inline(__always)
    init<StackAxis: StaticAxis>(_ flat: FlatStack, _: StackAxis.Type) {
        let axis = StackAxis.axis
        let cross = axis.cross
        let child = flat.children[0]
        self.child = child
        slot = flat.slot
        growsAlong = axis == .horizontal ? flat.estimatedWidth : flat.estimatedHeight
        growsAcross = cross == .horizontal ? flat.estimatedWidth : flat.estimatedHeight
        // `placeInstance` for j = 0: no spacing before the first item.
        along = flat.insets.leadingEdge(axis) + child.before
        acrossOffset = flat.insets.leadingEdge(cross) + child.acrossBefore
        trailingInset = flat.insets.trailingEdge(axis)
        acrossInsets = flat.insets.total(cross)
        // `GroupEvaluator.placeChildren`: the stack's origin plus the item's offset in it.
        let stackOrigin = flat.origin
        leafAlong = (axis == .horizontal ? stackOrigin.x : stackOrigin.y) + along
        leafAcross = (axis == .horizontal ? stackOrigin.y : stackOrigin.x) + acrossOffset
        wrappers = flat.wrappers
        let origin =
            axis == .horizontal ? Point(x: leafAlong, y: leafAcross) : Point(x: leafAcross, y: leafAlong)
        unmeasured = Rect(origin: origin, size: child.slot).inset(by: child.insets)
        assert(
            (!child.estimatedWidth || child.insets.leading == 0 && child.insets.trailing == 0)
                && (!child.estimatedHeight || child.insets.top == 0 && child.insets.bottom == 0),
            "an item has no insets on an axis it estimates (spec I2): `placedLeaf` relies on it")
    }

    /// Writes the frames of `count` measured `sizes`, one instance each, at their starts, and runs
    /// `InstanceSequence.advance` over them: their `starts`, the run's lengths, `advance`'s extremes.
    ///
    /// Measured on one axis (`Measured.estimatedOnly`), the items keep their measured `lengths` instead of
    /// frames, which are computed when asked (`ComputedCells.frame`); `cells` is then not written.
    ///
    /// Not inlined, so that its few values stay in registers: inside `stampOneItemFlat` the compiler spilled
    /// the start, and the chain of starts, one addition per item, then waited on a store and a load each.
    /// Compiled apart for stacks inside wrappers (`Wrappers`): testing for them per item cost the list 8
    /// instructions an item (callgrind).
    @inline(never)
    func advance<GroupAxis: StaticAxis, StackAxis: StaticAxis, Measured: MeasuredAxes, Wrappers: WrapperPresence>(
        _ sizes: UnsafePointer<Size>, count: Int, starts: UnsafeMutablePointer<Double>,
        cells: UnsafeMutablePointer<Rect>, lengths: UnsafeMutablePointer<Double>, across: Double,
        _ advance: inout OneItemStack.Advance, _: GroupAxis.Type, _: StackAxis.Type, _: Measured.Type,
        _: Wrappers.Type
    ) {
        var run = advance
        for i in 0..<count {
            let size = sizes[i]
            if Measured.width {
                run.smallest.width = min(run.smallest.width, size.width)
                run.largest.width = maxOfNumbers(run.largest.width, size.width)
            }
            if Measured.height {
                run.smallest.height = min(run.smallest.height, size.height)
                run.largest.height = maxOfNumbers(run.largest.height, size.height)
            }
            let start = run.position
            starts[i] = start
            if Measured.estimatedOnly {
                // Computed when asked (`ComputedCells.frame`): the measured length is kept.
                (lengths + i).initialize(to: Measured.width ? size.width : size.height)
            } else {
                let leaf = placedLeaf(size, StackAxis.self, Measured.self)
                (cells + i).initialize(
                    to: GroupAxis.axis == .horizontal
                        ? Rect(x: leaf.x + start, y: leaf.y + across, width: leaf.width, height: leaf.height)
                        : Rect(x: leaf.x + across, y: leaf.y + start, width: leaf.width, height: leaf.height))
            }
            // A whole instance: its length is its extent (spec S1, spec S2).
            let extent =
                (Wrappers.present
                    ? wrappedLength(size, along: GroupAxis.axis, StackAxis.self)
                    : stackLength(size, along: GroupAxis.axis, StackAxis.self)) + run.extra
            run.contentLength += extent + run.gap
            run.gap = run.spacing
            run.position += extent + run.spacing
        }
        advance = run
    }

    /// The item's frame in its instance for its measured `size`: `placeInstance`'s steps for j = 0, in its
    /// order, with an axis `Measured` leaves out taken from `unmeasured`.
    @inline(__always)
    func leaf<StackAxis: StaticAxis, Measured: MeasuredAxes>(_ size: Size, _: StackAxis.Type, _: Measured.Type)
        -> Rect
    {
        let horizontal = StackAxis.axis == .horizontal
        let insets = child.insets
        let (x, width) =
            Measured.width
            ? Rect.insetSpan(
                start: horizontal ? leafAlong : leafAcross, length: size.width, leading: insets.leading,
                trailing: insets.trailing) : (unmeasured.x, unmeasured.width)
        let (y, height) =
            Measured.height
            ? Rect.insetSpan(
                start: horizontal ? leafAcross : leafAlong, length: size.height, leading: insets.top,
                trailing: insets.bottom) : (unmeasured.y, unmeasured.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `leaf` for a `size` the callback answered, in `advance`, without `Rect.insetSpan`'s tests.
    ///
    /// On an axis the item estimates (`Measured.estimatedOnly`) it has no insets (spec I2) and the length is a
    /// valid answer (finite, at least 0), so `insetSpan` would keep the length and start the span `leading`
    /// (0) in: the same bits. It took the list's loop from 31 to 26 instructions an item, and 7 % off the
    /// list's solve (`farm-bench`, 6 pairs). The same step in the column pass (`FlatStack.placeColumns`, since
    /// removed) saved 7 instructions a cell and no time (1.006 x), so the columns keep `insetSpan`.
    @inline(__always)
    func placedLeaf<StackAxis: StaticAxis, Measured: MeasuredAxes>(
        _ size: Size, _: StackAxis.Type, _: Measured.Type
    ) -> Rect {
        guard Measured.estimatedOnly else { return leaf(size, StackAxis.self, Measured.self) }
        let horizontal = StackAxis.axis == .horizontal
        let insets = child.insets
        let (x, width) =
            Measured.width
            ? ((horizontal ? leafAlong : leafAcross) + insets.leading, size.width) : (unmeasured.x, unmeasured.width)
        let (y, height) =
            Measured.height
            ? ((horizontal ? leafAcross : leafAlong) + insets.top, size.height) : (unmeasured.y, unmeasured.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `placedLeaf` for an item measured on one axis only, the width when `measuresWidth`, else the height, at
    /// its measured `length`, along `stackAxis` known at run time: the same arithmetic, so the same bits.
    ///
    /// At length 0 it is `ComputedCells.leaf` (`Stamping.computedCells`), whose origin no length moves.
    func placedLeaf(_ length: Double, stackAxis: Axis, measuresWidth: Bool) -> Rect {
        switch (stackAxis, measuresWidth) {
        case (.horizontal, true):
            placedLeaf(Size(width: length, height: slot.height), StaticHorizontal.self, MeasuresWidth.self)
        case (.horizontal, false):
            placedLeaf(Size(width: slot.width, height: length), StaticHorizontal.self, MeasuresHeight.self)
        case (.vertical, true):
            placedLeaf(Size(width: length, height: slot.height), StaticVertical.self, MeasuresWidth.self)
        case (.vertical, false):
            placedLeaf(Size(width: slot.width, height: length), StaticVertical.self, MeasuresHeight.self)
        }
    }

    /// The instance's length along `axis` for its item's measured `size` (spec G11): its slot's, or what the
    /// item needs on an estimated axis, in `placeInstance`'s order; inside wrappers, the root group's.
    @inline(__always)
    func length<StackAxis: StaticAxis>(_ size: Size, along axis: Axis, _: StackAxis.Type) -> Double {
        guard wrappers.isEmpty else { return wrappedLength(size, along: axis, StackAxis.self) }
        return stackLength(size, along: axis, StackAxis.self)
    }

    /// `length` inside wrappers: the stack's, then each wrapper's around it (`FlatStack.wrapped`).
    @inline(__always)
    func wrappedLength<StackAxis: StaticAxis>(_ size: Size, along axis: Axis, _: StackAxis.Type) -> Double {
        // A wrapper's length on an axis depends on its child's on that axis alone.
        var length = stackLength(size, along: axis, StackAxis.self)
        var i = wrappers.count
        while i > 0 {
            i -= 1
            length = wrappers[i].length(around: length, along: axis)
        }
        return length
    }

    /// The stack's own length along `axis` for its item's measured `size`: `length` without wrappers.
    @inline(__always)
    func stackLength<StackAxis: StaticAxis>(_ size: Size, along axis: Axis, _: StackAxis.Type) -> Double {
        let stackAxis = StackAxis.axis
        if axis == stackAxis {
            return growsAlong ? along + size[stackAxis] + child.after + trailingInset : slot[stackAxis]
        }
        let cross = stackAxis.cross
        let needed = maxOfNumbers(0.0, size[cross] + child.acrossBefore + child.acrossAfter)
        return growsAcross ? needed + acrossInsets : slot[cross]
    }
}
