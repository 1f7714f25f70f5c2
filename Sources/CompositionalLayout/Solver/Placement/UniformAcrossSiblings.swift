/// What a section whose root group is uniform across siblings shares (spec E3): the largest length of its
/// uniform items and of its root group, on each axis where the root group is uniform.
///
/// Input: a self-sizing section's plan, evaluator and item count; output: the lengths every instance takes.
/// Two passes over the section's instances before it is placed (the sizing callback is asked three times
/// per item in all: it must be a function of the index path and proposed size).
struct UniformSectionLengths {
    /// The uniform items' length on each axis where the root is uniform (nil elsewhere).
    var items: (width: Double?, height: Double?) = (nil, nil)
    /// The root group's largest instance length on each axis where it is uniform (nil elsewhere).
    var root: (width: Double?, height: Double?) = (nil, nil)

    /// The lengths of section `section` of `count` items, `k` per instance.
    init(
        _ group: CompiledGroup, evaluator: GroupEvaluator, sizing: SizingCallback?, section: Int, count: Int,
        grid: PixelGrid
    ) throws {
        let root = group.nodes[0]
        guard root.isUniform, count > 0, group.leafCount > 0 else { return }
        let k = group.leafCount
        let groups = (count + k - 1) / k
        var itemWidth = 0.0
        var itemHeight = 0.0
        for g in 0..<groups {
            try evaluator.measure(sizing: sizing, section: section, firstItem: g * k, itemCount: count)
            evaluator.equalizeUniform()
            let lengths = evaluator.uniformItemLengths()
            itemWidth = max(itemWidth, lengths.width ?? 0)
            itemHeight = max(itemHeight, lengths.height ?? 0)
        }
        items = (root.uniformWidth ? itemWidth : nil, root.uniformHeight ? itemHeight : nil)
        var rootWidth = 0.0
        var rootHeight = 0.0
        for g in 0..<groups {
            try evaluator.measure(sizing: sizing, section: section, firstItem: g * k, itemCount: count)
            evaluator.equalizeUniform(section: items)
            try evaluator.evaluate(grid: grid)
            rootWidth = max(rootWidth, evaluator.size.width)
            rootHeight = max(rootHeight, evaluator.size.height)
        }
        self.root = (root.uniformWidth ? rootWidth : nil, root.uniformHeight ? rootHeight : nil)
    }

    /// An instance's size with the shared root lengths in place.
    func instanceSize(_ size: Size) -> Size {
        Size(width: root.width ?? size.width, height: root.height ?? size.height)
    }
}
