/// Compiles a root group for a container into a `CompiledGroup` (spec section 3): chooses every group's
/// children (spec G2 to spec G6, spec G11, spec G12), resolves their slots, checks them, and records overflow warnings.
///
/// Input: a group and its resolved size; output: the flattened tree. Lengths that depend on measured sizes
/// are evaluated later, per instance (`GroupEvaluator`).
struct GroupCompiler {
    /// The most a candidate may overflow its group and still be placed (spec G3, decision): 0.25 points,
    /// or 1% of the candidate's own length when that is less, so that tiny items never gain a whole extra
    /// item from the tolerance (at width 1, five items of 0.2 fill a row and a sixth does not fit).
    static func fitTolerance(candidateLength: Double) -> Double { min(0.25, 0.01 * max(0, candidateLength)) }

    /// spec G3: whether a candidate that overflows the group's budget by `overflow` points still fits.
    static func fits(overflow: Double, candidateLength: Double) -> Bool {
        overflow <= fitTolerance(candidateLength: candidateLength)
    }

    let grid: PixelGrid
    let environment: LayoutEnvironment

    private(set) var nodes: [GroupNode] = []
    private(set) var leafNodes: [Int] = []
    private(set) var supplementaries: [CompiledSupplementary] = []
    private(set) var rules: [AttachmentRule] = []
    private(set) var visibilities: [SupplementaryVisibility] = []
    private(set) var warnings: [LayoutWarning] = []
    private var groupOrdinal = 0
    private var kinds: ElementKinds
    /// How many copies of the group being compiled one instance holds, from the counted forms above it:
    /// an adaptive count (spec G12) is refused when this times its count passes the child limit, before its
    /// children are made, as `Validation.minimumLeaves` does for fixed counts.
    private(set) var copies = 1.0

    /// Compiles `group` at `size`; interns supplementary kinds into `kinds`.
    static func compile(
        _ group: Group, size: Size, grid: PixelGrid, environment: LayoutEnvironment, kinds: inout ElementKinds,
        path: @autoclosure () -> String
    ) throws -> CompiledGroup {
        var compiler = GroupCompiler(grid: grid, environment: environment, kinds: kinds)
        // Room for the root and its listed children at once, rather than growing from empty as they are added.
        compiler.nodes.reserveCapacity(group.subitems.count + 1)
        compiler.leafNodes.reserveCapacity(group.subitems.count)
        _ = try compiler.compileGroup(group, size: size, path: path())
        kinds = compiler.kinds
        let measured = compiler.leafNodes.indices.filter { compiler.nodes[compiler.leafNodes[$0]].isEstimated }
        var compiled = CompiledGroup(
            nodes: compiler.nodes, leafNodes: compiler.leafNodes, supplementaries: compiler.supplementaries,
            rules: compiler.rules, visibilities: compiler.visibilities, groupOrdinals: compiler.groupOrdinal,
            measuredLeaves: measured,
            template: GroupFrames(size: .zero, leaves: [], supplementaries: []), warnings: compiler.warnings)
        let evaluator = GroupEvaluator(compiled)
        try evaluator.evaluate(grid: grid)
        compiled.template = GroupFrames(
            size: evaluator.size, leaves: Array(evaluator.leaves), supplementaries: Array(evaluator.supplementaries))
        return compiled
    }

    private init(grid: PixelGrid, environment: LayoutEnvironment, kinds: ElementKinds) {
        self.grid = grid
        self.environment = environment
        self.kinds = kinds
    }

    // MARK: Groups

    /// Compiles `group` with the resolved `size`; returns its size with every estimate taken as measured.
    ///
    /// `container` is the container a nested group was resolved in (nil for the root group): its own
    /// supplementaries resolve their fractions against it (spec A5).
    private mutating func compileGroup(
        _ group: Group, size: Size, container: Size? = nil, path: @autoclosure () -> String
    ) throws -> Size {
        let firstLeaf = leafNodes.count
        let index = nodes.count
        guard let axis = group.arrangement.axis else {
            if case .custom(let provider) = group.arrangement {
                return try compileCustom(
                    group, provider: provider, size: size, container: container, firstLeaf: firstLeaf, path: path())
            }
            throw LayoutError.waterfallNotRoot(path: path())
        }
        try checkInsets(group, size: size, path: path())
        let insets = group.contentInsets
        let inner = Size(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let spacing = group.interItemSpacing ?? .zero
        nodes.append(
            GroupNode(
                kind: .stack, axis: axis, slot: size, estimatedWidth: group.size.width.isEstimated,
                estimatedHeight: group.size.height.isEstimated, uniformWidth: group.size.width.isUniformAcrossSiblings,
                uniformHeight: group.size.height.isUniformAcrossSiblings, insets: insets, inner: inner,
                spacing: ResolvedEdge(spacing)))
        let (children, childContainer) = try chooseChildren(
            group, axis: axis, inner: inner, spacing: spacing, path: path())
        let outerCopies = copies
        if group.repetition != .fill { copies *= Double(children.count) }
        defer { copies = outerCopies }
        var placed: [(size: Size, edges: EdgeSpacing)] = []
        placed.reserveCapacity(children.count)
        for n in children.indices {
            let childIndex = nodes.count
            func childPath() -> String { "\(path()).subitems[\(n % max(1, group.subitems.count))]" }
            // One switch per child: `LayoutNode.size` and `.edgeSpacing` each copy the child out of the node.
            let final: Size
            let edges: EdgeSpacing
            switch children[n] {
            case .item(let item):
                edges = item.edgeSpacing
                final = try compileItem(item, size: grid.resolve(item.size, in: childContainer), path: childPath())
            case .group(let nested):
                edges = nested.edgeSpacing
                final = try compileGroup(
                    nested, size: grid.resolve(nested.size, in: childContainer), container: childContainer,
                    path: childPath())
            }
            setEdges(edges, of: childIndex, along: axis)
            placed.append((final, edges))
            guard leafNodes.count <= LayoutLimits.maximumChildren else {
                throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
            }
        }
        nodes[index].flexibleCount = flexiblePieces(placed, spacing: spacing, axis: axis)
        nodes[index].end = nodes.count
        let final = finalSize(group, size: size, axis: axis, placed: placed)
        warnOverflow(group, placed: placed, axis: axis, inner: inner, path: path())
        attachGroupSupplementaries(group, node: index, firstLeaf: firstLeaf, container: container)
        return final
    }

    /// spec I1 for groups: insets longer than a fixed length are an error.
    private func checkInsets(_ group: Group, size: Size, path: @autoclosure () -> String) throws {
        let insets = group.contentInsets
        for a in [Axis.horizontal, .vertical] where !group.size[a].isEstimated && insets.total(a) > size[a] {
            let name = a == .horizontal ? "leading + trailing" : "top + bottom"
            throw LayoutError.insetsExceedLength(
                path: "\(path()).contentInsets (\(name))", insets: insets.total(a), length: size[a])
        }
    }

    /// Stores a child's edge spacing along and across its parent's axis.
    private mutating func setEdges(_ edges: EdgeSpacing, of node: Int, along axis: Axis) {
        nodes[node].alongBefore = ResolvedEdge(edges.before(axis))
        nodes[node].alongAfter = ResolvedEdge(edges.after(axis))
        nodes[node].acrossBefore = ResolvedEdge(edges.before(axis.cross))
        nodes[node].acrossAfter = ResolvedEdge(edges.after(axis.cross))
    }

    /// The flexible pieces along a stack's axis: spacings between children and flexible child edges (spec G7).
    private func flexiblePieces(_ placed: [(size: Size, edges: EdgeSpacing)], spacing: Spacing, axis: Axis) -> Int {
        var count = spacing.isFlexible ? max(0, placed.count - 1) : 0
        for (_, e) in placed {
            if e.before(axis)?.isFlexible == true { count += 1 }
            if e.after(axis)?.isFlexible == true { count += 1 }
        }
        return count
    }

    /// A stack's size with estimates as measured: estimated axes take what the children need (spec G11, spec E1).
    private func finalSize(
        _ group: Group, size: Size, axis: Axis, placed: [(size: Size, edges: EdgeSpacing)]
    ) -> Size {
        let cross = axis.cross
        let insets = group.contentInsets
        var final = size
        if group.size[axis].isEstimated {
            var along = insets.total(axis) + (group.interItemSpacing?.value ?? 0) * Double(max(0, placed.count - 1))
            for p in placed {
                along += (p.edges.before(axis)?.value ?? 0) + p.size[axis] + (p.edges.after(axis)?.value ?? 0)
            }
            final[axis] = along
        }
        if group.size[cross].isEstimated {
            var needed = 0.0
            for p in placed {
                needed = max(
                    needed, p.size[cross] + (p.edges.before(cross)?.value ?? 0) + (p.edges.after(cross)?.value ?? 0))
            }
            final[cross] = needed + insets.total(cross)
        }
        return final
    }

    /// Records the overflows of one group's placed children: a child longer than the group across its axis
    /// (spec G8), and `repeatingSubitem:count:` copies longer together than the group (spec G6, no fit check).
    private mutating func warnOverflow(
        _ group: Group, placed: [(size: Size, edges: EdgeSpacing)], axis: Axis, inner: Size,
        path: @autoclosure () -> String
    ) {
        let cross = axis.cross
        let listed = max(1, group.subitems.count)
        var used = (group.interItemSpacing?.value ?? 0) * Double(max(0, placed.count - 1))
        for p in placed {
            used += p.size[axis] + (p.edges.before(axis)?.value ?? 0) + (p.edges.after(axis)?.value ?? 0)
        }
        if !group.size[cross].isEstimated {
            var warned = Set<Int>()
            for (index, p) in placed.enumerated() where !warned.contains(index % listed) {
                let length = p.size[cross] + (p.edges.before(cross)?.value ?? 0) + (p.edges.after(cross)?.value ?? 0)
                guard length - inner[cross] > Self.fitTolerance(candidateLength: length) else { continue }
                warned.insert(index % listed)
                var isGroup = false
                if case .group = group.subitems[index % listed] { isGroup = true }
                addWarning(
                    .crossOverflow(
                        path: "\(path()).subitems[\(index % listed)]", isGroup: isGroup, axis: cross, length: length,
                        room: inner[cross]))
            }
        }
        if case .repeating(let n) = group.repetition, !group.size[axis].isEstimated,
            used - inner[axis] > Self.fitTolerance(candidateLength: placed.last?.size[axis] ?? 0)
        {
            let length = axis == .horizontal ? "wide" : "tall"
            addWarning(
                LayoutWarning(
                    path: "\(path()).repeatingCount",
                    message: "\(n) copies need \(LayoutWarning.format(used)) points but the group is "
                        + "\(LayoutWarning.format(inner[axis])) points \(length); cells will overlap"))
        }
    }

    /// Adds a warning once, up to `LayoutWarning.maximumCount`.
    private mutating func addWarning(_ warning: LayoutWarning) {
        guard warnings.count < LayoutWarning.maximumCount, !warnings.contains(warning) else { return }
        warnings.append(warning)
    }

    /// Compiles a custom group's frames (spec G10): one `placed` node per frame.
    private mutating func compileCustom(
        _ group: Group, provider: CustomGroupProvider, size: Size, container: Size?, firstLeaf: Int,
        path: @autoclosure () -> String
    ) throws -> Size {
        let env = LayoutEnvironment(
            container: LayoutContainer(contentSize: size, contentInsets: group.contentInsets),
            traits: environment.traits)
        let items = provider.frames(env)
        guard items.count <= LayoutLimits.maximumChildren else {
            throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
        }
        let index = nodes.count
        nodes.append(GroupNode(kind: .custom, slot: size, insets: group.contentInsets))
        for (n, item) in items.enumerated() {
            let f = item.frame
            guard f.isFinite, f.width >= 0, f.height >= 0 else {
                throw LayoutError.invalidCustomFrame(path: path(), index: n)
            }
            let reach = max(-f.x, -f.y, f.maxX - size.width, f.maxY - size.height)
            if reach > Self.fitTolerance(candidateLength: min(f.width, f.height)) {
                addWarning(
                    LayoutWarning(
                        path: "\(path()).frames[\(n)]",
                        message: "the frame reaches \(LayoutWarning.format(reach)) points outside its "
                            + "\(LayoutWarning.format(size.width)) x \(LayoutWarning.format(size.height)) group; "
                            + "cells may overlap"))
            }
            leafNodes.append(nodes.count)
            nodes.append(
                GroupNode(
                    kind: .placed, slot: f.size, end: nodes.count + 1, leaf: leafNodes.count - 1,
                    placedOrigin: f.origin, zIndex: item.zIndex))
        }
        nodes[index].end = nodes.count
        attachGroupSupplementaries(group, node: index, firstLeaf: firstLeaf, container: container)
        return size
    }

    // MARK: Items

    /// Compiles one item in a slot of `size`; returns the slot's size with estimates as measured.
    private mutating func compileItem(_ item: Item, size: Size, path: @autoclosure () -> String) throws -> Size {
        let estW = item.size.width.isEstimated
        let estH = item.size.height.isEstimated
        // spec I1, spec I2: content insets shrink the item inside its slot, except on estimated axes.
        var insets = item.contentInsets
        if estW { insets.leading = 0; insets.trailing = 0 }
        if estH { insets.top = 0; insets.bottom = 0 }
        let wide = insets.leading + insets.trailing > size.width
        if wide || insets.top + insets.bottom > size.height {
            let total = wide ? insets.leading + insets.trailing : insets.top + insets.bottom
            addWarning(
                LayoutWarning(
                    path: "\(path()).contentInsets",
                    message:
                        "the insets (\(wide ? "leading + trailing" : "top + bottom") \(LayoutWarning.format(total))) "
                        + "exceed the item's \(wide ? "width" : "height") \(LayoutWarning.format(wide ? size.width : size.height)); "
                        + "the cell is empty"))
        }
        let index = nodes.count
        leafNodes.append(index)
        nodes.append(
            GroupNode(
                kind: .item, slot: size, estimatedWidth: estW, estimatedHeight: estH,
                uniformWidth: item.size.width.isUniformAcrossSiblings,
                uniformHeight: item.size.height.isUniformAcrossSiblings, insets: insets, end: index + 1,
                leaf: leafNodes.count - 1))
        for s in item.supplementaryItems {
            addSupplementary(s, host: index, leaf: leafNodes.count - 1, ordinal: 0, firstLeaf: leafNodes.count - 1)
        }
        return size
    }

    // MARK: Supplementaries

    /// Compiles a group's own supplementaries, numbered by group occurrence (spec A5); on a nested group their
    /// fractions resolve against `container`, the one the group was resolved in.
    private mutating func attachGroupSupplementaries(_ group: Group, node: Int, firstLeaf: Int, container: Size?) {
        guard !group.supplementaryItems.isEmpty else { return }
        let ordinal = groupOrdinal
        groupOrdinal += 1
        for s in group.supplementaryItems {
            addSupplementary(s, host: node, leaf: -1, ordinal: ordinal, firstLeaf: firstLeaf, container: container)
        }
    }

    /// Compiles one attached supplementary: its geometry, and its kind and visibility as plain values.
    private mutating func addSupplementary(
        _ s: SupplementaryItem, host: Int, leaf: Int, ordinal: Int, firstLeaf: Int, container: Size? = nil
    ) {
        let kind = Int32(kinds.id(s.elementKind))
        supplementaries.append(
            CompiledSupplementary(
                s, host: host, kind: kind, leaf: leaf, groupOrdinal: ordinal, firstLeaf: firstLeaf,
                container: container))
        var rule = AttachmentRule(
            leaf: leaf, groupOrdinal: ordinal, firstLeaf: firstLeaf, kind: kind, zIndex: Int32(clamping: s.zIndex),
            test: .always)
        switch s.visibility?.rule {
        case nil: break
        case .everyNth(let n, let offset):
            rule.test = .everyNth
            rule.every = n
            rule.offset = offset
        case .firstInSection: rule.test = .firstInSection
        case .lastInSection: rule.test = .lastInSection
        case .items, .custom:
            rule.test = .other
            rule.visibility = visibilities.count
            visibilities.append(s.visibility!)
        }
        rules.append(rule)
    }
}
