/// Where a section's content starts, relative to the section's own start (spec S4, spec S5, spec S6).
struct ContentOrigin {
    /// Where the content rect starts along the scroll axis: after the extending leading boundary items.
    let contentRectStart: Double
    /// Where group 0 starts along the group axis, and where every group sits across it.
    let firstGroupStart: Double
    let acrossPosition: Double
    /// Where the groups' advance starts (before the root group's edge), and a centred orthogonal section's
    /// extra lead-in (spec S7).
    let advanceOrigin: Double
    let centredExtra: Double

    init(
        _ plan: borrowing SectionPlan, context: borrowing SolveContext, hasContent: Bool, leadingBoundaryLength: Double
    ) {
        let scrollAxis = context.scrollAxis
        let crossAxis = scrollAxis.cross
        let insets = plan.section.contentInsets
        contentRectStart = leadingBoundaryLength
        let contentOriginMain = contentRectStart + (hasContent ? insets.leadingEdge(scrollAxis) : 0)
        let contentOriginCross = plan.band.start + insets.leadingEdge(crossAxis)
        var centred = 0.0
        if plan.orthogonal && plan.section.orthogonalScrollingBehavior == .groupPagingCentered {
            // spec S7: the first group centred in the band inside the section's insets.
            let insetLength = plan.band.length - insets.total(crossAxis)
            centred = max(0, (insetLength - plan.group.template.size[plan.groupAxis]) / 2)
        }
        centredExtra = centred
        advanceOrigin = plan.orthogonal ? contentOriginCross + centred : contentOriginMain
        let acrossOrigin = plan.orthogonal ? contentOriginMain : contentOriginCross
        firstGroupStart = advanceOrigin + plan.root.main
        acrossPosition = acrossOrigin + plan.root.cross
    }
}

extension SolverRun {
    /// Places section `s` relative to its own start along the scroll axis (spec section 4).
    ///
    /// Its cells and attached supplementaries (`InstanceStamping`), its length (`SectionExtent`), its boundary
    /// items (`BoundaryPlacement`) and decorations (`DecorationPlacement`). The caller moves it into place.
    /// The section's frame is the union of its content rectangle and its extending boundary items (spec B4):
    /// when an item reaches before the section's start, the section is placed once more, further in.
    mutating func placeSection(plan p: Int, index s: Int, count n: Int) throws -> SolvedSection {
        try placeSection(plans.plans[p], p, index: s, count: n)
    }

    /// Places section `s` with `plan`, plan number `p`, which the caller holds: a full solve holds a plan
    /// across the sections that use it, so that placing a section retains nothing per section.
    mutating func placeSection(_ plan: SectionPlan, _ p: Int, index s: Int, count n: Int) throws -> SolvedSection {
        guard plan.itemsPerGroup > 0 || n == 0 else { throw LayoutError.emptyGroup(path: "section[\(s)].group") }
        // Spec E4: measured per section only when a callback may answer an estimated boundary item.
        let measured =
            measuresSupplementaries && plan.hasEstimatedBoundaryItems
            ? try BoundarySizes.measured(plan, section: s, sizing: data.supplementarySizing) : nil
        let lead = BoundarySizes.leadingLength(plan, measured: measured, context: context)
        var placed = try placeSection(plan, p, index: s, count: n, measured: measured, lead: lead)
        if placed.union.start < 0 {
            placed = try placeSection(plan, p, index: s, count: n, measured: measured, lead: lead - placed.union.start)
        }
        return placed.section
    }

    /// Places section `s` with its content rectangle `lead` points after its start; `measured` holds its
    /// boundary items' sizes when they were measured, else the plan's hold.
    private mutating func placeSection(
        _ plan: SectionPlan, _ p: Int, index s: Int, count n: Int, measured: [Size]?, lead: Double
    ) throws -> (section: SolvedSection, union: BoundaryUnion) {
        let origin = ContentOrigin(plan, context: context, hasContent: n > 0, leadingBoundaryLength: lead)
        let run: InstanceRun
        if n == 0 {
            cells.setEmpty(section: s)
            attached.setEmpty(section: s)
            startsAndLengths.setEmpty(section: s)
            run = InstanceRun(firstGroupStart: origin.firstGroupStart)
        } else {
            run = try stamp(plan, p, section: s, count: n, origin: origin)
        }
        // spec S8: an empty section takes its insets (and draws its decorations) only when it has boundary items.
        let takesInsets = n > 0 || !plan.boundaryItems.isEmpty
        let extent = SectionExtent(
            plan, run: run, origin: origin, context: context, hasContent: n > 0, takesInsets: takesInsets)
        let placed = try placeBoundaryItems(plan, section: s, extent: extent, measured: measured)
        let end = placed.union.end
        let frame = Rect(
            mainOrigin: 0, crossOrigin: plan.frameBand.start, mainLength: end, crossLength: plan.frameBand.length,
            axis: context.scrollAxis)
        let decorationOverhang = placeDecorations(plan, section: s, frame: frame, hasContent: takesInsets)
        let overhang = max(
            n > 0 ? run.overhang(sectionLength: end, scrollAxis: context.scrollAxis, groupAxis: plan.groupAxis) : 0,
            placed.overhang, decorationOverhang)
        let section = SolvedSection(
            index: s, frame: context.output(frame), itemCount: n, cellRange: 0..<n, orthogonal: extent.orthogonal,
            definition: p,
            groupCount: run.groupCount, firstGroupStart: run.firstGroupStart, groupStride: run.stride,
            storesInstanceStarts: plan.stamping.storesInstanceStarts && n > 0, instanceMin: run.instanceMin,
            instanceMax: run.instanceMax,
            overhang: overhang,
            pinLength: (
                lead: placed.union.startWithoutLeading - placed.union.start,
                trail: placed.union.end - placed.union.endWithoutTrailing
            ), startsAscend: run.startsAscend, computedCells: run.computedCells, computedAcross: run.computedAcross)
        return (section, placed.union)
    }

    /// Places section `s`'s `n` instances (n > 0) the way its plan chose (`Stamping`).
    ///
    /// The one place where a section's path is switched on; each shortcut gives its general twin's bits.
    private mutating func stamp(_ plan: SectionPlan, _ p: Int, section s: Int, count n: Int, origin: ContentOrigin)
        throws -> InstanceRun
    {
        // Room for the cells of every item not placed yet, at the first section that stores them, rather than
        // the buffer doubling, and copying, section after section; none for sections that may compute theirs
        // (`SolvedSection.computedCells`), which then grow the buffer for the few they store.
        let unplaced = max(0, totalItems - cells.buffer.count - computedCellCount)
        if !plan.stamping.mayComputeCells && cells.buffer.capacity < cells.buffer.count + unplaced {
            cells.reserveTotal(cells.buffer.count + unplaced)
        }
        // Stored starts are at most one per item, likewise; a section with computed cells stores a length per
        // computed cell beside its starts.
        let room = plan.stamping.mayComputeCells ? 2 * unplaced : unplaced
        if plan.stamping.storesInstanceStarts && startsAndLengths.buffer.capacity < startsAndLengths.buffer.count + room
        {
            startsAndLengths.reserveTotal(startsAndLengths.buffer.count + room)
        }
        return switch plan.stamping {
        case .uniform: try stampUniform(plan, section: s, count: n, origin: origin, oneItem: false)
        case .uniformOneItem: try stampUniform(plan, section: s, count: n, origin: origin, oneItem: true)
        case .measuredInstances: try stampMeasured(plan: p, section: s, count: n, origin: origin)
        case .flatStack(let flat): try stampFlat(plan, flat, section: s, count: n, origin: origin, columns: false)
        case .flatColumns(let flat): try stampFlat(plan, flat, section: s, count: n, origin: origin, columns: true)
        case .flatOneItem(let flat): try stampOneItemFlat(plan, flat, section: s, count: n, origin: origin)
        case .waterfall(let w): try stampWaterfall(plan, w, section: s, count: n, origin: origin)
        case .waterfallTemplates(let w, let table):
            try stampWaterfallTemplates(plan, w, table, section: s, count: n, origin: origin)
        }
    }
}
