// Shortcut. Shape: a flat stack inside groups that each hold only the next one, a row group wrapped in a
// padding group for instance (`Stamping.flatStack`).
// General twin: `GroupEvaluator.neededSize` and `GroupEvaluator.placeChildren` for those groups
// (`Stamping.measuredInstances`).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests (SelfSizingWrapperTests).

extension FlatStack {
    /// A stack whose only child is the next wrapper or the flat stack (spec G7, spec G8, spec G11): it places
    /// that child at a fixed offset, and on its estimated axes takes the child's size plus its edges and insets.
    ///
    /// Fixed edges only, no uniform dimension and no group supplementary (`FlatStack.init` checks).
    struct Wrapper: Sendable {
        let axis: Axis
        let slot: Size
        let estimatedWidth: Bool
        let estimatedHeight: Bool
        let insets: DirectionalInsets
        /// The child's edges along and across this stack.
        let before: Double
        let after: Double
        let acrossBefore: Double
        let acrossAfter: Double

        /// The wrapper `node`, whose only child is `child`; nil when either has a part only the general
        /// evaluator handles (flexible edges or spacing, a uniform dimension).
        init?(_ node: GroupNode, child: GroupNode) {
            let edges = [child.alongBefore, child.alongAfter, child.acrossBefore, child.acrossAfter]
            guard node.kind == .stack, node.flexibleCount == 0, !node.spacing.flexible, !node.isUniform,
                !edges.contains(where: \.flexible)
            else { return nil }
            axis = node.axis
            slot = node.slot
            estimatedWidth = node.estimatedWidth
            estimatedHeight = node.estimatedHeight
            insets = node.insets
            before = child.alongBefore.value
            after = child.alongAfter.value
            acrossBefore = child.acrossBefore.value
            acrossAfter = child.acrossAfter.value
        }

        /// Where the child's origin lies in the wrapper's: `GroupEvaluator.placeChildren` for one child, the
        /// same sums with the flexible shares (none) added as 0.
        var childOffset: Point {
            var position = insets.leadingEdge(axis)
            let main = StackStep.advance(
                &position, isFirst: true, spacing: 0, before: before + 0, length: 0, after: after + 0)
            let across = insets.leadingEdge(axis.cross) + acrossBefore + 0
            return axis == .horizontal ? Point(x: main, y: across) : Point(x: across, y: main)
        }

        /// The wrapper's size around a child of size `child`: its slot, with each estimated axis taking what
        /// the child needs (`GroupEvaluator.neededSize` for one child).
        @inline(__always)
        func size(around child: Size) -> Size {
            Size(
                width: length(around: child.width, along: .horizontal),
                height: length(around: child.height, along: .vertical))
        }

        /// The wrapper's length along `dimension` around a child that long there: its slot's, or on an
        /// estimated axis, along its stack its insets, the child's edges and length, and across it the child's
        /// length and edges (at least 0) and its insets, in `GroupEvaluator.neededSize`'s order.
        @inline(__always)
        func length(around child: Double, along dimension: Axis) -> Double {
            guard dimension == .horizontal ? estimatedWidth : estimatedHeight else { return slot[dimension] }
            if dimension == axis {
                var position = insets.leadingEdge(axis)
                _ = StackStep.advance(&position, isFirst: true, spacing: 0, before: before, length: child, after: after)
                return position + insets.trailingEdge(axis)
            }
            let needed = max(0.0, child + acrossBefore + acrossAfter)
            return needed + insets.total(dimension)
        }
    }

    /// The wrappers at the top of `nodes`, outermost first, or nil when one has a part only the general path
    /// handles.
    ///
    /// A wrapper is a stack whose only child is a stack; the first node that is not one is the flat stack's own.
    static func wrappers(_ nodes: [GroupNode]) -> [Wrapper]? {
        var wrappers: [Wrapper] = []
        var i = 0
        while i + 1 < nodes.count, nodes[i].kind == .stack, nodes[i + 1].kind == .stack,
            nodes[i + 1].end == nodes[i].end
        {
            guard let wrapper = Wrapper(nodes[i], child: nodes[i + 1]) else { return nil }
            wrappers.append(wrapper)
            i += 1
        }
        return wrappers
    }

    /// Where the flat stack's origin lies in the root group's: the wrappers' child offsets added from the
    /// root's origin inwards, as `GroupEvaluator.placeChildren` adds each group's origin to its children's.
    static func origin(inside wrappers: [Wrapper]) -> Point {
        var origin = Point.zero
        for wrapper in wrappers {
            let offset = wrapper.childOffset
            origin = Point(x: origin.x + offset.x, y: origin.y + offset.y)
        }
        return origin
    }

    /// The root group's size when the flat stack's is `size`: each wrapper's, innermost first.
    ///
    /// Not inlined: inlined, it took the per-instance step of flat stacks without wrappers out of line in the
    /// badged list's loop, from 613.5 to 708.5 instructions an item (callgrind).
    @inline(never)
    func wrapped(_ size: Size) -> Size {
        var size = size
        var i = wrappers.count
        while i > 0 {
            i -= 1
            size = wrappers[i].size(around: size)
        }
        return size
    }
}

/// Whether a flat stack sits inside wrappers (`FlatStack.Wrapper`), at compile time: the one-item loop is
/// compiled both ways, so that a list without wrappers does not test for them per item.
protocol WrapperPresence {
    /// True when the stack has wrappers.
    static var present: Bool { get }
}

/// The stack is the root group.
enum NoWrappers: WrapperPresence {
    static var present: Bool { false }
}

/// The stack sits inside wrappers.
enum InsideWrappers: WrapperPresence {
    static var present: Bool { true }
}
