import CompositionalLayout

/// One root-group instance solved from scratch (spec section 3): every nested group and item is walked
/// again and every element allocated again, with no template shared between instances.
final class ReferenceGroupInstance {
    /// Resolves dimensions against the pixel grid (spec D1, spec D6).
    let grid: ReferencePixelGrid
    /// The traits a custom group's provider is given (spec G10).
    let traits: Traits
    /// spec E1: answers the estimated dimensions of items.
    let sizing: SizingCallback?
    /// spec E4: answers the estimated dimensions of attached supplementaries (items' and groups').
    var supplementarySizing: SupplementarySizingCallback?
    /// spec A5: this instance's number in its section and how many supplemented groups each instance
    /// holds; a group's supplementary is reported (and measured) as instance x supplemented groups + ordinal.
    var numbering = (instance: 0, supplementedGroups: 1)
    /// The section's index, for index paths and errors.
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

    /// An instance solver whose first leaf holds data item `firstItem` of section `section` (`itemCount` items).
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
        /// The node's final size.
        var size: Size
        /// Its cells, in leaf order.
        var leaves: [ReferenceElement]
        /// Its attached supplementaries: its items' badges and its groups' own, in order.
        var supplementaries: [ReferenceElement]
    }

    // MARK: Groups

    /// A child solved in its slot at the origin: its node (for its edge spacing) and its placed result.
    typealias SolvedChild = (node: LayoutNode, result: Placed)

    /// The children of a group moved into its coordinates, how far they reach along and across its axis.
    struct Arranged {
        /// Every leaf, in order.
        var leaves: [ReferenceElement] = []
        /// Every attached supplementary, in order.
        var supplementaries: [ReferenceElement] = []
        /// Along the axis: the last child's far edge, after its edge spacing (the group's leading inset included).
        var end = 0.0
        /// Across the axis: the largest child length plus its edge spacing.
        var crossNeeded = 0.0
    }

    /// Lays `group` out at the origin with resolved size `size` (spec G2 to spec G11).
    ///
    /// The steps: the children and their container (spec G2 to spec G6, spec G12), each solved in its slot
    /// (spec G9, spec E3), the flexible share along the axis (spec G7), the arrangement (spec G7, spec G8),
    /// then the final size (spec G11, spec E1) and the group's own supplementaries (spec A5, post-order).
    ///
    /// `container` is where a nested group's own size was resolved; spec A5 resolves its supplementaries'
    /// fractions there (nil for a root group: against the group's frame).
    func layout(_ group: Group, size: Size, container: Size? = nil) throws -> Placed {
        let firstLeaf = leafCount
        guard let axis = group.arrangement.axis else {
            guard case .custom(let provider) = group.arrangement else {
                return Placed(size: size, leaves: [], supplementaries: [])
            }
            return try layoutCustom(group, provider: provider, size: size, container: container, firstLeaf: firstLeaf)
        }
        let cross = axis.cross
        let insets = group.contentInsets
        // spec D3: the children's container is the group's size minus its insets.
        let inner = Size(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let spacing = group.interItemSpacing ?? .fixed(0)
        let (children, childContainer) = try children(of: group, axis: axis, inner: inner, spacing: spacing)
        var placed = try solveChildren(children, in: childContainer)
        try equalizeUniformItems(&placed)
        // spec G11: a group estimated along its axis has no leftover: it takes what its children need.
        let estimatedAlong = group.size[axis].isEstimated
        let share = flexibleShare(placed, axis: axis, room: estimatedAlong ? nil : inner[axis], spacing: spacing)
        let arranged = arrange(placed, axis: axis, inner: inner, insets: insets, spacing: spacing, share: share)

        // spec G11, spec E1: estimated lengths become what the children need, plus the insets.
        var final = size
        if estimatedAlong { final[axis] = arranged.end + ReferenceRules.insetAfter(insets, on: axis) }
        if group.size[cross].isEstimated {
            final[cross] = arranged.crossNeeded + ReferenceRules.insetSum(insets, on: cross)
        }
        let supplementaries =
            try arranged.supplementaries
            + groupSupplementaries(group, size: final, container: container, firstLeaf: firstLeaf)
        return Placed(size: final, leaves: arranged.leaves, supplementaries: supplementaries)
    }

    /// spec G9: each child solved in its own slot at the origin, its size resolved in `container`.
    ///
    /// Input: the children and their container. Output: the solved children, in order. Throws when the
    /// instance passes the engine's limit on leaves.
    private func solveChildren(_ children: [LayoutNode], in container: Size) throws -> [SolvedChild] {
        var placed: [SolvedChild] = []
        for child in children {
            let resolved = grid.size(child.size, in: container)
            switch child {
            case .item(let item): placed.append((child, try layoutItem(item, size: resolved)))
            case .group(let nested):
                placed.append((child, try layout(nested, size: resolved, container: container)))
            }
            guard leafCount <= LayoutLimits.maximumChildren else {
                throw ReferenceError.badChildCount(section: section, count: leafCount)
            }
        }
        return placed
    }

    /// spec G7: what each flexible piece along the axis gets on top of its stated value.
    ///
    /// Fixed pieces are exact; flexible spacing and flexible edges share the leftover of `room` equally.
    /// `room` is nil for a group estimated along its axis (spec G11: no leftover).
    private func flexibleShare(_ placed: [SolvedChild], axis: Axis, room: Double?, spacing: Spacing) -> Double {
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
        let leftover = room.map { max(0, $0 - used) } ?? 0
        return flexiblePieces > 0 ? leftover / Double(flexiblePieces) : 0
    }

    /// A spacing's length with its flexible share: its value, plus `share` when it is flexible; 0 for none.
    private static func stretch(_ s: Spacing?, share: Double) -> Double {
        guard let s else { return 0 }
        return s.value + (s.isFlexible ? share : 0)
    }

    /// Moves the solved children into the group's coordinates.
    ///
    /// spec G7: along the axis from the leading inset, each child after the previous one's trailing edge
    /// spacing plus the spacing, flexible pieces stretched by `share`; spec G8: across, each on its own.
    private func arrange(
        _ placed: [SolvedChild], axis: Axis, inner: Size, insets: DirectionalInsets, spacing: Spacing, share: Double
    ) -> Arranged {
        var arranged = Arranged()
        var position = ReferenceRules.insetBefore(insets, on: axis)
        for (index, p) in placed.enumerated() {
            let edges = p.node.edgeSpacing
            if index > 0 { position += spacing.value + (spacing.isFlexible ? share : 0) }
            position += Self.stretch(ReferenceRules.edgeBefore(edges, on: axis), share: share)
            let main = position
            position += p.result.size[axis]
            position += Self.stretch(ReferenceRules.edgeAfter(edges, on: axis), share: share)
            let across = acrossPlacement(p, cross: axis.cross, inner: inner, insets: insets)
            arranged.crossNeeded = max(arranged.crossNeeded, across.needed)
            let dx = axis == .horizontal ? main : across.position
            let dy = axis == .horizontal ? across.position : main
            for e in p.result.leaves { e.move(dx: dx, dy: dy) }
            for e in p.result.supplementaries { e.move(dx: dx, dy: dy) }
            arranged.leaves += p.result.leaves
            arranged.supplementaries += p.result.supplementaries
        }
        arranged.end = position
        return arranged
    }

    /// spec G8: a child's position across the group's axis, and the length it needs there with its edges.
    ///
    /// It sits at the group's cross inset plus its leading (top) edge spacing; flexible edges share its free
    /// space across (flexible on both sides centres it).
    private func acrossPlacement(_ p: SolvedChild, cross: Axis, inner: Size, insets: DirectionalInsets) -> (
        position: Double, needed: Double
    ) {
        let edges = p.node.edgeSpacing
        let before = ReferenceRules.edgeBefore(edges, on: cross)
        let after = ReferenceRules.edgeAfter(edges, on: cross)
        let free = inner[cross] - p.result.size[cross] - (before?.value ?? 0) - (after?.value ?? 0)
        let flexibleEdges = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
        let crossShare = flexibleEdges > 0 ? max(0, free) / Double(flexibleEdges) : 0
        let position =
            ReferenceRules.insetBefore(insets, on: cross) + (before?.value ?? 0)
            + (before?.isFlexible == true ? crossShare : 0)
        return (position, p.result.size[cross] + (before?.value ?? 0) + (after?.value ?? 0))
    }

    /// spec G10: a custom group asks its provider for frames in its own coordinates; insets are not applied.
    private func layoutCustom(
        _ group: Group, provider: CustomGroupProvider, size: Size, container: Size?, firstLeaf: Int
    ) throws -> Placed {
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
            size: size, leaves: leaves,
            supplementaries: try groupSupplementaries(group, size: size, container: container, firstLeaf: firstLeaf))
    }

    // MARK: Items

    /// spec E3: the items of one group whose dimension is uniform across siblings, and that hold an item, take the
    /// largest of their lengths on that axis.
    private func equalizeUniformItems(_ placed: inout [SolvedChild]) throws {
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
                placed[member.index].result = try itemPlaced(member.item, size: size, leaf: member.leaf)
            }
        }
    }

    /// Lays one item out in a slot of `size` at the origin (spec I1, spec I2, spec E1, spec E3).
    ///
    /// Returns it placed, with the slot's final size; the item takes the next leaf.
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
        return try itemPlaced(item, size: final, leaf: leaf)
    }

    /// An item of final size `size` as leaf `leaf`: its cell and badges (spec I1, spec I2, spec A1 to spec A4).
    private func itemPlaced(_ item: Item, size final: Size, leaf: Int) throws -> Placed {
        // spec I1: insets shrink the item inside its slot; spec I2: not on an estimated axis.
        var insets = item.contentInsets
        if item.size.width.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if item.size.height.isEstimated { insets.top = 0; insets.bottom = 0 }
        let frame = ReferenceRules.inset(Rect(origin: .zero, size: final), by: insets)
        let cell = ReferenceElement(category: .cell, elementKind: nil, frame: frame, zIndex: 0, leaf: leaf)
        // spec E4: a badge of an item that exists is measured with its item's index path.
        let measuredAs = firstItem + leaf < itemCount ? firstItem + leaf : nil
        let badges = try item.supplementaryItems.map {
            try attach($0, to: frame, leaf: leaf, ordinal: 0, measuredAs: measuredAs)
        }
        return Placed(size: final, leaves: [cell], supplementaries: badges)
    }

    // MARK: Supplementaries

    /// spec A5: a group's supplementaries anchor to its frame inside its content insets.
    ///
    /// They remember the group's first leaf, because an instance with no item there does not produce them. On
    /// a nested group, their fractions are of `container`, the container the group itself was laid out in.
    private func groupSupplementaries(
        _ group: Group, size: Size, container: Size?, firstLeaf: Int
    ) throws -> [ReferenceElement] {
        guard !group.supplementaryItems.isEmpty else { return [] }
        let host = ReferenceRules.inset(Rect(origin: .zero, size: size), by: group.contentInsets)
        let ordinal = groupOrdinals
        groupOrdinals += 1
        // spec E4 with spec A5: measured with the number it is reported with, when its group holds an item.
        let measuredAs =
            firstItem + firstLeaf < itemCount ? numbering.instance * numbering.supplementedGroups + ordinal : nil
        return try group.supplementaryItems.map {
            let element = try attach(
                $0, to: host, fractionsOf: container, leaf: -1, ordinal: ordinal, measuredAs: measuredAs)
            element.firstLeaf = firstLeaf
            return element
        }
    }

    /// spec A1 to spec A4: anchors a supplementary to its host frame; with `measuredAs`, its estimated
    /// dimensions take the supplementary sizing callback's answer for that item number (spec E4).
    private func attach(
        _ s: SupplementaryItem, to host: Rect, fractionsOf container: Size? = nil, leaf: Int, ordinal: Int,
        measuredAs item: Int?
    ) throws -> ReferenceElement {
        // spec A1: fractions are of the host's frame (spec A5: of a nested group's container).
        var size = grid.size(s.size, in: container ?? host.size)
        // spec E4: a supplementary with an estimated dimension, produced for an existing item, is measured; a
        // NaN, infinite or negative answer is an error.
        if let item, let supplementarySizing, s.size.width.isEstimated || s.size.height.isEstimated {
            let answer = supplementarySizing(s.elementKind, IndexPath(section: section, item: item), size)
            guard answer.width.isFinite, answer.height.isFinite, answer.width >= 0, answer.height >= 0 else {
                throw ReferenceError.invalidFrame(section: section)
            }
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
