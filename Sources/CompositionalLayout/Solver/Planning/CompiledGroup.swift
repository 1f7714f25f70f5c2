/// One edge of a node along or across its parent's axis, resolved: a fixed length and whether it also
/// takes a share of the free space (spec G7, spec G8).
struct ResolvedEdge: Sendable, Hashable {
    var value = 0.0
    var flexible = false

    /// The edge of an optional spacing; none is 0 and fixed.
    init(_ spacing: Spacing?) {
        value = spacing?.value ?? 0
        flexible = spacing?.isFlexible ?? false
    }
}

/// One node of a compiled group tree, stored depth first: an item, a stack group, a custom group, or one
/// frame of a custom group.
struct GroupNode: Sendable {
    /// What the node is.
    enum Kind: UInt8, Sendable {
        /// An item: one cell, sized from its slot or, on estimated axes, from the sizing callback.
        case item
        /// A horizontal or vertical group that places its children one after the other (spec G7, spec G8).
        case stack
        /// A custom group (spec G10): its children are `placed` nodes.
        case custom
        /// One frame of a custom group, fixed relative to the group's origin.
        case placed
    }

    var kind: Kind
    /// A stack's axis.
    var axis: Axis = .horizontal
    /// The size resolved in the parent's container, before estimated axes are measured; for `placed`,
    /// the frame's size.
    var slot: Size
    var estimatedWidth = false
    var estimatedHeight = false
    /// Axes whose dimension is `uniformAcrossSiblings` (spec E3): measured, then grown to the siblings'
    /// largest (items) or the section's largest instance (the root group).
    var uniformWidth = false
    var uniformHeight = false
    /// Edges along and across the parent's axis.
    var alongBefore = ResolvedEdge(nil)
    var alongAfter = ResolvedEdge(nil)
    var acrossBefore = ResolvedEdge(nil)
    var acrossAfter = ResolvedEdge(nil)
    /// A group's content insets; an item's insets with its estimated axes cleared (spec I1, spec I2).
    var insets = DirectionalInsets.zero
    /// A stack's slot minus its insets, at least 0.
    var inner = Size.zero
    /// A stack's spacing between children.
    var spacing = ResolvedEdge(nil)
    /// A stack's flexible pieces along its axis (spacings and children's edges).
    var flexibleCount = 0
    /// The index after the node's subtree.
    var end = 0
    /// Items and placed frames: the leaf index; a `placed` node's frame origin is in `placedOrigin`.
    var leaf = -1
    var placedOrigin = Point.zero
    /// A leaf's zIndex (custom frames carry one; items are 0).
    var zIndex = 0

    /// True when the node's own size is estimated on some axis.
    var isEstimated: Bool { estimatedWidth || estimatedHeight }
    /// True when the node's size is uniform across siblings on some axis.
    var isUniform: Bool { uniformWidth || uniformHeight }

    /// True when the node's size on `axis` is uniform across siblings.
    func isUniform(_ axis: Axis) -> Bool { axis == .horizontal ? uniformWidth : uniformHeight }
}

/// A root group compiled for a container (spec G1): its tree flattened, every child chosen and resolved,
/// so that an instance is placed by evaluating lengths (self-sizing) or only by adding an origin.
struct CompiledGroup: Sendable {
    var nodes: [GroupNode]
    /// The node of each leaf, depth first; `leafNodes.count` is k, the items one instance consumes.
    var leafNodes: [Int]
    /// Attached supplementaries in output order: an item's after the item, a group's after its children.
    var supplementaries: [CompiledSupplementary]
    /// For each supplementary: its item numbering, kind and visibility as plain values.
    var rules: [AttachmentRule]
    /// The visibilities the rules cannot state as plain values (listed items, closures).
    var visibilities: [SupplementaryVisibility]
    /// Group occurrences carrying supplementaries (their index-path stride, spec A5).
    var groupOrdinals: Int
    /// Leaves whose size comes from the sizing callback (an estimated axis).
    var measuredLeaves: [Int]
    /// The frames with every estimate taken as the size: the template shared by non-self-sizing instances.
    var template: GroupFrames
    /// Overflows found while compiling (legal, probably unintended), each cause once.
    var warnings: [LayoutWarning]

    /// The number of leaves.
    var leafCount: Int { leafNodes.count }

    /// True when some item's size is uniform across siblings (spec E3).
    var hasUniformItems: Bool { nodes.contains { $0.kind == .item && $0.isUniform } }
}

/// A group instance's frames relative to its origin: its final size, leaves and attached supplementaries.
struct GroupFrames: Sendable {
    var size: Size
    var leaves: [Rect]
    var supplementaries: [Rect]
}
