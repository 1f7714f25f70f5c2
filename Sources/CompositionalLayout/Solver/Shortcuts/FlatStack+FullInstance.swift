// Shortcut. Shape: a whole instance of a flat stack (every leaf holds an item).
// General twin: `FlatStack.placeInstance`, which also places a partial last instance.
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

extension FlatStack {
    /// `placeInstance` for an instance whose every leaf holds an item (all instances of a section but perhaps
    /// its last): the same operations in the same order, without the per-leaf tests for empty slots and
    /// without the leaves' reach, which only a partial instance needs (spec S2).
    ///
    /// Returns the instance's size (the root group's, around the stack's wrappers) and fills `scan`'s
    /// extents, or returns nil at the first frame that is not finite (spec R2), whose item `placeInstance`
    /// then names. Cells are written at `origin` along `groupAxis` and `across` it.
    ///
    /// Contract: MUST NOT allocate.
    @inline(__always)
    func placeFullInstance<GroupAxis: StaticAxis, StackAxis: StaticAxis>(
        _: GroupAxis.Type, _: StackAxis.Type, _ children: UnsafeBufferPointer<Child>, sizes: UnsafePointer<Size>,
        scan: inout InstanceScan, origin: Double, across: Double, to out: UnsafeMutablePointer<Rect>
    ) -> Size? {
        let groupAxis = GroupAxis.axis
        let axis = StackAxis.axis
        let cross = axis.cross
        // `scan`'s extents, in locals.
        var (lo, hi, crossLo, crossHi) = (scan.lo, scan.hi, scan.crossLo, scan.crossHi)
        let dx = groupAxis == .horizontal ? origin : across
        let dy = groupAxis == .horizontal ? across : origin
        let acrossStart = insets.leadingEdge(cross)
        var position = insets.leadingEdge(axis)
        var needed = 0.0
        // Spec E3: uniform items take the largest length among the uniform items.
        var uniformWidth = -Double.infinity
        var uniformHeight = -Double.infinity
        if hasUniformItems {
            for j in 0..<children.count {
                if children[j].uniformWidth { uniformWidth = max(uniformWidth, sizes[j].width) }
                if children[j].uniformHeight { uniformHeight = max(uniformHeight, sizes[j].height) }
            }
        }
        for j in 0..<children.count {
            let child = children[j]
            var size = sizes[j]
            if hasUniformItems {
                if child.uniformWidth { size.width = uniformWidth }
                if child.uniformHeight { size.height = uniformHeight }
            }
            // Spec G7 along the stack, spec G8 across it; the same steps as `placeInstance`.
            let main = StackStep.advance(
                &position, isFirst: j == 0, spacing: spacing, before: child.before, length: size[axis],
                after: child.after)
            needed = maxOfNumbers(needed, size[cross] + child.acrossBefore + child.acrossAfter)
            let offset = acrossStart + child.acrossBefore
            // Inside wrappers, from the stack's origin in the root group (`GroupEvaluator.placeChildren`).
            let at =
                axis == .horizontal
                ? Point(x: self.origin.x + main, y: self.origin.y + offset)
                : Point(x: self.origin.x + offset, y: self.origin.y + main)
            let leaf = Rect(origin: at, size: size).inset(by: child.insets)
            guard leaf.isFiniteWithExtent else { return nil }
            // `InstanceScan.add`, in its order; finite values, and lengths that are never NaN (`maxOfNumbers`).
            lo = min(lo, leaf.min(groupAxis))
            hi = maxOfNumbers(hi, leaf.max(groupAxis))
            crossLo = min(crossLo, leaf.min(groupAxis.cross))
            crossHi = maxOfNumbers(crossHi, leaf.max(groupAxis.cross))
            (out + j).initialize(to: Rect(x: leaf.x + dx, y: leaf.y + dy, width: leaf.width, height: leaf.height))
        }
        (scan.lo, scan.hi, scan.crossLo, scan.crossHi) = (lo, hi, crossLo, crossHi)
        // Spec G11, spec E1: an estimated axis of the stack takes what its items need.
        var size = slot
        if axis == .horizontal ? estimatedWidth : estimatedHeight { size[axis] = position + insets.trailingEdge(axis) }
        // `insets.total(cross)`, spelled out: the compiler calls `total` rather than inlining it here.
        if cross == .horizontal ? estimatedWidth : estimatedHeight {
            size[cross] = needed + (insets.leadingEdge(cross) + insets.trailingEdge(cross))
        }
        return wrappers.isEmpty ? size : wrapped(size)
    }
}
