// Shortcut. Shape: a flat stack of several items none measured along it (`Stamping.flatColumns`): where each item lies along the stack, once.
// General twin: `FlatStack.placeInstance`'s steps per instance.
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

extension FlatStack {
    /// One item of a stack whose items' lengths along it are not measured (`FlatStack.columns`): where its
    /// frame lies along the stack, the same in every instance, and what places it across (spec G7, spec G8).
    struct Column: Sendable {
        /// The item's frame along the stack, its insets applied (spec I1).
        var alongStart: Double
        var alongLength: Double
        /// Where the item's span across starts (the stack's origin across, then its leading inset and the
        /// item's edge), and the item's insets across.
        var acrossOffset: Double
        var insetBefore: Double
        var insetAfter: Double
        /// The item's edges across, which the stack's length across adds to the item's (spec G11).
        var acrossBefore: Double
        var acrossAfter: Double
    }

    /// The columns of a stack of several items, none measured along the stack and none uniform (spec E3),
    /// with the stack's length along it; nil for any other stack.
    ///
    /// Positions along the stack come from `placeInstance`'s steps with every item at its slot's length,
    /// which is its length in every instance, from the stack's `origin` in the root group (inside wrappers).
    static func columns(
        axis: Axis, insets: DirectionalInsets, spacing: Double, slot: Size, estimated: (width: Bool, height: Bool),
        children: [Child], origin: Point
    ) -> (columns: [Column], length: Double)? {
        guard children.count > 1,
            !children.contains(where: {
                $0.uniformWidth || $0.uniformHeight || (axis == .horizontal ? $0.estimatedWidth : $0.estimatedHeight)
            })
        else { return nil }
        let cross = axis.cross
        let (originAlong, originAcross) = axis == .horizontal ? (origin.x, origin.y) : (origin.y, origin.x)
        var position = insets.leadingEdge(axis)
        var columns: [Column] = []
        for (j, child) in children.enumerated() {
            let main = StackStep.advance(
                &position, isFirst: j == 0, spacing: spacing, before: child.before, length: child.slot[axis],
                after: child.after)
            let along = Rect.insetSpan(
                start: originAlong + main, length: child.slot[axis], leading: child.insets.leadingEdge(axis),
                trailing: child.insets.trailingEdge(axis))
            columns.append(
                Column(
                    alongStart: along.start, alongLength: along.length,
                    acrossOffset: originAcross + (insets.leadingEdge(cross) + child.acrossBefore),
                    insetBefore: child.insets.leadingEdge(cross), insetAfter: child.insets.trailingEdge(cross),
                    acrossBefore: child.acrossBefore, acrossAfter: child.acrossAfter))
        }
        let grows = axis == .horizontal ? estimated.width : estimated.height
        return (columns, grows ? position + insets.trailingEdge(axis) : slot[axis])
    }
}
