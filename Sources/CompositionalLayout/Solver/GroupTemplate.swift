/// One cell of a solved group template: its frame relative to the group's origin, and its zIndex.
struct TemplateLeaf: Sendable, Hashable {
    var frame: Rect
    var zIndex: Int
}

/// One item- or group-attached supplementary of a template, relative to the group's origin.
struct TemplateSupplementary: Sendable, Hashable {
    var frame: Rect
    var elementKind: String
    var zIndex: Int
    /// The leaf it is attached to, or -1 when it is attached to a group.
    var leaf: Int
    /// For group supplementaries: which group occurrence (depth first) inside the template.
    var groupOrdinal: Int
    /// For group supplementaries: the first leaf of the group; an instance that holds no item at or
    /// after it (a partial last group) does not produce the supplementary.
    var firstLeaf: Int
    var visibility: SupplementaryVisibility?
}

/// A root group solved once for a container (spec G1).
///
/// Contract: measured once per container; MUST NOT depend on the instance offset. Every instance of the
/// group reuses it, translated (spec S1).
struct GroupTemplate: Sendable {
    /// The group's final size (after estimated dimensions are resolved).
    var size: Size
    /// Leaf frames, depth first; `leaves.count` is k, the items one instance consumes.
    var leaves: [TemplateLeaf]
    /// Attached supplementaries, ordered by owner.
    var supplementaries: [TemplateSupplementary]
    /// How many group occurrences in the template carry supplementaries (their index-path stride).
    var groupOrdinals: Int
    /// Overflows found while solving it (legal, probably unintended), each cause once.
    var warnings: [LayoutWarning] = []
}

/// Solves a group tree into a `GroupTemplate` (spec section 3).
struct GroupTemplateBuilder {
    /// The most a candidate may overflow its group and still be placed (spec G3, decision): 0.25 points,
    /// or 1% of the candidate's own length when that is less, so that tiny items never gain a whole extra
    /// item from the tolerance (at width 1, five items of 0.2 fill a row and a sixth does not fit).
    static func fitTolerance(candidateLength: Double) -> Double { min(0.25, 0.01 * candidateLength) }

    /// spec G3: whether a candidate that overflows the group's budget by `overflow` points still fits.
    static func fits(overflow: Double, candidateLength: Double) -> Bool {
        overflow <= fitTolerance(candidateLength: candidateLength)
    }

    let grid: PixelGrid
    let environment: LayoutEnvironment
    let sizing: SizingCallback?
    let section: Int
    let firstItem: Int
    /// Items past this index do not exist: the sizing callback is not asked about them.
    let itemCount: Int
    /// True for a section plan's own template; per-instance solves of self-sizing sections skip the checks.
    var collectsWarnings = true

    private(set) var leaves: [TemplateLeaf] = []
    private(set) var supplementaries: [TemplateSupplementary] = []
    private(set) var warnings: [LayoutWarning] = []
    private var groupOrdinal = 0

    init(
        grid: PixelGrid, environment: LayoutEnvironment, sizing: SizingCallback?, section: Int, firstItem: Int,
        itemCount: Int
    ) {
        self.grid = grid
        self.environment = environment
        self.sizing = sizing
        self.section = section
        self.firstItem = firstItem
        self.itemCount = itemCount
    }

    /// Solves `group` at `size` into a template.
    static func solve(
        _ group: Group, size: Size, grid: PixelGrid, environment: LayoutEnvironment, sizing: SizingCallback?,
        section: Int, firstItem: Int, itemCount: Int = .max, collectsWarnings: Bool = true,
        path: @autoclosure () -> String
    ) throws -> GroupTemplate {
        var builder = GroupTemplateBuilder(
            grid: grid, environment: environment, sizing: sizing, section: section, firstItem: firstItem,
            itemCount: itemCount)
        builder.collectsWarnings = collectsWarnings
        let final = try builder.layout(group, size: size, path: path())
        return GroupTemplate(
            size: final, leaves: builder.leaves, supplementaries: builder.supplementaries,
            groupOrdinals: builder.groupOrdinal, warnings: builder.warnings)
    }

    // MARK: Groups

    /// Lays `group` out at the origin with the resolved `size`; returns its final size.
    mutating func layout(_ group: Group, size: Size, path: @autoclosure () -> String) throws -> Size {
        let firstLeaf = leaves.count
        guard let axis = group.arrangement.axis else {
            if case .custom(let provider) = group.arrangement {
                return try layoutCustom(group, provider: provider, size: size, firstLeaf: firstLeaf, path: path())
            }
            return size
        }
        let cross = axis.cross
        let insets = group.contentInsets
        for a in [Axis.horizontal, .vertical] where !group.size[a].isEstimated && insets.total(a) > size[a] {
            let name = a == .horizontal ? "leading + trailing" : "top + bottom"
            throw LayoutError.insetsExceedLength(
                path: "\(path()).contentInsets (\(name))", insets: insets.total(a), length: size[a])
        }
        let inner = Size(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let spacing = group.interItemSpacing ?? .zero
        let (children, childContainer) = try chooseChildren(
            group, axis: axis, inner: inner, spacing: spacing, path: path())

        // Lay every child out at the origin, keeping what it appended so it can be moved into place.
        var placed: [(leaves: Range<Int>, supps: Range<Int>, size: Size, edges: EdgeSpacing)] = []
        placed.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let leafStart = leaves.count
            let suppStart = supplementaries.count
            let resolved = grid.resolve(child.size, in: childContainer)
            let final: Size
            func childPath() -> String { "\(path()).subitems[\(index % max(1, group.subitems.count))]" }
            switch child {
            case .item(let item): final = try layoutItem(item, size: resolved, path: childPath())
            case .group(let nested): final = try layout(nested, size: resolved, path: childPath())
            }
            placed.append((leafStart..<leaves.count, suppStart..<supplementaries.count, final, child.edgeSpacing))
            guard leaves.count <= LayoutLimits.maximumChildren else {
                throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
            }
        }

        // Along the axis (G7): fixed pieces exact, flexible pieces share the leftover equally.
        var used = 0.0
        var flexibleCount = spacing.isFlexible ? max(0, placed.count - 1) : 0
        for p in placed {
            used += p.size[axis] + (p.edges.before(axis)?.value ?? 0) + (p.edges.after(axis)?.value ?? 0)
            if p.edges.before(axis)?.isFlexible == true { flexibleCount += 1 }
            if p.edges.after(axis)?.isFlexible == true { flexibleCount += 1 }
        }
        used += spacing.value * Double(max(0, placed.count - 1))
        let estimatedAlong = group.size[axis].isEstimated
        let leftover = estimatedAlong ? 0 : max(0, inner[axis] - used)
        let share = flexibleCount > 0 ? leftover / Double(flexibleCount) : 0
        func extra(_ s: Spacing?) -> Double { s.map { $0.value + ($0.isFlexible ? share : 0) } ?? 0 }

        var position = insets.leadingEdge(axis)
        var crossNeeded = 0.0
        for (index, p) in placed.enumerated() {
            if index > 0 { position += spacing.value + (spacing.isFlexible ? share : 0) }
            position += extra(p.edges.before(axis))
            let main = position
            position += p.size[axis]
            position += extra(p.edges.after(axis))

            // Across the axis (G8): each child on its own; flexible edges share its free cross space.
            let before = p.edges.before(cross)
            let after = p.edges.after(cross)
            let free = inner[cross] - p.size[cross] - (before?.value ?? 0) - (after?.value ?? 0)
            let flexibleEdges = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
            let crossShare = flexibleEdges > 0 ? max(0, free) / Double(flexibleEdges) : 0
            let crossPosition =
                insets.leadingEdge(cross) + (before?.value ?? 0) + (before?.isFlexible == true ? crossShare : 0)
            crossNeeded = max(crossNeeded, p.size[cross] + (before?.value ?? 0) + (after?.value ?? 0))

            let dx = axis == .horizontal ? main : crossPosition
            let dy = axis == .horizontal ? crossPosition : main
            translate(leaves: p.leaves, supplementaries: p.supps, dx: dx, dy: dy)
        }

        if collectsWarnings {
            warnOverflow(
                group, placed: placed.map { ($0.size, $0.edges) }, axis: axis, inner: inner, used: used, path: path())
        }

        // Estimated groups take the length their children need (G11, E1).
        var final = size
        if estimatedAlong { final[axis] = position + insets.trailingEdge(axis) }
        if group.size[cross].isEstimated { final[cross] = crossNeeded + insets.total(cross) }
        attachGroupSupplementaries(group, final: final, firstLeaf: firstLeaf)
        return final
    }

    /// Records the overflows of one group's placed children: a child longer than the group across its axis
    /// (spec G8), and `repeatingSubitem:count:` copies longer together than the group (spec G6, no fit check).
    private mutating func warnOverflow(
        _ group: Group, placed: [(size: Size, edges: EdgeSpacing)], axis: Axis, inner: Size, used: Double, path: String
    ) {
        let cross = axis.cross
        let listed = max(1, group.subitems.count)
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
                        path: "\(path).subitems[\(index % listed)]", isGroup: isGroup, axis: cross, length: length,
                        room: inner[cross]))
            }
        }
        if case .repeating(let n) = group.repetition, !group.size[axis].isEstimated,
            used - inner[axis] > Self.fitTolerance(candidateLength: placed.last?.size[axis] ?? 0)
        {
            let length = axis == .horizontal ? "wide" : "tall"
            addWarning(
                LayoutWarning(
                    path: "\(path).repeatingCount",
                    message: "\(n) copies need \(LayoutWarning.format(used)) points but the group is "
                        + "\(LayoutWarning.format(inner[axis])) points \(length); cells will overlap"))
        }
    }

    /// Adds a warning once, up to `LayoutWarning.maximumCount`.
    private mutating func addWarning(_ warning: LayoutWarning) {
        guard warnings.count < LayoutWarning.maximumCount, !warnings.contains(warning) else { return }
        warnings.append(warning)
    }

    /// Picks the children a group places and the container they resolve against (G2, G3, G5, G6, G11).
    private func chooseChildren(
        _ group: Group, axis: Axis, inner: Size, spacing: Spacing, path: @autoclosure () -> String
    ) throws -> ([LayoutNode], Size) {
        let subitems = group.subitems
        var container = inner
        switch group.repetition {
        case .count(let n):
            guard n <= LayoutLimits.maximumChildren else {
                throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
            }
            var size = subitems[0].size
            size[axis] = axis == .horizontal ? .fractionalWidth(1 / Double(n)) : .fractionalHeight(1 / Double(n))
            if n >= 2 && spacing.value != 0 {
                container[axis] = max(0, container[axis] - spacing.value * Double(n - 1))
            }
            return (Array(repeating: subitems[0].withSize(size), count: n), container)
        case .repeating(let n):
            guard n <= LayoutLimits.maximumChildren else {
                throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
            }
            return (Array(repeating: subitems[0], count: n), container)
        case .fill:
            if group.size[axis].isEstimated { return (subitems, container) }
            let lengths = subitems.map { child -> Double in
                grid.resolve(child.size[axis], in: inner) + (child.edgeSpacing.before(axis)?.value ?? 0)
                    + (child.edgeSpacing.after(axis)?.value ?? 0)
            }
            guard lengths.reduce(0, +) + spacing.value * Double(subitems.count) > 0 else {
                throw LayoutError.zeroLengthRepeatingItem(path: path())
            }
            func countFitting(spacing s: Double) throws -> Int {
                var budget = inner[axis]
                var n = 0
                while true {
                    let need = lengths[n % lengths.count] + (n > 0 ? s : 0)
                    guard Self.fits(overflow: need - budget, candidateLength: lengths[n % lengths.count]) else { break }
                    budget -= need
                    n += 1
                    guard n <= LayoutLimits.maximumChildren else {
                        throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
                    }
                }
                return n
            }
            var n = try countFitting(spacing: spacing.value)
            let fractional = subitems.contains { $0.size[axis].isFractional }
            if spacing.value != 0 && fractional {
                // G5 (decision): fractional children that fit without the spacing all stay, and the
                // container shrinks by the spacing so that they fill the group exactly. Absolute children do
                // not shrink, so a mix may still overflow: then place one child fewer, until the shrunk
                // children and the spacing fit (G3). The count that fits with the spacing always does.
                n = try countFitting(spacing: 0)
                while n >= 2 {
                    var shrunk = inner
                    shrunk[axis] = max(0, inner[axis] - spacing.value * Double(n - 1))
                    var total = spacing.value * Double(n - 1)
                    var last = 0.0
                    for i in 0..<n {
                        let child = subitems[i % subitems.count]
                        last =
                            grid.resolve(child.size[axis], in: shrunk) + (child.edgeSpacing.before(axis)?.value ?? 0)
                            + (child.edgeSpacing.after(axis)?.value ?? 0)
                        total += last
                    }
                    if Self.fits(overflow: total - inner[axis], candidateLength: last) {
                        container = shrunk
                        break
                    }
                    n -= 1
                }
            }
            guard n >= 1 else {
                throw LayoutError.childDoesNotFit(
                    path: path() + ".subitems[0]", childLength: lengths[0], available: inner[axis])
            }
            return ((0..<n).map { subitems[$0 % subitems.count] }, container)
        }
    }

    /// Lays out a custom group's frames (G10).
    private mutating func layoutCustom(
        _ group: Group, provider: CustomGroupProvider, size: Size, firstLeaf: Int, path: @autoclosure () -> String
    ) throws -> Size {
        let env = LayoutEnvironment(
            container: LayoutContainer(contentSize: size, contentInsets: group.contentInsets),
            traits: environment.traits)
        let items = provider.frames(env)
        guard items.count <= LayoutLimits.maximumChildren else {
            throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
        }
        for (index, item) in items.enumerated() {
            let f = item.frame
            guard f.isFinite, f.width >= 0, f.height >= 0 else {
                throw LayoutError.invalidCustomFrame(path: path(), index: index)
            }
            let reach = max(-f.x, -f.y, f.maxX - size.width, f.maxY - size.height)
            if collectsWarnings, reach > Self.fitTolerance(candidateLength: min(f.width, f.height)) {
                addWarning(
                    LayoutWarning(
                        path: "\(path()).frames[\(index)]",
                        message: "the frame reaches \(LayoutWarning.format(reach)) points outside its "
                            + "\(LayoutWarning.format(size.width)) x \(LayoutWarning.format(size.height)) group; cells may overlap"
                    ))
            }
            leaves.append(TemplateLeaf(frame: f, zIndex: item.zIndex))
        }
        attachGroupSupplementaries(group, final: size, firstLeaf: firstLeaf)
        return size
    }

    // MARK: Items

    /// Lays out one item at the origin in a slot of `size`; returns the slot's final size.
    private mutating func layoutItem(_ item: Item, size: Size, path: @autoclosure () -> String) throws -> Size {
        var final = size
        let estW = item.size.width.isEstimated
        let estH = item.size.height.isEstimated
        if let sizing, estW || estH, firstItem + leaves.count < itemCount {
            let indexPath = IndexPath(section: section, item: firstItem + leaves.count)
            let measured = sizing(indexPath, size)
            guard measured.width.isFinite, measured.height.isFinite, measured.width >= 0, measured.height >= 0 else {
                throw LayoutError.invalidSelfSize(section: section, item: indexPath.item)
            }
            if estW { final.width = measured.width }
            if estH { final.height = measured.height }
        }
        // I1, I2: content insets shrink the item inside its slot, except on estimated axes.
        var insets = item.contentInsets
        if estW { insets.leading = 0; insets.trailing = 0 }
        if estH { insets.top = 0; insets.bottom = 0 }
        let wide = insets.leading + insets.trailing > final.width
        if collectsWarnings, wide || insets.top + insets.bottom > final.height {
            let total = wide ? insets.leading + insets.trailing : insets.top + insets.bottom
            addWarning(
                LayoutWarning(
                    path: "\(path()).contentInsets",
                    message:
                        "the insets (\(wide ? "leading + trailing" : "top + bottom") \(LayoutWarning.format(total))) "
                        + "exceed the item's \(wide ? "width" : "height") \(LayoutWarning.format(wide ? final.width : final.height)); "
                        + "the cell is empty"))
        }
        let frame = Rect(origin: .zero, size: final).inset(by: insets)
        let leafIndex = leaves.count
        leaves.append(TemplateLeaf(frame: frame, zIndex: 0))
        for supplementary in item.supplementaryItems {
            supplementaries.append(attach(supplementary, to: frame, leaf: leafIndex, ordinal: 0, firstLeaf: leafIndex))
        }
        return final
    }

    // MARK: Supplementaries

    private mutating func attachGroupSupplementaries(_ group: Group, final: Size, firstLeaf: Int) {
        guard !group.supplementaryItems.isEmpty else { return }
        let host = Rect(origin: .zero, size: final).inset(by: group.contentInsets)
        let ordinal = groupOrdinal
        groupOrdinal += 1
        for supplementary in group.supplementaryItems {
            supplementaries.append(attach(supplementary, to: host, leaf: -1, ordinal: ordinal, firstLeaf: firstLeaf))
        }
    }

    /// Anchors a supplementary to a host frame (spec A1 to A4).
    private func attach(_ s: SupplementaryItem, to host: Rect, leaf: Int, ordinal: Int, firstLeaf: Int)
        -> TemplateSupplementary
    {
        let size = grid.resolve(s.size, in: host.size)
        let containerUnit = s.containerAnchor.unitPoint
        let itemUnit = (s.itemAnchor ?? Anchor(edges: s.containerAnchor.edges)).unitPoint
        var x = host.x + host.width * containerUnit.x - size.width * itemUnit.x
        var y = host.y + host.height * containerUnit.y - size.height * itemUnit.y
        func offset(_ o: AnchorOffset) -> Point {
            switch o {
            case .absolute(let p): p
            case .fractional(let p): Point(x: p.x * size.width, y: p.y * size.height)
            }
        }
        // spec A2: both offsets are added (the container anchor's and, when given, the item anchor's).
        let containerOffset = offset(s.containerAnchor.offset)
        x += containerOffset.x
        y += containerOffset.y
        if let itemAnchor = s.itemAnchor {
            let itemOffset = offset(itemAnchor.offset)
            x += itemOffset.x
            y += itemOffset.y
        }
        let frame = Rect(x: x, y: y, width: size.width, height: size.height).inset(by: s.contentInsets)
        return TemplateSupplementary(
            frame: frame, elementKind: s.elementKind, zIndex: s.zIndex, leaf: leaf, groupOrdinal: ordinal,
            firstLeaf: firstLeaf, visibility: s.visibility)
    }

    // MARK: Moving

    private mutating func translate(
        leaves leafRange: Range<Int>, supplementaries suppRange: Range<Int>, dx: Double, dy: Double
    ) {
        guard dx != 0 || dy != 0 else { return }
        for i in leafRange { leaves[i].frame = leaves[i].frame.offsetBy(dx: dx, dy: dy) }
        for i in suppRange { supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: dx, dy: dy) }
    }
}
