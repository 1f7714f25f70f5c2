/// Evaluates a compiled group into frames (spec G7, G8, G11, E1, I1, A1 to A4), in scratch storage that is
/// allocated once per plan and reused for every instance, so that placing an instance never allocates.
///
/// Input: node sizes (slots, with measured sizes on estimated axes); output: `frames`, relative to the
/// group's origin.
struct GroupEvaluator {
    /// Each node's size: its slot, then measured (items), then what its children need (estimated groups).
    private(set) var sizes: [Size]
    private var origins: [Point]
    /// The last evaluation's frames.
    private(set) var frames: GroupFrames

    /// Scratch sized for `group`.
    init(_ group: CompiledGroup) {
        sizes = group.nodes.map(\.slot)
        origins = Array(repeating: .zero, count: group.nodes.count)
        frames = GroupFrames(
            size: .zero, leaves: Array(repeating: .zero, count: group.leafCount),
            supplementaries: Array(repeating: .zero, count: group.supplementaries.count))
    }

    /// Reads the measured sizes of one instance's items from the sizing callback (spec E1): only estimated
    /// axes change, and items at or past `itemCount` keep their estimates.
    mutating func measure(
        _ group: CompiledGroup, sizing: SizingCallback, section: Int, firstItem: Int, itemCount: Int
    ) throws {
        for leaf in group.measuredLeaves {
            let node = group.leafNodes[leaf]
            let slot = group.nodes[node].slot
            var size = slot
            if firstItem + leaf < itemCount {
                let indexPath = IndexPath(section: section, item: firstItem + leaf)
                let measured = sizing(indexPath, slot)
                guard measured.width.isFinite, measured.height.isFinite, measured.width >= 0, measured.height >= 0
                else { throw LayoutError.invalidSelfSize(section: section, item: indexPath.item) }
                if group.nodes[node].estimatedWidth { size.width = measured.width }
                if group.nodes[node].estimatedHeight { size.height = measured.height }
            }
            sizes[node] = size
        }
    }

    /// Evaluates every length and frame from the current item sizes.
    mutating func evaluate(_ group: CompiledGroup, grid: PixelGrid) {
        let nodes = group.nodes
        for i in nodes.indices.reversed() where nodes[i].kind == .stack && nodes[i].isEstimated {
            sizes[i] = neededSize(of: i, nodes)
        }
        origins[0] = .zero
        for i in nodes.indices where nodes[i].kind == .stack || nodes[i].kind == .custom {
            if nodes[i].kind == .stack { placeChildren(of: i, nodes) } else { placeFrames(of: i, nodes) }
        }
        frames.size = sizes[0]
        for (leaf, node) in group.leafNodes.enumerated() {
            let frame = Rect(origin: origins[node], size: sizes[node])
            frames.leaves[leaf] = nodes[node].kind == .item ? frame.inset(by: nodes[node].insets) : frame
        }
        for (index, s) in group.supplementaries.enumerated() {
            let host = nodes[s.host].kind == .item ? frames.leaves[nodes[s.host].leaf] : groupHost(s.host, nodes)
            frames.supplementaries[index] = s.frame(on: host, grid: grid)
        }
    }

    /// A group's frame inside its content insets: the host of its supplementaries.
    private func groupHost(_ i: Int, _ nodes: [GroupNode]) -> Rect {
        Rect(origin: origins[i], size: sizes[i]).inset(by: nodes[i].insets)
    }

    /// An estimated stack's size: estimated axes take what the children need (spec G11, E1).
    private func neededSize(of i: Int, _ nodes: [GroupNode]) -> Size {
        let node = nodes[i]
        let axis = node.axis
        let cross = axis.cross
        var final = sizes[i]
        var position = node.insets.leadingEdge(axis)
        var needed = 0.0
        var child = i + 1
        while child < node.end {
            let c = nodes[child]
            if child > i + 1 { position += node.spacing.value }
            position += c.alongBefore.value
            position += sizes[child][axis]
            position += c.alongAfter.value
            needed = max(needed, sizes[child][cross] + c.acrossBefore.value + c.acrossAfter.value)
            child = c.end
        }
        if axis == .horizontal ? node.estimatedWidth : node.estimatedHeight {
            final[axis] = position + node.insets.trailingEdge(axis)
        }
        if cross == .horizontal ? node.estimatedWidth : node.estimatedHeight {
            final[cross] = needed + node.insets.total(cross)
        }
        return final
    }

    /// Places a stack's children (spec G7 along its axis, G8 across it): fixed pieces exact, flexible pieces
    /// share the leftover equally; an estimated axis has no leftover.
    private mutating func placeChildren(of i: Int, _ nodes: [GroupNode]) {
        let node = nodes[i]
        let axis = node.axis
        let cross = axis.cross
        var used = 0.0
        var count = 0
        var child = i + 1
        while child < node.end {
            used += sizes[child][axis] + nodes[child].alongBefore.value + nodes[child].alongAfter.value
            count += 1
            child = nodes[child].end
        }
        used += node.spacing.value * Double(max(0, count - 1))
        let estimatedAlong = axis == .horizontal ? node.estimatedWidth : node.estimatedHeight
        let leftover = estimatedAlong ? 0 : max(0, node.inner[axis] - used)
        let share = node.flexibleCount > 0 ? leftover / Double(node.flexibleCount) : 0
        func extra(_ e: ResolvedEdge) -> Double { e.value + (e.flexible ? share : 0) }
        var position = node.insets.leadingEdge(axis)
        child = i + 1
        while child < node.end {
            let c = nodes[child]
            if child > i + 1 { position += extra(node.spacing) }
            position += extra(c.alongBefore)
            let main = position
            position += sizes[child][axis]
            position += extra(c.alongAfter)
            let free = node.inner[cross] - sizes[child][cross] - c.acrossBefore.value - c.acrossAfter.value
            let flexible = (c.acrossBefore.flexible ? 1 : 0) + (c.acrossAfter.flexible ? 1 : 0)
            let crossShare = flexible > 0 ? max(0, free) / Double(flexible) : 0
            let across = node.insets.leadingEdge(cross) + c.acrossBefore.value + (c.acrossBefore.flexible ? crossShare : 0)
            let o = origins[i]
            origins[child] =
                axis == .horizontal ? Point(x: o.x + main, y: o.y + across) : Point(x: o.x + across, y: o.y + main)
            child = c.end
        }
    }

    /// Places a custom group's frames at their fixed offsets (spec G10).
    private mutating func placeFrames(of i: Int, _ nodes: [GroupNode]) {
        let o = origins[i]
        for child in (i + 1)..<nodes[i].end {
            let p = nodes[child].placedOrigin
            origins[child] = Point(x: o.x + p.x, y: o.y + p.y)
        }
    }
}
