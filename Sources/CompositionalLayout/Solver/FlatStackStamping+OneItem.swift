extension SolverRun {
    /// `stampFlat` for a stack of one item, one instance per item (a self-sizing list): the same steps with the
    /// same operations in the same order as `FlatStack.placeInstance` and `InstanceSequence.advance`, so the
    /// same bits, with what is the same for every item computed once and the run's extents kept in locals
    /// (spec S1, spec S3, spec G7, spec G8, spec G11, spec E1, spec R2).
    ///
    /// One item per instance means no partial instance (spec S2) and no uniform lengths to share (spec E3: an
    /// item is its own largest). Needs at least one item.
    ///
    /// Contract: MUST NOT allocate per item.
    @inline(__always)
    mutating func stampOneItemFlat<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _ plan: SectionPlan, _ flat: FlatStack, section s: Int, count n: Int, origin: ContentOrigin,
        _: GroupAxis.Type, _: StackAxis.Type
    ) throws -> InstanceRun {
        precondition(n > 0 && flat.children.count == 1, "a one-item stack stamps at least one item")
        let groupAxis = GroupAxis.axis
        var run = InstanceRun(plan, count: n, origin: origin)
        let out = cells.reserve(section: s, limit: n)
        let starts = groupStarts.reserve(section: s, limit: n)
        let sizing = data.sizer!.call
        let stack = OneItemStack(flat, groupAxis: groupAxis, StackAxis.self)
        // The state of `InstanceSequence` and `InstanceRun`, in locals.
        let extra = plan.root.extra
        let spacing = plan.section.interGroupSpacing
        let across = origin.acrossPosition
        let slack = context.grid.slack
        var position = run.firstGroupStart
        var state = InstanceRunState(run)
        let sizes = UnsafeMutablePointer<Size>.allocate(capacity: FlatStack.batchItems)
        defer { sizes.deallocate() }
        for batch in stride(from: 0, to: n, by: FlatStack.batchItems) {
            let end = min(n, batch + FlatStack.batchItems)
            // Sizes first, then placements: see `stampFlat`.
            try stack.measure(sizing: sizing, section: s, items: batch..<end, into: sizes)
            for g in batch..<end {
                let size = sizes[g - batch]
                let (leaf, groupSize) = stack.place(size, StackAxis.self)
                // Spec R2: the frame relative to its instance is finite, or the item is named.
                guard leaf.isFiniteWithExtent else { throw LayoutError.nonFiniteFrame(section: s, item: g) }
                let start = position
                let dx = groupAxis == .horizontal ? start : across
                let dy = groupAxis == .horizontal ? across : start
                (out + g).initialize(to: Rect(x: leaf.x + dx, y: leaf.y + dy, width: leaf.width, height: leaf.height))
                // `InstanceSequence.advance` with a whole instance: its length is its extent (spec S1, spec S2).
                let extent = groupSize[groupAxis] + extra
                state.contentLength += extent + (g > 0 ? spacing : 0)
                state.acrossLength = maxOfNumbers(state.acrossLength, groupSize[groupAxis.cross])
                state.include(leaf, groupAxis: groupAxis, across: across, slack: slack)
                state.noteStart(start)
                position += extent + spacing
                starts[g] = start
            }
        }
        state.write(to: &run)
        cells.commit(section: s, count: n)
        groupStarts.commit(section: s, count: n)
        attached.setEmpty(section: s)
        // `InstanceSequence.finish`.
        guard run.contentLength.isFinite, position.isFinite else {
            throw LayoutError.nonFiniteFrame(section: s, item: n - 1)
        }
        return run
    }
}

/// A one-item `FlatStack` with what places its item computed once: the item's slot and where it starts along
/// and across the stack (spec G7, spec G8).
struct OneItemStack {
    let child: FlatStack.Child
    /// The stack's size before measuring, and whether each axis takes what the item needs (spec G11).
    let slot: Size
    let growsAlong: Bool
    let growsAcross: Bool
    /// Where the item's slot starts along the stack (leading inset and edge) and across it.
    let along: Double
    let acrossOffset: Double
    /// The stack's trailing inset along it, and both insets across it.
    let trailingInset: Double
    let acrossInsets: Double

    /// The constants of `flat`, whose one child is placed along `StackAxis`.
    @inline(__always)
    init<StackAxis: StaticAxis>(_ flat: FlatStack, groupAxis: Axis, _: StackAxis.Type) {
        let axis = StackAxis.axis
        let cross = axis.cross
        child = flat.children[0]
        slot = flat.slot
        growsAlong = axis == .horizontal ? flat.estimatedWidth : flat.estimatedHeight
        growsAcross = cross == .horizontal ? flat.estimatedWidth : flat.estimatedHeight
        // `placeInstance` for j = 0: no spacing before the first item.
        along = flat.insets.leadingEdge(axis) + child.before
        acrossOffset = flat.insets.leadingEdge(cross) + child.acrossBefore
        trailingInset = flat.insets.trailingEdge(axis)
        acrossInsets = flat.insets.total(cross)
    }

    /// Reads the sizes of `items`, one instance each, into `sizes` (`FlatStack.measure` with one leaf).
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func measure(sizing: SizingCallback, section: Int, items: Range<Int>, into sizes: UnsafeMutablePointer<Size>)
        throws
    {
        try FlatStack.measureAlike(child, sizing: sizing, section: section, items: items, into: sizes)
    }

    /// The item's frame in its instance and the instance's size, for the item's measured `size`.
    @inline(__always)
    func place<StackAxis: StaticAxis>(_ size: Size, _: StackAxis.Type) -> (leaf: Rect, size: Size) {
        let axis = StackAxis.axis
        let cross = axis.cross
        // `placeInstance`'s steps for j = 0, in its order.
        let end = along + size[axis] + child.after
        let needed = maxOfNumbers(0.0, size[cross] + child.acrossBefore + child.acrossAfter)
        let origin = axis == .horizontal ? Point(x: along, y: acrossOffset) : Point(x: acrossOffset, y: along)
        let leaf = Rect(origin: origin, size: size).inset(by: child.insets)
        var stackSize = slot
        if growsAlong { stackSize[axis] = end + trailingInset }
        if growsAcross { stackSize[cross] = needed + acrossInsets }
        return (leaf, stackSize)
    }
}
