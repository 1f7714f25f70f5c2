import CompositionalLayout

/// Places sections one at a time (spec section 4), solving every root-group instance from scratch.
struct ReferenceSectionSolver {
    let environment: LayoutEnvironment
    let grid: ReferencePixelGrid
    let sizing: SizingCallback?
    /// spec E4: answers the estimated dimensions of boundary items.
    let supplementarySizing: SupplementarySizingCallback?
    let boundary: ReferenceBoundary
    /// The layout's scroll axis.
    let scrollAxis: Axis
    /// Where sections start across the scroll axis (the safe area's leading inset, spec L2) and how long they are.
    let crossStart: Double
    let crossLength: Double
    /// The container's length along the scroll axis.
    let mainLength: Double
    /// The layout configuration's content-insets reference (spec S10).
    let configurationReference: ContentInsetsReference

    /// A section solver for a container and scroll axis (spec L2: only the safe-area insets across the scroll
    /// axis narrow the sections; spec S10: a section may measure its insets from another reference).
    init(
        environment: LayoutEnvironment, scrollAxis: Axis, sizing: SizingCallback?,
        configurationReference: ContentInsetsReference = .safeArea,
        supplementarySizing: SupplementarySizingCallback? = nil
    ) {
        self.supplementarySizing = supplementarySizing
        let container = environment.container
        let c = scrollAxis.cross
        self.environment = environment
        self.grid = ReferencePixelGrid(scale: environment.traits.displayScale)
        self.sizing = sizing
        self.boundary = ReferenceBoundary(scrollAxis: scrollAxis)
        self.scrollAxis = scrollAxis
        self.crossStart = ReferenceRules.insetBefore(container.contentInsets, on: c)
        self.crossLength = container.contentSize[c] - ReferenceRules.insetSum(container.contentInsets, on: c)
        self.mainLength = container.contentSize[scrollAxis]
        self.configurationReference = configurationReference
    }

    /// spec E4: a boundary item's size, its estimated dimensions answered by the supplementary sizing callback
    /// (asked with the item's kind, index path (section, 0) and its resolved size).
    func boundarySize(_ item: BoundarySupplementaryItem, resolved: Size, section: Int) throws -> Size {
        let estimatedWidth = item.size.width.isEstimated
        let estimatedHeight = item.size.height.isEstimated
        guard let supplementarySizing, estimatedWidth || estimatedHeight else { return resolved }
        let answer = supplementarySizing(item.elementKind, IndexPath(section: section, item: 0), resolved)
        guard answer.width.isFinite, answer.height.isFinite, answer.width >= 0, answer.height >= 0 else {
            throw ReferenceError.invalidFrame(section: section)
        }
        return Size(
            width: estimatedWidth ? answer.width : resolved.width,
            height: estimatedHeight ? answer.height : resolved.height)
    }

    /// spec S10: the edges across the scroll axis that `reference` stands for.
    func edges(_ reference: ContentInsetsReference) -> (low: Double, high: Double) {
        ReferenceInsetsReference.edges(
            reference, configuration: configurationReference, container: environment.container, cross: scrollAxis.cross)
    }

    /// True when any size in the group tree is estimated.
    static func containsEstimated(_ group: Group) -> Bool {
        if group.size.width.isEstimated || group.size.height.isEstimated { return true }
        return group.subitems.contains { node in
            switch node {
            case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
            case .group(let nested): containsEstimated(nested)
            }
        }
    }

    /// spec E3: a root group uniform across siblings on an axis shares the section's largest lengths there.
    ///
    /// Every uniform item takes the largest uniform item's, and every instance the largest instance's: the
    /// instances are solved again with the shared item length, then given the shared group length.
    func shareUniformLengths(
        _ section: Section, index s: Int, count n: Int, perGroup k: Int, rootSize: Size,
        _ instances: inout [(solver: ReferenceGroupInstance, placed: ReferenceGroupInstance.Placed)]
    ) throws {
        let uniformWidth = section.group.size.width.isUniformAcrossSiblings
        let uniformHeight = section.group.size.height.isUniformAcrossSiblings
        guard uniformWidth || uniformHeight, !instances.isEmpty else { return }
        let itemWidth = instances.map(\.solver.uniformMaximum.width).max() ?? 0
        let itemHeight = instances.map(\.solver.uniformMaximum.height).max() ?? 0
        for g in instances.indices {
            let solver = instance(
                section: s, firstItem: g * k, itemCount: n, sizing: sizing,
                numbering: (g, instances[g].solver.numbering.supplementedGroups))
            solver.sectionUniform = (uniformWidth ? itemWidth : nil, uniformHeight ? itemHeight : nil)
            instances[g] = (solver, try solver.layout(section.group, size: rootSize))
        }
        let groupWidth = instances.map(\.placed.size.width).max() ?? 0
        let groupHeight = instances.map(\.placed.size.height).max() ?? 0
        for g in instances.indices {
            if uniformWidth { instances[g].placed.size.width = groupWidth }
            if uniformHeight { instances[g].placed.size.height = groupHeight }
        }
    }

    /// A fresh instance solver for group instance data starting at `firstItem`; `numbering` is its number
    /// and the supplemented groups per instance (spec A5).
    func instance(
        section s: Int, firstItem: Int, itemCount: Int, sizing: SizingCallback?,
        numbering: (instance: Int, supplementedGroups: Int) = (0, 1)
    ) -> ReferenceGroupInstance {
        let instance = ReferenceGroupInstance(
            grid: grid, traits: environment.traits, sizing: sizing, section: s, firstItem: firstItem,
            itemCount: itemCount)
        instance.supplementarySizing = supplementarySizing
        instance.numbering = numbering
        return instance
    }

    /// spec S2.
    ///
    /// The length of a group whose first `used` leaves hold items: its extent minus what the unused leaves add
    /// along the axis. Never below 0 (the engine's decision for leaves that overflow their group).
    func partialLength(_ leaves: [ReferenceElement], used: Int, extent: Double, axis: Axis) -> Double {
        guard used < leaves.count, used > 0 else { return extent }
        return max(0, extent - (reach(leaves, used: leaves.count, axis: axis) - reach(leaves, used: used, axis: axis)))
    }

    /// The furthest edge along `axis` of the first `used` leaves, from the group's origin (at least 0).
    func reach(_ leaves: [ReferenceElement], used: Int, axis: Axis) -> Double {
        var reach = 0.0
        for leaf in leaves.prefix(used) { reach = max(reach, leaf.frame.max(axis)) }
        return reach
    }

    /// The root group's resolved size (spec D4, spec D5) and an instance solved at the estimates, with no sizing
    /// callback: it tells k (spec G1) and the size the engine places the root group by (spec S5, spec S7).
    func probe(_ section: Section, index s: Int) throws -> (Size, ReferenceGroupInstance, ReferenceGroupInstance.Placed)
    {
        let m = scrollAxis
        let c = m.cross
        let insets = section.contentInsets
        // spec S10: the section's reference replaces the safe area across the scroll axis.
        let reference = edges(section.contentInsetsReference)
        let width = reference.high - reference.low
        let container =
            section.orthogonalScrollingBehavior.isOrthogonal
            ? Size(main: max(0, mainLength - ReferenceRules.insetSum(insets, on: m)), cross: width, axis: m)
            : Size(main: mainLength, cross: max(0, width - ReferenceRules.insetSum(insets, on: c)), axis: m)
        let rootSize = grid.size(section.group.size, in: container)
        let probe = instance(section: s, firstItem: 0, itemCount: .max, sizing: nil)
        return (rootSize, probe, try probe.layout(section.group, size: rootSize))
    }

    /// Places section `s` (`count` items) starting at `start` on the scroll axis, appending its elements
    /// to `out` (cells, then attached supplementaries, boundary items, decorations); returns where it ends.
    func place(_ section: Section, index s: Int, count n: Int, start: Double, into out: inout [ReferenceElement]) throws
        -> Double
    {
        let m = scrollAxis
        let c = m.cross
        let insets = section.contentInsets
        let orthogonal = section.orthogonalScrollingBehavior.isOrthogonal
        // spec S6: an orthogonal section lines its groups up across the scroll axis.
        let a = orthogonal ? c : m

        let (rootSize, probe, probed) = try self.probe(section, index: s)
        var waterfall: Waterfall?
        if case .waterfall(let w) = section.group.arrangement { waterfall = w }
        // spec G13: a waterfall places one item per instance.
        let k = waterfall != nil ? 1 : probed.leaves.count
        guard k > 0 || n == 0 else { throw ReferenceError.childDoesNotFit(section: s) }
        let groups = k > 0 ? (n + k - 1) / k : 0
        let selfSizing = sizing != nil && Self.containsEstimated(section.group)
        let ordinals = max(1, probe.groupOrdinals)

        // spec S10: the section's reference edges across the scroll axis.
        let reference = edges(section.contentInsetsReference)
        let referenceLength = reference.high - reference.low
        // spec B2, spec S10: boundary items resolve against the section's (inset) reference when they follow the
        // insets, else against their own reference; along the scroll axis against the container.
        let follow = section.supplementariesFollowContentInsets
        let boundaryEdges =
            follow
            ? (
                low: reference.low + ReferenceRules.insetBefore(insets, on: c),
                high: reference.high - ReferenceRules.insetAfter(insets, on: c)
            )
            : edges(section.supplementaryContentInsetsReference)
        let boundaryCross = max(0, boundaryEdges.high - boundaryEdges.low)
        let boundaryContainer = Size(main: mainLength, cross: boundaryCross, axis: m)
        let boundarySizes = try section.boundarySupplementaryItems.map {
            try boundarySize($0, resolved: grid.size($0.size, in: boundaryContainer), section: s)
        }

        // spec B4: extending headers come first.
        var cursor = start
        for (item, size) in zip(section.boundarySupplementaryItems, boundarySizes) where boundary.extendsBefore(item) {
            cursor += size[m]
        }
        let contentRectStart = cursor
        let hasContent = n > 0
        // spec S4, spec S8: the content origin is inside the insets; an empty section applies none.
        let contentOriginMain = contentRectStart + (hasContent ? ReferenceRules.insetBefore(insets, on: m) : 0)
        let contentOriginCross = reference.low + ReferenceRules.insetBefore(insets, on: c)

        // spec S5: root-group edge spacing. Fixed edges along the advance axis offset and lengthen each group;
        // edges across it place the group in the room across (flexible ones share the free space).
        let edges = section.group.edgeSpacing
        func fixed(_ spacing: Spacing?) -> Double {
            guard let spacing, !spacing.isFlexible else { return 0 }
            return spacing.value
        }
        let crossRoom =
            orthogonal
            ? max(0, mainLength - ReferenceRules.insetSum(insets, on: m))
            : max(0, referenceLength - ReferenceRules.insetSum(insets, on: c))
        let rootMain = fixed(ReferenceRules.edgeBefore(edges, on: a))
        let rootExtra = fixed(ReferenceRules.edgeBefore(edges, on: a)) + fixed(ReferenceRules.edgeAfter(edges, on: a))
        let across = a.cross
        let beforeAcross = ReferenceRules.edgeBefore(edges, on: across)
        let afterAcross = ReferenceRules.edgeAfter(edges, on: across)
        let free = crossRoom - probed.size[across] - (beforeAcross?.value ?? 0) - (afterAcross?.value ?? 0)
        let flexibleAcross = (beforeAcross?.isFlexible == true ? 1 : 0) + (afterAcross?.isFlexible == true ? 1 : 0)
        let acrossShare = flexibleAcross > 0 ? max(0, free) / Double(flexibleAcross) : 0
        // In an orthogonal section "across" is the layout's scroll axis, where spec S5 ignores flexible edges (the
        // engine centres the group in the container's height instead: see the disabled differential test).
        let rootCross =
            orthogonal
            ? fixed(beforeAcross) : (beforeAcross?.value ?? 0) + (beforeAcross?.isFlexible == true ? acrossShare : 0)

        // spec S7: groupPagingCentered adds (container - group) / 2 before the first group.
        var centredExtra = 0.0
        if orthogonal && section.orthogonalScrollingBehavior == .groupPagingCentered {
            centredExtra = max(0, (referenceLength - probed.size[a]) / 2)
        }
        let advanceOrigin = orthogonal ? contentOriginCross + centredExtra : contentOriginMain
        let acrossOrigin = orthogonal ? contentOriginMain : contentOriginCross
        let spacing = section.interGroupSpacing

        // Every group instance, solved from scratch (no template reuse).
        var instances: [(solver: ReferenceGroupInstance, placed: ReferenceGroupInstance.Placed)] = []
        instances.reserveCapacity(groups)
        for g in 0..<groups where waterfall == nil {
            let solver = instance(
                section: s, firstItem: g * k, itemCount: n, sizing: sizing, numbering: (g, ordinals))
            instances.append((solver, try solver.layout(section.group, size: rootSize)))
        }
        if selfSizing {
            try shareUniformLengths(section, index: s, count: n, perGroup: k, rootSize: rootSize, &instances)
        }

        // spec S1 to spec S3: where each group starts along the advance axis, and the content's length.
        var starts: [Double] = []
        var contentLength = 0.0
        var acrossLength = 0.0
        if let waterfall {
            let laid = try layoutWaterfall(waterfall, group: section.group, size: rootSize, section: s, count: n)
            instances = laid.instances
            starts = laid.starts.map { advanceOrigin + rootMain + $0 }
            contentLength = hasContent ? laid.length + rootExtra : 0
            acrossLength = rootSize[across]
        } else if selfSizing {
            // spec E1: each group starts after the previous one's own length plus the spacing.
            var position = advanceOrigin + rootMain
            for g in 0..<groups {
                let placed = instances[g].placed
                starts.append(position)
                let extent = placed.size[a] + rootExtra
                let length =
                    g == groups - 1 ? partialLength(placed.leaves, used: n - g * k, extent: extent, axis: a) : extent
                contentLength += length + (g > 0 ? spacing : 0)
                position += extent + spacing
                acrossLength = max(acrossLength, placed.size[across])
            }
        } else {
            // spec S1: origin of group g = first origin + g x (extent + spacing).
            let extent = probed.size[a] + rootExtra
            let stride = extent + spacing
            for g in 0..<groups { starts.append(advanceOrigin + rootMain + Double(g) * stride) }
            if groups > 0 {
                let last = partialLength(
                    instances[groups - 1].placed.leaves, used: n - (groups - 1) * k, extent: extent, axis: a)
                contentLength = Double(groups - 1) * stride + last
            }
            acrossLength = probed.size[across]
        }
        // The engine's decision: a section is at least as long as its cells reach along the advance axis.
        for g in 0..<groups {
            let used = min(k, n - g * k)
            contentLength = max(
                contentLength, starts[g] - advanceOrigin + reach(instances[g].placed.leaves, used: used, axis: a))
        }
        let acrossPosition = acrossOrigin + rootCross
        let contentMainLength: Double
        if orthogonal {
            // spec S6: one line of groups; the section is as long as a group (plus fixed edges) on the scroll axis.
            contentMainLength =
                hasContent
                ? acrossLength + fixed(ReferenceRules.edgeBefore(edges, on: m))
                    + fixed(ReferenceRules.edgeAfter(edges, on: m)) : 0
        } else {
            contentMainLength = contentLength
        }
        let contentRectEnd =
            contentRectStart + (hasContent ? ReferenceRules.insetSum(insets, on: m) + contentMainLength : 0)

        // Cells (spec S1, spec S2) and attached supplementaries (spec A1 to spec A5), instance by instance.
        let bump = section.decorationItems.isEmpty ? 0 : 1  // spec C2
        var attached: [ReferenceElement] = []
        for (g, entry) in instances.enumerated() {
            let dx = a == .horizontal ? starts[g] : acrossPosition
            let dy = a == .horizontal ? acrossPosition : starts[g]
            for (j, cell) in entry.placed.leaves.enumerated() where g * k + j < n {
                let f = cell.frame
                cell.frame = grid.round(Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height))
                cell.indexPath = IndexPath(section: s, item: g * k + j)
                cell.zIndex += bump
                out.append(cell)
            }
            for supplementary in entry.placed.supplementaries {
                let item: Int
                if supplementary.leaf >= 0 {
                    item = g * k + supplementary.leaf
                    if item >= n { continue }
                } else {
                    // spec A5 (the engine's numbering): instance g's supplemented groups are g x ordinals + ordinal;
                    // a group holding no item of a partial last instance produces none (the engine's decision).
                    if g * k + supplementary.firstLeaf >= n { continue }
                    item = g * ordinals + supplementary.groupOrdinal
                }
                supplementary.indexPath = IndexPath(section: s, item: item)
                supplementary.isHidden =
                    supplementary.visibility?.isHidden(supplementary.indexPath, itemCount: n) ?? false
                supplementary.frame = grid.round(supplementary.frame.offsetBy(dx: dx, dy: dy))
                attached.append(supplementary)
            }
        }
        out += attached

        // spec B3, spec B4: boundary items around the content rectangle; the section frame spans the container (spec S4).
        var before = start
        var after = contentRectEnd
        let boundaryCrossMin = boundaryEdges.low
        var boundaryFrames: [Rect] = []
        for (item, size) in zip(section.boundarySupplementaryItems, boundarySizes) {
            boundaryFrames.append(
                boundary.frame(
                    item, size: size, crossMin: boundaryCrossMin, crossLength: boundaryCross,
                    contentMin: contentRectStart,
                    contentMax: contentRectEnd, before: &before, after: &after))
        }
        let end = max(after, contentRectEnd)
        // spec S4, spec S10: across, the safe area, widened to the section's and its boundary items' references.
        let frameLow = min(crossStart, reference.low, boundaryEdges.low)
        let frameHigh = max(crossStart + crossLength, reference.high, boundaryEdges.high)
        let sectionFrame = Rect(
            mainOrigin: start, crossOrigin: frameLow, mainLength: end - start, crossLength: frameHigh - frameLow,
            axis: m)
        for (item, frame) in zip(section.boundarySupplementaryItems, boundaryFrames) {
            out.append(
                ReferenceElement(
                    category: .supplementary, elementKind: item.elementKind, frame: grid.round(frame),
                    zIndex: item.zIndex,
                    indexPath: IndexPath(section: s, item: 0)))
        }

        // spec C1, spec S8: a background is the section frame minus its insets; an empty section has none.
        if hasContent {
            for decoration in section.decorationItems {
                out.append(
                    ReferenceElement(
                        category: .decoration, elementKind: decoration.elementKind,
                        frame: grid.round(ReferenceRules.inset(sectionFrame, by: decoration.contentInsets)),
                        zIndex: decoration.zIndex,
                        indexPath: IndexPath(section: s, item: 0)))
            }
        }
        return sectionFrame.max(m)
    }
}
