/// Evaluates a compiled group into frames (spec G7, spec G8, spec G11, spec E1, spec I1, spec A1 to spec A4), in
/// scratch storage that is allocated once per plan and reused for every instance, so that placing an instance never
/// allocates.
///
/// Input: node sizes (slots, with measured sizes on estimated axes); output: `size`, `leaves` and
/// `supplementaries`, relative to the group's origin. A class only so that its scratch memory is freed
/// once; it never leaves a solve.
final class GroupEvaluator {
    private let nodes: UnsafeMutableBufferPointer<GroupNode>
    /// Each node's size: its slot, then measured (items), then what its children need (estimated groups).
    private let sizes: UnsafeMutableBufferPointer<Size>
    private let origins: UnsafeMutableBufferPointer<Point>
    /// The last evaluation's frames.
    let leaves: UnsafeMutableBufferPointer<Rect>
    let supplementaries: UnsafeMutableBufferPointer<Rect>
    /// Estimated stacks, children before parents; then every stack and custom group, parents first.
    private let estimatedStacks: UnsafeMutableBufferPointer<Int>
    private let containers: UnsafeMutableBufferPointer<Int>
    /// For each container, true when it is a stack with no flexible piece along it or across (`isRigid`).
    private let rigid: UnsafeMutableBufferPointer<Bool>
    /// The node of each leaf, and the leaves whose size is measured.
    private let leafNodes: UnsafeMutableBufferPointer<Int>
    private let measuredLeaves: UnsafeMutableBufferPointer<Int>
    private let attachments: UnsafeMutableBufferPointer<CompiledSupplementary>
    /// Leaves holding an item in the last measured instance.
    private var used = 0
    /// The last measured instance: its section, its first item and the section's item count.
    private var instance = (section: 0, firstItem: 0, itemCount: 0)
    /// How many supplemented groups one instance holds: the stride of group supplementaries' numbers (spec A5).
    private let groupOrdinals: Int

    /// Scratch sized for `group`.
    ///
    /// Builds each buffer in place, with no intermediate array: a plan evaluates its template with one of
    /// these, on every solve, and the filtered and mapped copies were a third of its allocations.
    init(_ group: borrowing CompiledGroup) {
        let all = group.nodes
        nodes = .allocate(capacity: all.count)
        _ = nodes.initialize(from: all)
        sizes = .allocate(capacity: all.count)
        origins = .allocate(capacity: all.count)
        origins.initialize(repeating: .zero)
        var stackCount = 0
        var containerCount = 0
        for (i, node) in all.enumerated() {
            sizes.initializeElement(at: i, to: node.slot)
            if node.kind == .stack && node.isEstimated { stackCount += 1 }
            if node.kind == .stack || node.kind == .custom { containerCount += 1 }
        }
        leaves = .allocate(capacity: group.leafCount)
        leaves.initialize(repeating: .zero)
        supplementaries = .allocate(capacity: group.supplementaries.count)
        supplementaries.initialize(repeating: .zero)
        let stacks = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, stackCount))
        let containers = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, containerCount))
        let rigid = UnsafeMutableBufferPointer<Bool>.allocate(capacity: max(1, containerCount))
        var (s, c) = (0, 0)
        for i in all.indices {
            // Children before parents: the estimated stacks are listed from the last node back.
            let back = all.count - 1 - i
            if all[back].kind == .stack && all[back].isEstimated {
                stacks.initializeElement(at: s, to: back)
                s += 1
            }
            if all[i].kind == .stack || all[i].kind == .custom {
                containers.initializeElement(at: c, to: i)
                rigid.initializeElement(at: c, to: GroupEvaluator.isRigid(all, i))
                c += 1
            }
        }
        estimatedStacks = UnsafeMutableBufferPointer(rebasing: stacks[0..<stackCount])
        self.containers = UnsafeMutableBufferPointer(rebasing: containers[0..<containerCount])
        self.rigid = UnsafeMutableBufferPointer(rebasing: rigid[0..<containerCount])
        leafNodes = GroupEvaluator.buffer(group.leafNodes)
        measuredLeaves = GroupEvaluator.buffer(group.measuredLeaves)
        attachments = GroupEvaluator.buffer(group.supplementaries)
        groupOrdinals = max(1, group.groupOrdinals)
    }

    /// A scratch copy of `values`, read in the per-instance loops without reference counting.
    private static func buffer<T>(_ values: [T]) -> UnsafeMutableBufferPointer<T> {
        let b = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, values.count))
        _ = b.initialize(from: values)
        return UnsafeMutableBufferPointer(rebasing: b[0..<values.count])
    }

    deinit {
        nodes.deallocate()
        sizes.deallocate()
        origins.deallocate()
        leaves.deallocate()
        supplementaries.deallocate()
        estimatedStacks.baseAddress?.deallocate()
        containers.baseAddress?.deallocate()
        leafNodes.baseAddress?.deallocate()
        measuredLeaves.baseAddress?.deallocate()
        rigid.baseAddress?.deallocate()
        attachments.baseAddress?.deallocate()
    }

    /// The group's size after the last evaluation.
    var size: Size { sizes[0] }

    /// Reads the measured sizes of one instance's items from the sizing callback (spec E1): only estimated
    /// axes change, and items at or past `itemCount` keep their estimates.
    func measure(sizing: SizingCallback?, section: Int, firstItem: Int, itemCount: Int) throws {
        used = max(0, min(leafNodes.count, itemCount - firstItem))
        instance = (section, firstItem, itemCount)
        // Unwrapped once: unwrapped per leaf, the callback's context was retained and released for each.
        guard let sizing else {
            for leaf in measuredLeaves { sizes[leafNodes[leaf]] = nodes[leafNodes[leaf]].slot }
            return
        }
        for leaf in measuredLeaves {
            let node = leafNodes[leaf]
            let slot = nodes[node].slot
            var size = slot
            if firstItem + leaf < itemCount {
                let indexPath = IndexPath(section: section, item: firstItem + leaf)
                let measured = sizing(indexPath, slot)
                guard measured.isValidAnswer else {
                    throw LayoutError.invalidSelfSize(section: section, item: indexPath.item)
                }
                size = slot.answered(
                    by: measured, estimatedWidth: nodes[node].estimatedWidth,
                    estimatedHeight: nodes[node].estimatedHeight)
            }
            sizes[node] = size
        }
    }

    /// Grows every uniform item of the last measured instance to the largest length among its siblings,
    /// the uniform items of its group that hold an item (spec E3); on an axis where `section` gives a
    /// length (the root group is uniform across the section), to that length instead.
    func equalizeUniform(section: (width: Double?, height: Double?) = (nil, nil)) {
        for i in containers where nodes[i].kind == .stack {
            equalizeUniform(children: i, axis: .horizontal, to: section.width)
            equalizeUniform(children: i, axis: .vertical, to: section.height)
        }
    }

    /// `equalizeUniform` for the children of stack `i` on one axis.
    private func equalizeUniform(children i: Int, axis: Axis, to sectionLength: Double?) {
        var longest = -Double.infinity
        var child = i + 1
        while child < nodes[i].end {
            if nodes[child].kind == .item && nodes[child].isUniform(axis) && nodes[child].leaf < used {
                longest = max(longest, sizes[child][axis])
            }
            child = nodes[child].end
        }
        guard longest > -Double.infinity else { return }
        let length = sectionLength ?? longest
        child = i + 1
        while child < nodes[i].end {
            if nodes[child].kind == .item && nodes[child].isUniform(axis) && nodes[child].leaf < used {
                sizes[child][axis] = length
            }
            child = nodes[child].end
        }
    }

    /// The largest width and height among the uniform items of the last measured instance that hold an item
    /// (nil on an axis with none).
    func uniformItemLengths() -> (width: Double?, height: Double?) {
        var width: Double?
        var height: Double?
        for leaf in 0..<min(used, leafNodes.count) {
            let node = leafNodes[leaf]
            guard nodes[node].kind == .item else { continue }
            if nodes[node].uniformWidth { width = max(width ?? 0, sizes[node].width) }
            if nodes[node].uniformHeight { height = max(height ?? 0, sizes[node].height) }
        }
        return (width, height)
    }

    /// Evaluates every length and frame from the current item sizes; an attached supplementary with an
    /// estimated dimension takes `supplementarySizing`'s answer (spec E4), asked with its kind (`kindNames`)
    /// and the index path it is reported with (its item's, or its group's number, spec A5).
    func evaluate(
        grid: PixelGrid, supplementarySizing: SupplementarySizingCallback? = nil, kindNames: [String] = []
    ) throws {
        for i in estimatedStacks { sizes[i] = neededSize(of: i) }
        origins[0] = .zero
        for index in 0..<containers.count {
            let i = containers[index]
            if rigid[index] {
                placeRigidChildren(of: i)
            } else if nodes[i].kind == .stack {
                placeChildren(of: i)
            } else {
                placeFrames(of: i)
            }
        }
        for leaf in 0..<leafNodes.count {
            let node = leafNodes[leaf]
            let frame = Rect(origin: origins[node], size: sizes[node])
            leaves[leaf] = nodes[node].kind == .item ? frame.inset(by: nodes[node].insets) : frame
        }
        for index in 0..<attachments.count {
            let s = attachments[index]
            let host =
                nodes[s.host].kind == .item
                ? leaves[nodes[s.host].leaf]
                : Rect(origin: origins[s.host], size: sizes[s.host]).inset(by: nodes[s.host].insets)
            var measured: Size?
            if let supplementarySizing, s.isEstimated, let item = reportedItem(of: s) {
                measured = try measure(
                    s, item: item, on: host, grid: grid, sizing: supplementarySizing, kindNames: kindNames)
            }
            supplementaries[index] = s.frame(on: host, grid: grid, measured: measured)
        }
    }

    /// The item number the last measured instance reports `s` with, or nil when the instance does not
    /// produce it: an item's supplementary takes its item's number; a group's takes instance × ordinals +
    /// the group's ordinal, and exists only when the group's first leaf holds an item (spec A5).
    private func reportedItem(of s: CompiledSupplementary) -> Int? {
        if s.leaf >= 0 {
            let item = instance.firstItem + s.leaf
            return item < instance.itemCount ? item : nil
        }
        guard instance.firstItem + s.firstLeaf < instance.itemCount else { return nil }
        return instance.firstItem / max(1, leafNodes.count) * groupOrdinals + s.groupOrdinal
    }

    /// The size the supplementary sizing callback gives `s` (reported as `item`) on `host`: its estimated
    /// axes answered, the others resolved (spec E4).
    private func measure(
        _ s: CompiledSupplementary, item: Int, on host: Rect, grid: PixelGrid, sizing: SupplementarySizingCallback,
        kindNames: [String]
    ) throws -> Size {
        let kind = Int(s.kind) < kindNames.count ? kindNames[Int(s.kind)] : ""
        let proposed = s.resolvedSize(on: host, grid: grid)
        let answer = sizing(kind, IndexPath(section: instance.section, item: item), proposed)
        guard answer.isValidAnswer else {
            throw LayoutError.invalidSupplementarySize(kind: kind, section: instance.section)
        }
        return proposed.answered(
            by: answer, estimatedWidth: s.size.width.isEstimated, estimatedHeight: s.size.height.isEstimated)
    }

    /// An estimated stack's size: estimated axes take what the children need (spec G11, spec E1).
    private func neededSize(of i: Int) -> Size {
        let axis = nodes[i].axis
        let cross = axis.cross
        let end = nodes[i].end
        var final = sizes[i]
        var position = nodes[i].insets.leadingEdge(axis)
        var needed = 0.0
        var child = i + 1
        while child < end {
            _ = StackStep.advance(
                &position, isFirst: child == i + 1, spacing: nodes[i].spacing.value,
                before: nodes[child].alongBefore.value, length: sizes[child][axis], after: nodes[child].alongAfter.value
            )
            needed = max(needed, sizes[child][cross] + nodes[child].acrossBefore.value + nodes[child].acrossAfter.value)
            child = nodes[child].end
        }
        if axis == .horizontal ? nodes[i].estimatedWidth : nodes[i].estimatedHeight {
            final[axis] = position + nodes[i].insets.trailingEdge(axis)
        }
        if cross == .horizontal ? nodes[i].estimatedWidth : nodes[i].estimatedHeight {
            final[cross] = needed + nodes[i].insets.total(cross)
        }
        return final
    }

    /// Places a stack's children (spec G7 along its axis, spec G8 across it): fixed pieces exact, flexible pieces
    /// share the leftover equally; an estimated axis has no leftover.
    private func placeChildren(of i: Int) {
        let axis = nodes[i].axis
        let cross = axis.cross
        let end = nodes[i].end
        let spacing = nodes[i].spacing
        let insets = nodes[i].insets
        let inner = nodes[i].inner
        // The leftover along the stack is shared only by flexible pieces; without any, it is not needed.
        let share = nodes[i].flexibleCount > 0 ? flexibleShare(of: i) : 0
        var position = insets.leadingEdge(axis)
        let o = origins[i]
        var child = i + 1
        while child < end {
            let before = nodes[child].alongBefore
            let after = nodes[child].alongAfter
            let acrossBefore = nodes[child].acrossBefore
            let acrossAfter = nodes[child].acrossAfter
            let main = StackStep.advance(
                &position, isFirst: child == i + 1, spacing: spacing.value + (spacing.flexible ? share : 0),
                before: before.value + (before.flexible ? share : 0), length: sizes[child][axis],
                after: after.value + (after.flexible ? share : 0))
            let flexible = (acrossBefore.flexible ? 1 : 0) + (acrossAfter.flexible ? 1 : 0)
            var crossShare = 0.0
            if flexible > 0 {
                let free = inner[cross] - sizes[child][cross] - acrossBefore.value - acrossAfter.value
                crossShare = max(0, free) / Double(flexible)
            }
            let across = insets.leadingEdge(cross) + acrossBefore.value + (acrossBefore.flexible ? crossShare : 0)
            origins[child] =
                axis == .horizontal ? Point(x: o.x + main, y: o.y + across) : Point(x: o.x + across, y: o.y + main)
            child = nodes[child].end
        }
    }

    /// True when node `i` of `nodes` is a stack with no flexible piece: no flexible spacing, and no child with a
    /// flexible edge along it or across it.
    private static func isRigid(_ nodes: [GroupNode], _ i: Int) -> Bool {
        guard nodes[i].kind == .stack, nodes[i].flexibleCount == 0, !nodes[i].spacing.flexible else { return false }
        var child = i + 1
        while child < nodes[i].end {
            let n = nodes[child]
            if n.alongBefore.flexible || n.alongAfter.flexible || n.acrossBefore.flexible || n.acrossAfter.flexible {
                return false
            }
            child = n.end
        }
        return true
    }

    /// `placeChildren` for a rigid stack (`isRigid`): the same sums, with every flexible share, none here,
    /// added as 0, and without the tests for flexible pieces.
    private func placeRigidChildren(of i: Int) {
        let axis = nodes[i].axis
        let cross = axis.cross
        let end = nodes[i].end
        let spacing = nodes[i].spacing.value + 0
        let insets = nodes[i].insets
        let acrossStart = insets.leadingEdge(cross)
        var position = insets.leadingEdge(axis)
        let o = origins[i]
        var child = i + 1
        while child < end {
            let main = StackStep.advance(
                &position, isFirst: child == i + 1, spacing: spacing, before: nodes[child].alongBefore.value + 0,
                length: sizes[child][axis], after: nodes[child].alongAfter.value + 0)
            let across = acrossStart + nodes[child].acrossBefore.value + 0
            origins[child] =
                axis == .horizontal ? Point(x: o.x + main, y: o.y + across) : Point(x: o.x + across, y: o.y + main)
            child = nodes[child].end
        }
    }

    /// The share of stack `i`'s leftover length along its axis that each of its flexible pieces takes (spec G7):
    /// none on an estimated axis.
    private func flexibleShare(of i: Int) -> Double {
        let axis = nodes[i].axis
        let end = nodes[i].end
        let spacing = nodes[i].spacing
        var used = 0.0
        var count = 0
        var child = i + 1
        while child < end {
            used += sizes[child][axis] + nodes[child].alongBefore.value + nodes[child].alongAfter.value
            count += 1
            child = nodes[child].end
        }
        used += spacing.value * Double(max(0, count - 1))
        let estimatedAlong = axis == .horizontal ? nodes[i].estimatedWidth : nodes[i].estimatedHeight
        let leftover = estimatedAlong ? 0 : max(0, nodes[i].inner[axis] - used)
        return leftover / Double(nodes[i].flexibleCount)
    }

    /// Places a custom group's frames at their fixed offsets (spec G10).
    private func placeFrames(of i: Int) {
        let o = origins[i]
        for child in (i + 1)..<nodes[i].end {
            let p = nodes[child].placedOrigin
            origins[child] = Point(x: o.x + p.x, y: o.y + p.y)
        }
    }
}
