import CompositionalLayout

/// One root-group instance solved from scratch (spec section 3): every nested group and item is walked
/// again and every element allocated again, with no template shared between instances.
final class ReferenceGroupInstance {
    let grid: ReferencePixelGrid
    let traits: Traits
    let sizing: SizingCallback?
    /// spec E4: answers the estimated dimensions of attached supplementaries (items' and groups').
    var supplementarySizing: SupplementarySizingCallback?
    /// spec A5: this instance's number in its section and how many supplemented groups each instance
    /// holds; a group's supplementary is reported (and measured) as instance x supplemented groups + ordinal.
    var numbering = (instance: 0, supplementedGroups: 1)
    let section: Int
    /// The data item of the instance's first leaf.
    let firstItem: Int
    /// Items at or past this index do not exist: the sizing callback is not asked about them.
    let itemCount: Int

    /// Leaves placed so far (custom frames included): the next leaf's index inside the instance.
    private(set) var leafCount = 0
    /// Supplemented groups finished so far (numbered in post-order, spec A5).
    private(set) var groupOrdinals = 0
    /// spec E3: a length every uniform item takes on an axis, when the section's root group is uniform there.
    var sectionUniform: (width: Double?, height: Double?) = (nil, nil)
    /// spec E3: the largest measured length of the instance's uniform items that hold an item, per axis.
    private(set) var uniformMaximum: (width: Double, height: Double) = (0, 0)

    init(
        grid: ReferencePixelGrid, traits: Traits, sizing: SizingCallback?, section: Int, firstItem: Int, itemCount: Int
    ) {
        self.grid = grid
        self.traits = traits
        self.sizing = sizing
        self.section = section
        self.firstItem = firstItem
        self.itemCount = itemCount
    }

    /// A laid-out node: its final size, its leaves and its attached supplementaries, relative to its origin.
    struct Placed {
        var size: Size
        var leaves: [ReferenceElement]
        var supplementaries: [ReferenceElement]
    }

    // MARK: Groups

    /// Lays `group` out at the origin with resolved size `size` (spec G2 to spec G11).
    func layout(_ group: Group, size: Size) throws -> Placed {
        let firstLeaf = leafCount
        guard let axis = group.arrangement.axis else {
            guard case .custom(let provider) = group.arrangement else {
                return Placed(size: size, leaves: [], supplementaries: [])
            }
            return try layoutCustom(group, provider: provider, size: size, firstLeaf: firstLeaf)
        }
        let cross = axis.cross
        let insets = group.contentInsets
        // spec D3: the children's container is the group's size minus its insets.
        let inner = Size(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let spacing = group.interItemSpacing ?? .fixed(0)
        let (children, childContainer) = try children(of: group, axis: axis, inner: inner, spacing: spacing)

        var placed: [(node: LayoutNode, result: Placed)] = []
        for child in children {
            let resolved = grid.size(child.size, in: childContainer)
            switch child {
            case .item(let item): placed.append((child, try layoutItem(item, size: resolved)))
            case .group(let nested): placed.append((child, try layout(nested, size: resolved)))
            }
            guard leafCount <= LayoutLimits.maximumChildren else {
                throw ReferenceError.badChildCount(section: section, count: leafCount)
            }
        }
        equalizeUniformItems(&placed)

        // spec G7: along the axis, fixed pieces are exact; flexible spacing and flexible edges share the leftover.
        var used = 0.0
        var flexiblePieces = spacing.isFlexible ? max(0, placed.count - 1) : 0
        for p in placed {
            let edges = p.node.edgeSpacing
            used +=
                p.result.size[axis] + (ReferenceRules.edgeBefore(edges, on: axis)?.value ?? 0)
                + (ReferenceRules.edgeAfter(edges, on: axis)?.value ?? 0)
            if ReferenceRules.edgeBefore(edges, on: axis)?.isFlexible == true { flexiblePieces += 1 }
            if ReferenceRules.edgeAfter(edges, on: axis)?.isFlexible == true { flexiblePieces += 1 }
        }
        used += spacing.value * Double(max(0, placed.count - 1))
        // spec G11: a group estimated along its axis has no leftover: it takes what its children need.
        let estimatedAlong = group.size[axis].isEstimated
        let leftover = estimatedAlong ? 0 : max(0, inner[axis] - used)
        let share = flexiblePieces > 0 ? leftover / Double(flexiblePieces) : 0
        func stretch(_ s: Spacing?) -> Double {
            guard let s else { return 0 }
            return s.value + (s.isFlexible ? share : 0)
        }

        var leaves: [ReferenceElement] = []
        var supplementaries: [ReferenceElement] = []
        var position = ReferenceRules.insetBefore(insets, on: axis)
        var crossNeeded = 0.0
        for (index, p) in placed.enumerated() {
            let edges = p.node.edgeSpacing
            if index > 0 { position += spacing.value + (spacing.isFlexible ? share : 0) }
            position += stretch(ReferenceRules.edgeBefore(edges, on: axis))
            let main = position
            position += p.result.size[axis]
            position += stretch(ReferenceRules.edgeAfter(edges, on: axis))

            // spec G8: across the axis each child is placed on its own; flexible edges share its free space.
            let before = ReferenceRules.edgeBefore(edges, on: cross)
            let after = ReferenceRules.edgeAfter(edges, on: cross)
            let free = inner[cross] - p.result.size[cross] - (before?.value ?? 0) - (after?.value ?? 0)
            let flexibleEdges = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
            let crossShare = flexibleEdges > 0 ? max(0, free) / Double(flexibleEdges) : 0
            let crossPosition =
                ReferenceRules.insetBefore(insets, on: cross) + (before?.value ?? 0)
                + (before?.isFlexible == true ? crossShare : 0)
            crossNeeded = max(crossNeeded, p.result.size[cross] + (before?.value ?? 0) + (after?.value ?? 0))

            let dx = axis == .horizontal ? main : crossPosition
            let dy = axis == .horizontal ? crossPosition : main
            for e in p.result.leaves { e.move(dx: dx, dy: dy) }
            for e in p.result.supplementaries { e.move(dx: dx, dy: dy) }
            leaves += p.result.leaves
            supplementaries += p.result.supplementaries
        }

        // spec G11, spec E1: estimated lengths become what the children need, plus the insets.
        var final = size
        if estimatedAlong { final[axis] = position + ReferenceRules.insetAfter(insets, on: axis) }
        if group.size[cross].isEstimated { final[cross] = crossNeeded + ReferenceRules.insetSum(insets, on: cross) }
        supplementaries += groupSupplementaries(group, size: final, firstLeaf: firstLeaf)
        return Placed(size: final, leaves: leaves, supplementaries: supplementaries)
    }

    /// The children a group places and the container they resolve against (spec G2, spec G3, spec G5, spec G6, spec G11, spec G12).
    private func children(of group: Group, axis: Axis, inner: Size, spacing: Spacing) throws -> ([LayoutNode], Size) {
        let subitems = group.subitems
        guard let first = subitems.first else { throw ReferenceError.childDoesNotFit(section: section) }
        var container = inner
        var repetition = group.repetition
        if case .adaptive(let minimum) = repetition {
            // spec G12, as docs/geometry.md states it: columns of at least `minimum` with the spacing between
            // them, count = max(1, floor((available + spacing) / (minimum + spacing))), then the count form.
            guard minimum.isFinite, minimum > 0 else {
                throw ReferenceError.invalidInput("adaptive minimum \(minimum)")
            }
            let columns = ((inner[axis] + spacing.value) / (minimum + spacing.value)).rounded(.down)
            guard columns <= Double(LayoutLimits.maximumChildren) else {
                throw ReferenceError.badChildCount(section: section, count: Int.max)
            }
            repetition = .count(Swift.max(1, Int(columns)))
        }
        switch repetition {
        case .adaptive: throw ReferenceError.invalidInput("adaptive count")
        case .count(let n):
            guard n >= 1, n <= LayoutLimits.maximumChildren else {
                throw ReferenceError.badChildCount(section: section, count: n)
            }
            // spec G6: the child's length on the axis becomes 1/n of the group; with spacing, spec G5 shrinks the container.
            var size = first.size
            size[axis] = axis == .horizontal ? .fractionalWidth(1 / Double(n)) : .fractionalHeight(1 / Double(n))
            if n >= 2 && spacing.value != 0 {
                container[axis] = max(0, container[axis] - spacing.value * Double(n - 1))
            }
            return (Array(repeating: Self.node(first, size: size), count: n), container)
        case .repeating(let n):
            guard n >= 1, n <= LayoutLimits.maximumChildren else {
                throw ReferenceError.badChildCount(section: section, count: n)
            }
            return (Array(repeating: first, count: n), container)
        case .fill:
            // spec G11: estimated along its axis, a group places its children once.
            if group.size[axis].isEstimated { return (subitems, container) }
            // spec G3: each candidate costs its length, its edge spacing and the spacing before it.
            func cost(_ child: LayoutNode, in container: Size? = nil) -> Double {
                grid.length(child.size[axis], in: container ?? inner)
                    + (ReferenceRules.edgeBefore(child.edgeSpacing, on: axis)?.value ?? 0)
                    + (ReferenceRules.edgeAfter(child.edgeSpacing, on: axis)?.value ?? 0)
            }
            var cycle = 0.0
            for child in subitems { cycle += cost(child) }
            guard cycle + spacing.value * Double(subitems.count) > 0 else {
                throw ReferenceError.zeroLengthChild(section: section)
            }
            func fitting(spacing s: Double) throws -> Int {
                var budget = inner[axis]
                var n = 0
                while true {
                    let need = cost(subitems[n % subitems.count]) + (n > 0 ? s : 0)
                    // spec G3 (decision): the budget may go below 0 by 0.25 points, or by 1% of the candidate's
                    // length (with its edge spacing, without the spacing before it) when that is smaller.
                    let candidate = cost(subitems[n % subitems.count])
                    guard budget - need >= -Swift.min(0.25, candidate / 100) else { return n }
                    budget -= need
                    n += 1
                    guard n <= LayoutLimits.maximumChildren else {
                        throw ReferenceError.badChildCount(section: section, count: n)
                    }
                }
            }
            var n = try fitting(spacing: spacing.value)
            // spec G5, as docs/geometry.md states the decision: with spacing and a fractional child on the axis,
            // take the children that fit without spacing; the largest count among those whose sizes,
            // resolved in the container shortened by the spacing, still pass spec G3 with the spacing wins.
            if spacing.value != 0 && subitems.contains(where: { $0.size[axis].isFractional }) {
                func shortened(_ count: Int) -> Size {
                    var size = inner
                    size[axis] = max(0, inner[axis] - spacing.value * Double(count - 1))
                    return size
                }
                func passes(_ count: Int) -> Bool {
                    let lengths = (0..<count).map { cost(subitems[$0 % subitems.count], in: shortened(count)) }
                    let overflow = lengths.reduce(spacing.value * Double(count - 1), +) - inner[axis]
                    return overflow <= Swift.min(0.25, lengths[count - 1] / 100)
                }
                let withoutSpacing = try fitting(spacing: 0)
                n =
                    stride(from: withoutSpacing, through: 2, by: -1).first(where: passes)
                    ?? Swift.min(withoutSpacing, 1)
                if n >= 2 { container = shortened(n) }
            }
            guard n >= 1 else { throw ReferenceError.childDoesNotFit(section: section) }
            return ((0..<n).map { subitems[$0 % subitems.count] }, container)
        }
    }

    /// A node with its size replaced (the count form, spec G6).
    private static func node(_ node: LayoutNode, size: LayoutSize) -> LayoutNode {
        switch node {
        case .item(var item):
            item.size = size
            return .item(item)
        case .group(var group):
            group.size = size
            return .group(group)
        }
    }

    /// spec G10: a custom group asks its provider for frames in its own coordinates; insets are not applied.
    private func layoutCustom(_ group: Group, provider: CustomGroupProvider, size: Size, firstLeaf: Int) throws
        -> Placed
    {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: size, contentInsets: group.contentInsets), traits: traits)
        let items = provider.frames(environment)
        guard items.count <= LayoutLimits.maximumChildren else {
            throw ReferenceError.badChildCount(section: section, count: items.count)
        }
        var leaves: [ReferenceElement] = []
        for item in items {
            let f = item.frame
            guard f.isFinite, f.width >= 0, f.height >= 0 else { throw ReferenceError.invalidFrame(section: section) }
            leaves.append(
                ReferenceElement(category: .cell, elementKind: nil, frame: f, zIndex: item.zIndex, leaf: leafCount))
            leafCount += 1
        }
        return Placed(
            size: size, leaves: leaves, supplementaries: groupSupplementaries(group, size: size, firstLeaf: firstLeaf))
    }

    // MARK: Items

    /// spec E3: the items of one group whose dimension is uniform across siblings, and that hold an item, take the
    /// largest of their lengths on that axis.
    private func equalizeUniformItems(_ placed: inout [(node: LayoutNode, result: Placed)]) {
        for axis in [Axis.horizontal, Axis.vertical] {
            var members: [(index: Int, item: Item, leaf: Int)] = []
            for (index, entry) in placed.enumerated() {
                guard case .item(let item) = entry.node, item.size[axis].isUniformAcrossSiblings,
                    let leaf = entry.result.leaves.first?.leaf, firstItem + leaf < itemCount
                else { continue }
                members.append((index, item, leaf))
            }
            guard let longest = members.map({ placed[$0.index].result.size[axis] }).max() else { continue }
            for member in members {
                var size = placed[member.index].result.size
                size[axis] = longest
                placed[member.index].result = itemPlaced(member.item, size: size, leaf: member.leaf)
            }
        }
    }

    /// Lays one item out in a slot of `size` at the origin (spec I1, spec I2, spec E1); returns the slot's final size.
    private func layoutItem(_ item: Item, size: Size) throws -> Placed {
        var final = size
        let estimatedWidth = item.size.width.isEstimated
        let estimatedHeight = item.size.height.isEstimated
        let dataItem = firstItem + leafCount
        // spec E1: the sizing callback replaces estimates, for items that exist; its values are not floored.
        if let sizing, estimatedWidth || estimatedHeight, dataItem < itemCount {
            let measured = sizing(IndexPath(section: section, item: dataItem), size)
            guard measured.width.isFinite, measured.height.isFinite, measured.width >= 0, measured.height >= 0 else {
                throw ReferenceError.invalidFrame(section: section)
            }
            if estimatedWidth { final.width = measured.width }
            if estimatedHeight { final.height = measured.height }
        }
        // spec E3: remember the uniform items' largest lengths; a section-wide length replaces them.
        if sizing != nil, dataItem < itemCount {
            if item.size.width.isUniformAcrossSiblings {
                uniformMaximum.width = max(uniformMaximum.width, final.width)
                if let width = sectionUniform.width { final.width = width }
            }
            if item.size.height.isUniformAcrossSiblings {
                uniformMaximum.height = max(uniformMaximum.height, final.height)
                if let height = sectionUniform.height { final.height = height }
            }
        }
        let leaf = leafCount
        leafCount += 1
        return itemPlaced(item, size: final, leaf: leaf)
    }

    /// An item of final size `size` as leaf `leaf`: its cell and badges (spec I1, spec I2, spec A1 to spec A4).
    private func itemPlaced(_ item: Item, size final: Size, leaf: Int) -> Placed {
        // spec I1: insets shrink the item inside its slot; spec I2: not on an estimated axis.
        var insets = item.contentInsets
        if item.size.width.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if item.size.height.isEstimated { insets.top = 0; insets.bottom = 0 }
        let frame = ReferenceRules.inset(Rect(origin: .zero, size: final), by: insets)
        let cell = ReferenceElement(category: .cell, elementKind: nil, frame: frame, zIndex: 0, leaf: leaf)
        // spec E4: a badge of an item that exists is measured with its item's index path.
        let measuredAs = firstItem + leaf < itemCount ? firstItem + leaf : nil
        let badges = item.supplementaryItems.map {
            attach($0, to: frame, leaf: leaf, ordinal: 0, measuredAs: measuredAs)
        }
        return Placed(size: final, leaves: [cell], supplementaries: badges)
    }

    // MARK: Supplementaries

    /// spec A5: a group's supplementaries anchor to its frame inside its content insets; they remember the
    /// group's first leaf, because an instance with no item there does not produce them.
    private func groupSupplementaries(_ group: Group, size: Size, firstLeaf: Int) -> [ReferenceElement] {
        guard !group.supplementaryItems.isEmpty else { return [] }
        let host = ReferenceRules.inset(Rect(origin: .zero, size: size), by: group.contentInsets)
        let ordinal = groupOrdinals
        groupOrdinals += 1
        // spec E4 with spec A5: measured with the number it is reported with, when its group holds an item.
        let measuredAs =
            firstItem + firstLeaf < itemCount ? numbering.instance * numbering.supplementedGroups + ordinal : nil
        return group.supplementaryItems.map {
            let element = attach($0, to: host, leaf: -1, ordinal: ordinal, measuredAs: measuredAs)
            element.firstLeaf = firstLeaf
            return element
        }
    }

    /// spec A1 to spec A4: anchors a supplementary to its host frame; with `measuredAs`, its estimated
    /// dimensions take the supplementary sizing callback's answer for that item number (spec E4).
    private func attach(
        _ s: SupplementaryItem, to host: Rect, leaf: Int, ordinal: Int, measuredAs item: Int?
    ) -> ReferenceElement {
        // spec A1: fractions are of the host's frame.
        var size = grid.size(s.size, in: host.size)
        // spec E4: a supplementary with an estimated dimension, produced for an existing item, is measured.
        if let item, let supplementarySizing, s.size.width.isEstimated || s.size.height.isEstimated {
            let answer = supplementarySizing(s.elementKind, IndexPath(section: section, item: item), size)
            if s.size.width.isEstimated { size.width = answer.width }
            if s.size.height.isEstimated { size.height = answer.height }
        }
        // spec A2, written from the spec text (never from the engine): both anchor offsets are added.
        let origin = ReferenceRules.attachedOrigin(
            host: host, size: size, containerAnchor: s.containerAnchor, itemAnchor: s.itemAnchor)
        let x = origin.x
        let y = origin.y
        // spec A4: its own insets shrink it after placement.
        let frame = ReferenceRules.inset(Rect(x: x, y: y, width: size.width, height: size.height), by: s.contentInsets)
        return ReferenceElement(
            category: .supplementary, elementKind: s.elementKind, frame: frame, zIndex: s.zIndex, leaf: leaf,
            groupOrdinal: ordinal, visibility: s.visibility)
    }
}
