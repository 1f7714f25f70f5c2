// Shortcut. Shape: a self-sizing root group that is one stack of items, perhaps inside groups that each hold only
// the next (`Stamping.flatStack`, `.flatColumns`, `.flatOneItem`): its plain-value form.
// General twin: `GroupEvaluator` over the compiled group (`Stamping.measuredInstances`).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

/// A self-sizing root group that is one stack of items with fixed spacing and edges — the shape of almost
/// every self-sizing list row and grid row — measured and placed in one pass per instance (spec G7, spec G8,
/// spec G11, spec E1, spec I1, spec I2), without the general `GroupEvaluator`.
///
/// Input: a compiled group; output: its stack and items as plain values for `stampFlat`, which computes
/// with the same operations in the same order as `GroupEvaluator`, so both give identical bits. The stack may
/// sit inside wrappers, groups that each hold only the next (`FlatStack.Wrapper`). Groups with other nested
/// groups, custom frames, flexible spacing or edges, or group supplementaries are not flat (`init` returns
/// nil) and take the general path.
struct FlatStack: Sendable {
    /// One item of the stack, with everything placing it needs.
    struct Child: Sendable {
        var slot: Size
        var estimatedWidth: Bool
        var estimatedHeight: Bool
        var before: Double
        var after: Double
        var acrossBefore: Double
        var acrossAfter: Double
        var insets: DirectionalInsets
        /// Axes on which the item grows to its siblings' largest length (spec E3).
        var uniformWidth: Bool
        var uniformHeight: Bool

        /// True when the sizing callback gives some of its size.
        var isMeasured: Bool { estimatedWidth || estimatedHeight }
    }

    /// The groups around the stack, outermost first (none when the stack is the root group), and where the
    /// stack's origin lies in the root's.
    let wrappers: [Wrapper]
    let origin: Point
    let axis: Axis
    let slot: Size
    let estimatedWidth: Bool
    let estimatedHeight: Bool
    let insets: DirectionalInsets
    let spacing: Double
    let children: [Child]
    /// True when some item grows to its siblings' largest length (spec E3).
    let hasUniformItems: Bool
    /// True when every item is proposed the same slot, bit for bit, and measured on the same axes: the
    /// callback is then asked the same way for every item, without looking up its leaf.
    let measuresAlike: Bool
    /// Where the items lie along the stack when that is the same in every instance, and the stack's length
    /// along it then (`FlatStack.columns`).
    let columns: [Column]?
    let columnsLength: Double

    /// The flat form of `group`, or nil when it has a part only the general evaluator handles.
    ///
    /// Its items may carry attached supplementaries (badges, spec A1 to spec A4); its stack may not (the group
    /// supplementaries of spec A5). `stampFlat` places them per instance from their items' frames.
    init?(_ group: borrowing CompiledGroup) {
        let nodes = group.nodes
        guard !nodes.isEmpty, let wrappers = Self.wrappers(nodes) else { return nil }
        let stack = wrappers.count
        let root = nodes[stack]
        guard root.kind == .stack, root.flexibleCount == 0, !root.spacing.flexible, !root.isUniform,
            group.supplementaries.allSatisfy({ $0.leaf >= 0 }), nodes.count == group.leafCount + 1 + stack
        else { return nil }
        var children: [Child] = []
        children.reserveCapacity(nodes.count - stack - 1)
        for node in nodes.dropFirst(stack + 1) {
            guard node.kind == .item, !node.alongBefore.flexible, !node.alongAfter.flexible,
                !node.acrossBefore.flexible, !node.acrossAfter.flexible
            else { return nil }
            children.append(
                Child(
                    slot: node.slot, estimatedWidth: node.estimatedWidth, estimatedHeight: node.estimatedHeight,
                    before: node.alongBefore.value, after: node.alongAfter.value, acrossBefore: node.acrossBefore.value,
                    acrossAfter: node.acrossAfter.value, insets: node.insets, uniformWidth: node.uniformWidth,
                    uniformHeight: node.uniformHeight))
        }
        self.wrappers = wrappers
        origin = Self.origin(inside: wrappers)
        axis = root.axis
        slot = root.slot
        estimatedWidth = root.estimatedWidth
        estimatedHeight = root.estimatedHeight
        insets = root.insets
        spacing = root.spacing.value
        self.children = children
        hasUniformItems = children.contains { $0.uniformWidth || $0.uniformHeight }
        let first = children[0]
        measuresAlike = children.allSatisfy {
            $0.slot.width.bitPattern == first.slot.width.bitPattern
                && $0.slot.height.bitPattern == first.slot.height.bitPattern
                && $0.estimatedWidth == first.estimatedWidth && $0.estimatedHeight == first.estimatedHeight
        }
        let columns = Self.columns(
            axis: axis, insets: insets, spacing: spacing, slot: slot, estimated: (estimatedWidth, estimatedHeight),
            children: children, origin: origin)
        self.columns = columns?.columns
        columnsLength = columns?.length ?? 0
    }
}
