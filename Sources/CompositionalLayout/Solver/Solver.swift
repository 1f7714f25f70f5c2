/// Solves `layout` for a container and a data shape: every cell, supplementary and decoration frame.
///
/// Passes: validate the input (throws `LayoutError`); plan each distinct section description once
/// (template: measured once per container); place sections one after the other (placement: translates
/// a template, MUST NOT re-solve it per item); collect boundary items and decorations.
/// - Complexity: O(n) in the number of elements, plus one template solve per distinct section description.
public func solve(_ layout: Layout, in environment: LayoutEnvironment, data: LayoutData) throws -> SolvedLayout {
    var solver = try SolverRun(layout: layout, environment: environment, data: data)
    return try solver.run()
}

/// The state of one solve.
struct SolverRun {

    let layout: Layout
    let data: LayoutData
    let context: SolveContext
    let totalItems: Int

    var planCache: [SectionPlan] = []
    /// Overflow warnings of every section plan, each once.
    var warnings: [LayoutWarning] = []
    var kinds: [String] = []
    var kindIndex: [String: Int] = [:]
    var attached: [AttachedRecord] = []
    var boundary: [BoundaryRecord] = []
    var decorations: [DecorationRecord] = []
    var overhang = 0.0

    init(layout: Layout, environment: LayoutEnvironment, data: LayoutData) throws {
        try Validation.check(environment)
        try Validation.check(layout.configuration)
        guard data.itemCounts.count <= LayoutLimits.maximumSections else {
            throw LayoutError.tooManySections(count: data.itemCounts.count, limit: LayoutLimits.maximumSections)
        }
        var total = 0
        for (s, n) in data.itemCounts.enumerated() {
            guard n >= 0 else { throw LayoutError.negativeItemCount(section: s, count: n) }
            guard n <= LayoutLimits.maximumTotalItems else {
                throw LayoutError.tooManyItems(total: n, limit: LayoutLimits.maximumTotalItems)
            }
            total += n
            guard total <= LayoutLimits.maximumTotalItems else {
                throw LayoutError.tooManyItems(total: total, limit: LayoutLimits.maximumTotalItems)
            }
        }
        totalItems = total
        self.layout = layout
        self.data = data
        let m = layout.configuration.scrollDirection
        let c = m.cross
        let insets = environment.container.contentInsets
        context = SolveContext(
            environment: environment, grid: PixelGrid(scale: environment.traits.displayScale), scrollAxis: m,
            crossStart: insets.leadingEdge(c), crossLength: environment.container.contentSize[c] - insets.total(c),
            mainLength: environment.container.contentSize[m])
    }

    mutating func kind(_ name: String) -> Int {
        if let k = kindIndex[name] { return k }
        kinds.append(name)
        kindIndex[name] = kinds.count - 1
        return kinds.count - 1
    }

    /// The plan for a section description, solved once per distinct description (spec G1).
    mutating func plan(for section: Section, index: Int) throws -> SectionPlan {
        if let cached = planCache.first(where: { $0.section == section }) { return cached }
        let plan = try SectionPlan(section: section, index: index, context: context, sizing: data.sizing)
        for warning in plan.warnings where warnings.count < LayoutWarning.maximumCount && !warnings.contains(warning) {
            warnings.append(warning)
        }
        if planCache.count < 64 { planCache.append(plan) }
        return plan
    }

    mutating func run() throws -> SolvedLayout {
        let m = context.scrollAxis
        let config = layout.configuration
        let sectionCount = data.itemCounts.count

        // Layout-wide boundary items (B6): extending leading ones shift every section.
        let layoutBoundaryContainer = Size(main: context.mainLength, cross: context.crossLength, axis: m)
        let layoutBoundarySizes = config.boundarySupplementaryItems.map {
            context.grid.resolve($0.size, in: layoutBoundaryContainer)
        }
        var cursor = 0.0
        for (item, size) in zip(config.boundarySupplementaryItems, layoutBoundarySizes)
        where item.extendsBoundary && mainUnit(item.alignment) == 0 {
            cursor += size[m]
        }
        let contentStart = cursor

        var plans: [SectionPlan] = []
        plans.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            let description = try layout.section(at: s, environment: context.environment)
            plans.append(try plan(for: description, index: s))
        }

        var sections: [SolvedSection] = []
        sections.reserveCapacity(sectionCount)
        let cellFrames = try [Rect](unsafeUninitializedCapacity: totalItems) { buffer, initialized in
            for s in 0..<sectionCount {
                if s > 0 { cursor += config.interSectionSpacing }
                let solved = try placeSection(
                    plans[s], index: s, count: data.itemCounts[s], start: cursor, cellStart: initialized,
                    buffer: buffer, initialized: &initialized)
                cursor = solved.frame.max(m)
                sections.append(solved)
            }
        }
        let contentEnd = cursor

        // Layout-wide boundary items around all sections.
        var layoutRecords: [BoundaryRecord] = []
        var before = 0.0
        var after = contentEnd
        for (item, size) in zip(config.boundarySupplementaryItems, layoutBoundarySizes) {
            let frame = boundaryFrame(
                item, size: size, crossMin: context.crossStart, crossLength: context.crossLength,
                contentMin: contentStart, contentMax: contentEnd, before: &before, after: &after)
            layoutRecords.append(
                BoundaryRecord(
                    frame: context.grid.round(frame), kind: kind(item.elementKind), zIndex: item.zIndex, section: -1,
                    alignment: item.alignment, pinned: item.pinToVisibleBounds, hostMin: 0, hostMax: 0))
        }
        let totalMain = max(after, contentEnd)
        for i in layoutRecords.indices {
            layoutRecords[i].hostMin = 0
            layoutRecords[i].hostMax = totalMain
        }
        var contentMain = totalMain
        for r in layoutRecords { contentMain = max(contentMain, r.frame.max(m)) }
        let contentSize = Size(main: contentMain, cross: context.environment.container.contentSize[m.cross], axis: m)
        // R2: a non-finite frame is an error, never an output.
        guard contentMain.isFinite, layoutRecords.allSatisfy({ $0.frame.isFinite }) else {
            throw LayoutError.nonFiniteFrame(section: max(0, sectionCount - 1), item: 0)
        }
        return SolvedLayout(
            environment: context.environment, scrollDirection: m, contentSize: contentSize, sections: sections,
            cellFrames: cellFrames, attached: attached, boundary: boundary, layoutBoundary: layoutRecords,
            decorations: decorations, elementKinds: kinds, sectionOverhang: overhang, warnings: warnings)
    }

    /// 0 when the alignment is at the start of the scroll axis, 1 at its end, 0.5 otherwise.
    func mainUnit(_ alignment: BoundaryAlignment) -> Double {
        let unit = alignment.unitPoint
        return context.scrollAxis == .vertical ? unit.y : unit.x
    }

    /// Places a boundary item around a host content range (B3, B4); extending items stack outwards.
    func boundaryFrame(
        _ item: BoundarySupplementaryItem, size: Size, crossMin: Double, crossLength: Double, contentMin: Double,
        contentMax: Double, before: inout Double, after: inout Double
    ) -> Rect {
        let m = context.scrollAxis
        let c = m.cross
        let unit = item.alignment.unitPoint
        let crossUnit = c == .horizontal ? unit.x : unit.y
        let mu = mainUnit(item.alignment)
        let crossPos = crossMin + (crossLength - size[c]) * crossUnit
        let mainPos: Double
        if item.extendsBoundary && mu == 0 {
            mainPos = before
            before += size[m]
        } else if item.extendsBoundary && mu == 1 {
            mainPos = after
            after += size[m]
        } else {
            mainPos = contentMin + (contentMax - contentMin - size[m]) * mu
        }
        return Rect(mainOrigin: mainPos, crossOrigin: crossPos, mainLength: size[m], crossLength: size[c], axis: m)
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
    }

    /// Root-group edge spacing (S5).
    ///
    /// The offset along the advance axis, the extent it adds, and the offset across it. Across a normal section
    /// (the cross axis) flexible edges centre the group in `crossRoom`; across an orthogonal section that axis is
    /// the layout's scroll axis, where flexible edges are ignored and only fixed ones count.
    func rootPlacement(
        _ group: Group, size: Size, advance a: Axis, crossRoom: Double, flexibleAcross: Bool
    ) -> (main: Double, extra: Double, cross: Double) {
        let edges = group.edgeSpacing
        func fixed(_ s: Spacing?) -> Double { (s?.isFlexible ?? true) ? 0 : s!.value }
        let x = a.cross
        guard flexibleAcross else {
            return (fixed(edges.before(a)), fixed(edges.before(a)) + fixed(edges.after(a)), fixed(edges.before(x)))
        }
        let before = edges.before(x)
        let after = edges.after(x)
        let free = crossRoom - size[x] - (before?.value ?? 0) - (after?.value ?? 0)
        let flexible = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
        let share = flexible > 0 ? max(0, free) / Double(flexible) : 0
        let cross = (before?.value ?? 0) + (before?.isFlexible == true ? share : 0)
        return (fixed(edges.before(a)), fixed(edges.before(a)) + fixed(edges.after(a)), cross)
    }

    /// Places one section starting at `start` along the scroll axis (spec section 4).
    ///
    /// Contract: translates the plan's template for every group instance; MUST NOT allocate per item.
    mutating func placeSection(
        _ plan: SectionPlan, index s: Int, count n: Int, start: Double, cellStart: Int,
        buffer: UnsafeMutableBufferPointer<Rect>, initialized: inout Int
    ) throws -> SolvedSection {
        let m = context.scrollAxis
        let c = m.cross
        let a = plan.groupAxis
        let section = plan.section
        let insets = section.contentInsets
        let grid = context.grid
        let k = plan.itemsPerGroup
        let groups = k > 0 ? (n + k - 1) / k : 0
        guard k > 0 || n == 0 else { throw LayoutError.emptyGroup(path: "section[\(s)].group") }

        // Extending boundary items before the content (B4).
        var cursor = start
        for (item, size) in zip(section.boundarySupplementaryItems, plan.boundarySizes)
        where item.extendsBoundary && mainUnit(item.alignment) == 0 {
            cursor += size[m]
        }
        let contentRectStart = cursor
        let hasContent = n > 0
        let contentOriginMain = contentRectStart + (hasContent ? insets.leadingEdge(m) : 0)
        let contentOriginCross = context.crossStart + insets.leadingEdge(c)

        // S5: where the root group sits in its section; then the templates: one shared, or one per instance
        // when items size themselves (E1).
        let root = rootPlacement(
            section.group, size: plan.template.size, advance: a,
            crossRoom: max(0, context.crossLength - insets.total(c)),
            flexibleAcross: !plan.orthogonal)
        var templates: [GroupTemplate] = []
        if plan.selfSizing {
            templates.reserveCapacity(groups)
            for g in 0..<groups {
                templates.append(
                    try GroupTemplateBuilder.solve(
                        section.group, size: plan.rootSize, grid: grid, environment: context.environment,
                        sizing: data.sizing, section: s, firstItem: g * k, itemCount: n, collectsWarnings: false,
                        path: "section[\(s)].group"))
            }
        }
        func template(_ g: Int) -> GroupTemplate { plan.selfSizing ? templates[g] : plan.template }

        // Along the advance axis: where each group starts (S1) and how long the content is (S2, S3, S6).
        var centredExtra = 0.0
        if plan.orthogonal && section.orthogonalScrollingBehavior == .groupPagingCentered {
            centredExtra = max(0, (context.crossLength - plan.template.size[a]) / 2)
        }
        let advanceOrigin: Double
        let acrossOrigin: Double
        if plan.orthogonal {
            advanceOrigin = contentOriginCross + centredExtra
            acrossOrigin = contentOriginMain
        } else {
            advanceOrigin = contentOriginMain
            acrossOrigin = contentOriginCross
        }
        let spacing = section.interGroupSpacing
        var groupStarts: [Double] = []
        var contentLength = 0.0
        var acrossLength = 0.0
        let uniformExtent = plan.template.size[a] + root.extra
        let stride = uniformExtent + spacing
        // Decision: a section is at least as long as its cells reach, so leaves that overflow their group
        // (repeatingSubitem:count: or custom frames) lengthen it instead of leaving the content.
        var cellReach = 0.0
        if plan.selfSizing {
            groupStarts.reserveCapacity(groups)
            var position = advanceOrigin + root.main
            for g in 0..<groups {
                let t = templates[g]
                groupStarts.append(position)
                let extent = t.size[a] + root.extra
                let used = min(k, n - g * k)
                let length = g == groups - 1 ? partialLength(t, used: used, extent: extent, axis: a) : extent
                contentLength += length + (g > 0 ? spacing : 0)
                cellReach = max(cellReach, position - advanceOrigin + leafReach(t, used: used, axis: a))
                position += extent + spacing
                acrossLength = max(acrossLength, t.size[a.cross])
            }
        } else {
            acrossLength = plan.template.size[a.cross]
            if groups > 0 {
                let used = n - (groups - 1) * k
                let last = partialLength(plan.template, used: used, extent: uniformExtent, axis: a)
                contentLength = Double(groups - 1) * stride + last
                cellReach = root.main + Double(groups - 1) * stride + leafReach(plan.template, used: used, axis: a)
                if groups >= 2 {
                    cellReach = max(
                        cellReach, root.main + Double(groups - 2) * stride + leafReach(plan.template, used: k, axis: a))
                }
            }
        }
        contentLength = max(contentLength, cellReach)
        let firstGroupStart = advanceOrigin + root.main

        // The across-axis offset of the root group, and the section's main length.
        let acrossPosition = acrossOrigin + root.cross
        let contentMainLength: Double
        var orthogonalInfo: OrthogonalScrollInfo?
        if plan.orthogonal {
            let edges = section.group.edgeSpacing
            let fixedAcross = [edges.before(m), edges.after(m)].reduce(0.0) {
                $0 + (($1?.isFlexible ?? true) ? 0 : $1!.value)
            }
            contentMainLength = hasContent ? acrossLength + fixedAcross : 0
            let scrollLength = insets.total(c) + 2 * centredExtra + contentLength
            orthogonalInfo = orthogonalScrollInfo(
                section.orthogonalScrollingBehavior, contentLength: scrollLength, stride: stride, groups: groups)
        } else {
            contentMainLength = contentLength
        }
        let contentRectEnd = contentRectStart + (hasContent ? insets.total(m) + contentMainLength : 0)

        // Cells (S1, S2): template + group origin, written straight into the shared buffer.
        var leafZ: [Int] = []
        if n > 0 {
            let bump = section.decorationItems.isEmpty ? 0 : 1
            leafZ = plan.template.leaves.map { $0.zIndex + bump }
            let out = buffer.baseAddress! + cellStart
            if plan.selfSizing {
                for g in 0..<groups {
                    let used = min(k, n - g * k)
                    writeCells(
                        templates[g].leaves, count: used, origin: groupStarts[g], across: acrossPosition, axis: a,
                        grid: grid, to: out + g * k)
                }
            } else {
                let fullGroups = n / k
                let remainder = n - fullGroups * k
                plan.template.leaves.withUnsafeBufferPointer { leaves in
                    for g in 0..<fullGroups {
                        writeCells(
                            leaves, count: k, origin: firstGroupStart + Double(g) * stride, across: acrossPosition,
                            axis: a, grid: grid, to: out + g * k)
                    }
                    if remainder > 0 {
                        writeCells(
                            leaves, count: remainder, origin: firstGroupStart + Double(fullGroups) * stride,
                            across: acrossPosition, axis: a, grid: grid, to: out + fullGroups * k)
                    }
                }
            }
            initialized += n
            // R2: frames are template + origin, so finite templates and finite extreme origins (checked with
            // the template's reach, so the sums cannot overflow) give finite frames.
            let lastStart = plan.selfSizing ? groupStarts[groups - 1] : firstGroupStart + Double(groups - 1) * stride
            for t in plan.selfSizing ? templates : [plan.template] {
                for (j, leaf) in t.leaves.enumerated()
                where !leaf.frame.isFinite || !(leaf.frame.maxX + leaf.frame.maxY).isFinite {
                    throw LayoutError.nonFiniteFrame(section: s, item: j)
                }
                for supp in t.supplementaries
                where !supp.frame.isFinite || !(supp.frame.maxX + supp.frame.maxY).isFinite {
                    throw LayoutError.nonFiniteFrame(section: s, item: max(0, supp.leaf))
                }
            }
            let reach = plan.template.size.width + plan.template.size.height + 1
            guard contentLength.isFinite, acrossPosition.isFinite, firstGroupStart.isFinite,
                (lastStart + reach).isFinite,
                (acrossPosition + reach).isFinite, (contentRectStart + contentLength + reach).isFinite
            else {
                throw LayoutError.nonFiniteFrame(section: s, item: n - 1)
            }
        }

        // Attached supplementaries (A1 to A5), group by group in item order.
        let attachedStart = attached.count
        let perGroup = plan.template.supplementaries.count
        if n > 0 && perGroup > 0 {
            guard attached.count + groups * perGroup <= LayoutLimits.maximumElements else {
                throw LayoutError.tooManyElements(limit: LayoutLimits.maximumElements)
            }
            // Grow geometrically: an exact reservation per section would copy the array every section.
            let needed = attached.count + groups * perGroup
            if needed > attached.capacity { attached.reserveCapacity(max(needed, 2 * attached.capacity)) }
            let kindIDs = plan.template.supplementaries.map { Int32(kind($0.elementKind)) }
            let ordinals = max(1, plan.template.groupOrdinals)
            for g in 0..<groups {
                let t = template(g)
                let origin = plan.selfSizing ? groupStarts[g] : firstGroupStart + Double(g) * stride
                let dx = a == .horizontal ? origin : acrossPosition
                let dy = a == .horizontal ? acrossPosition : origin
                for (j, supp) in t.supplementaries.enumerated() {
                    let item: Int
                    if supp.leaf >= 0 {
                        item = g * k + supp.leaf
                        if item >= n { continue }
                    } else {
                        if g * k + supp.firstLeaf >= n { continue }
                        item = g * ordinals + supp.groupOrdinal
                    }
                    let hidden = supp.visibility?.isHidden(IndexPath(section: s, item: item)) ?? false
                    attached.append(
                        AttachedRecord(
                            frame: grid.round(supp.frame.offsetBy(dx: dx, dy: dy)), kind: kindIDs[j],
                            zIndex: Int32(clamping: supp.zIndex), item: item, isHidden: hidden))
                }
            }
        }

        // Extending boundary items after the content, then the others (B3, B4).
        var before = start
        var after = contentRectEnd
        let followInsets = section.supplementariesFollowContentInsets
        let bCrossMin = context.crossStart + (followInsets ? insets.leadingEdge(c) : 0)
        let bCrossLength = followInsets ? max(0, context.crossLength - insets.total(c)) : context.crossLength
        var frames: [Rect] = []
        for (item, size) in zip(section.boundarySupplementaryItems, plan.boundarySizes) {
            frames.append(
                boundaryFrame(
                    item, size: size, crossMin: bCrossMin, crossLength: bCrossLength, contentMin: contentRectStart,
                    contentMax: contentRectEnd, before: &before, after: &after))
        }
        let end = max(after, contentRectEnd)
        for frame in frames where !frame.isFinite || !(frame.maxX + frame.maxY).isFinite {
            throw LayoutError.nonFiniteFrame(section: s, item: 0)
        }
        guard end.isFinite else { throw LayoutError.nonFiniteFrame(section: s, item: 0) }
        let sectionFrame = Rect(
            mainOrigin: start, crossOrigin: context.crossStart, mainLength: end - start,
            crossLength: context.crossLength,
            axis: m)
        let boundaryStart = boundary.count
        for (item, frame) in zip(section.boundarySupplementaryItems, frames) {
            let rounded = grid.round(frame)
            noteOverhang(rounded, section: sectionFrame)
            boundary.append(
                BoundaryRecord(
                    frame: rounded, kind: kind(item.elementKind), zIndex: item.zIndex, section: s,
                    alignment: item.alignment, pinned: item.pinToVisibleBounds, hostMin: sectionFrame.min(m),
                    hostMax: sectionFrame.max(m)))
        }

        // Decorations (C1, C3): the section frame minus the decoration's insets; none for an empty section.
        let decorationStart = decorations.count
        if hasContent {
            for d in section.decorationItems {
                let frame = grid.round(sectionFrame.inset(by: d.contentInsets))
                noteOverhang(frame, section: sectionFrame)
                decorations.append(
                    DecorationRecord(frame: frame, kind: kind(d.elementKind), zIndex: d.zIndex, section: s))
            }
        }

        // Query extents: how far a group instance's cells and supplementaries reach from its origin.
        var instanceMin = 0.0
        var instanceMax = 0.0
        var first = true
        for t in plan.selfSizing ? templates : [plan.template] {
            for f in t.leaves.lazy.map(\.frame) + t.supplementaries.lazy.map(\.frame) {
                if first {
                    instanceMin = f.min(a)
                    instanceMax = f.max(a)
                    first = false
                } else {
                    instanceMin = min(instanceMin, f.min(a))
                    instanceMax = max(instanceMax, f.max(a))
                }
            }
        }
        // Rounding can move a frame by half a pixel.
        if grid.scale > 0 {
            instanceMin -= 1 / grid.scale
            instanceMax += 1 / grid.scale
        }
        // Cells and attached supplementaries may reach outside the section frame (custom frames, rounding,
        // a banner below its item); record how far, so rect queries can prune sections safely.
        if n > 0 {
            if a == m {
                let lastStart =
                    plan.selfSizing ? groupStarts[groups - 1] : firstGroupStart + Double(groups - 1) * stride
                noteOverhang(min: firstGroupStart + instanceMin, max: lastStart + instanceMax, section: sectionFrame)
            } else {
                let slack = grid.scale > 0 ? 1 / grid.scale : 0
                for t in plan.selfSizing ? templates : [plan.template] {
                    for f in t.leaves.lazy.map(\.frame) + t.supplementaries.lazy.map(\.frame) {
                        noteOverhang(
                            min: acrossPosition + f.min(m) - slack, max: acrossPosition + f.max(m) + slack,
                            section: sectionFrame)
                    }
                }
            }
        }

        return SolvedSection(
            index: s, frame: sectionFrame, itemCount: n, cellRange: cellStart..<(cellStart + n),
            orthogonal: orthogonalInfo, description: section, groupAxis: a, itemsPerGroup: k, groupCount: groups,
            firstGroupStart: firstGroupStart, groupStride: stride, groupStarts: groupStarts,
            instanceMin: instanceMin, instanceMax: instanceMax, leafZIndex: leafZ,
            attachedRange: attachedStart..<attached.count, attachedPerGroup: perGroup,
            groupOrdinals: plan.template.groupOrdinals,
            boundaryRange: boundaryStart..<boundary.count, decorationRange: decorationStart..<decorations.count)
    }

    /// Writes `count` leaf frames translated to a group instance's origin (the placement hot loop).
    ///
    /// Contract: MUST NOT allocate; one add per coordinate, plus rounding when the scale is not 0 (R1).
    @inline(__always)
    func writeCells<C: RandomAccessCollection>(
        _ leaves: C, count: Int, origin: Double, across: Double, axis: Axis, grid: PixelGrid,
        to out: UnsafeMutablePointer<Rect>
    ) where C.Element == TemplateLeaf, C.Index == Int {
        let dx = axis == .horizontal ? origin : across
        let dy = axis == .horizontal ? across : origin
        let start = leaves.startIndex
        if grid.scale > 0 {
            for j in 0..<count {
                let f = leaves[start + j].frame
                (out + j).initialize(to: grid.round(Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height)))
            }
        } else {
            for j in 0..<count {
                let f = leaves[start + j].frame
                (out + j).initialize(to: Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height))
            }
        }
    }

    /// The length of the last group when only its first `used` slots hold items (S2), never below 0.
    func partialLength(_ t: GroupTemplate, used: Int, extent: Double, axis: Axis) -> Double {
        guard used < t.leaves.count, used > 0 else { return extent }
        return max(0, extent - (leafReach(t, used: t.leaves.count, axis: axis) - leafReach(t, used: used, axis: axis)))
    }

    /// The furthest edge along `axis` of the first `used` leaves, relative to the group's origin.
    func leafReach(_ t: GroupTemplate, used: Int, axis: Axis) -> Double {
        var reach = 0.0
        for j in 0..<min(used, t.leaves.count) { reach = max(reach, t.leaves[j].frame.max(axis)) }
        return reach
    }

    /// Resting offsets for an orthogonal behaviour (S7).
    func orthogonalScrollInfo(
        _ behavior: OrthogonalScrollingBehavior, contentLength: Double, stride: Double, groups: Int
    ) -> OrthogonalScrollInfo {
        let visible = context.crossLength
        let maxOffset = max(0, contentLength - visible)
        let resting: RestingOffsets
        switch behavior {
        case .none, .continuous:
            resting = .anywhere(0...maxOffset)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            var offsets: [Double] = []
            if stride > 0 {
                for g in 0..<max(1, groups) {
                    let o = min(Double(g) * stride, maxOffset)
                    if offsets.last != o { offsets.append(o) }
                }
            } else {
                offsets = [0]
            }
            if behavior != .groupPagingCentered, offsets.last != maxOffset { offsets.append(maxOffset) }
            resting = .discrete(offsets)
        case .paging:
            var offsets: [Double] = [0]
            if visible > 0 {
                var o = visible
                while o < maxOffset && offsets.count < 1_000_000 {
                    offsets.append(o)
                    o += visible
                }
            }
            if offsets.last != maxOffset { offsets.append(maxOffset) }
            resting = .discrete(offsets)
        }
        return OrthogonalScrollInfo(
            behavior: behavior, contentLength: contentLength, maximumOffset: maxOffset, restingOffsets: resting)
    }

    /// Records how far an element pokes out of its section frame along the scroll axis (for queries).
    mutating func noteOverhang(_ frame: Rect, section: Rect) {
        let m = context.scrollAxis
        noteOverhang(min: frame.min(m), max: frame.max(m), section: section)
    }

    /// Records how far a range along the scroll axis pokes out of a section frame.
    mutating func noteOverhang(min lo: Double, max hi: Double, section: Rect) {
        let m = context.scrollAxis
        overhang = Swift.max(overhang, section.min(m) - lo, hi - section.max(m))
    }
}
