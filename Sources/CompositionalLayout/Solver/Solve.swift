/// Solves `layout` for a container and a data shape: every cell, supplementary and decoration frame.
///
/// Steps, one file each: check the input (`Validation`); plan each distinct section description once
/// (`SectionPlan`, `GroupCompiler`); place every section relative to its own start (`SectionPlacement`:
/// stamp instances, attached supplementaries, boundary items, decorations); stack the sections and place the
/// layout-wide boundary items (`SectionStacking`); frames reach the pixel grid when they are read (spec R1).
/// - Complexity: O(n) in the number of elements, plus one compile per distinct section description.
public func solve(_ layout: Layout, in environment: LayoutEnvironment, data: LayoutData) throws -> SolvedLayout {
    try solve(layout, in: environment, data: data, shortcuts: .on)
}

/// `solve(_:in:data:)` with the solver's shortcuts on or off (`Shortcuts`): tests solve both ways and compare.
func solve(_ layout: Layout, in environment: LayoutEnvironment, data: LayoutData, shortcuts: Shortcuts) throws
    -> SolvedLayout
{
    var run = try SolverRun(layout: layout, environment: environment, data: data, reusing: nil, shortcuts: shortcuts)
    return try run.solveAll()
}

/// The state of one solve: the plans, and the solved layout being filled.
struct SolverRun {
    let layout: Layout
    let data: LayoutData
    let context: SolveContext
    var plans = PlanCache()
    var kinds = ElementKinds()
    var warnings: [LayoutWarning] = []
    /// Evaluation scratch of each self-sizing plan, allocated once per solve.
    var evaluators: [Int: GroupEvaluator] = [:]
    /// Scratch the flat sections share, allocated once per solve.
    let flatScratch = FlatScratch()
    var sections: [SolvedSection] = []
    var cells: SectionStore<Rect>
    var attached: SectionStore<AttachedRecord>
    var boundary: SectionStore<BoundaryRecord>
    var decorations: SectionStore<DecorationRecord>
    var startsAndLengths: SectionStore<Double>
    /// Cells placed so far whose frames are computed when asked rather than stored (`SolvedSection.computedCells`).
    var computedCellCount = 0
    let totalItems: Int
    /// True when the data has a supplementary sizing callback (spec E4), read once.
    let measuresSupplementaries: Bool

    /// Checks the input; takes `previous`'s storage to write into when given.
    init(
        layout: Layout, environment: LayoutEnvironment, data: LayoutData, reusing previous: consuming SolvedStorage?,
        shortcuts: Shortcuts = .on
    ) throws {
        try Validation.check(environment, scrollAxis: layout.configuration.scrollDirection)
        try Validation.check(layout.configuration)
        totalItems = try Validation.checkItemCounts(data.itemCounts)
        measuresSupplementaries = data.supplementarySizing != nil
        self.layout = layout
        self.data = data
        context = SolveContext(
            environment: environment, scrollAxis: layout.configuration.scrollDirection,
            contentInsetsReference: layout.configuration.contentInsetsReference, shortcuts: shortcuts)
        if let previous {
            // `previous` is consumed: once it ends, with this initialiser, the stores are uniquely referenced
            // again, so the solve writes into them rather than copying them.
            cells = previous.cells
            attached = previous.attached
            boundary = previous.boundary
            decorations = previous.decorations
            startsAndLengths = previous.startsAndLengths
        } else {
            cells = SectionStore(capacity: 0)
            attached = SectionStore(capacity: 0)
            boundary = SectionStore(capacity: 0)
            decorations = SectionStore(capacity: 0)
            startsAndLengths = SectionStore(capacity: 0)
        }
        // Spec D7: the layout-wide negative values, each once (a re-solve keeps the previous list instead).
        warnings = NegativeValues.entries(of: layout.configuration).map(NegativeValues.warning)
    }

    /// Plans and places every section, then stacks them (a full solve).
    mutating func solveAll() throws -> SolvedLayout {
        let count = data.itemCounts.count
        cells.reset(sections: count, capacity: 0)
        attached.reset(sections: count, capacity: 0)
        boundary.reset(sections: count, capacity: 0)
        decorations.reset(sections: count, capacity: 0)
        startsAndLengths.reset(sections: count, capacity: 0)
        sections.reserveCapacity(count)
        // Read once: passing `self.layout`, `self.context` or another stored property beside `&kinds` made a
        // copy of them per section.
        let layout = self.layout
        let context = self.context
        let selfSizing = data.sizer != nil
        let measuresSupplementaries = self.measuresSupplementaries
        // The last section placed whose placement a later one with the same plan and count can copy.
        var repeatable: (plan: Int, count: Int, section: Int)?
        // The plan of the section being placed, held across the sections that use it.
        var held: SectionPlan?
        var heldIndex = -1
        for s in 0..<count {
            // The known plan of a list position first: asking with the layout copied the layout per section.
            var plan = plans.knownPlan(section: s) ?? -1
            if plan < 0 {
                plan = try plans.plan(
                    section: s, of: layout, context: context, selfSizing: selfSizing,
                    measuresSupplementaries: measuresSupplementaries, kinds: &kinds, warnings: &warnings)
            }
            let n = data.itemCounts[s]
            if let r = repeatable, r.plan == plan, r.count == n {
                sections.append(repeatSection(r.section, as: s))
                repeatable = (plan, n, s)
                continue
            }
            if heldIndex != plan {
                held = plans.plans[plan]
                heldIndex = plan
            }
            let p = held.unsafelyUnwrapped
            sections.append(try placeSection(p, plan, index: s, count: n))
            repeatable =
                p.placementRepeats && !(measuresSupplementaries && p.hasEstimatedBoundaryItems) ? (plan, n, s) : nil
        }
        return try finish(definitions: plans.plans.indices.map(plans.definition))
    }

    /// Stacks the placed sections from `firstMoved` on along the scroll axis and builds the result
    /// (`SectionStacking`); sections after `lastChanged` that land where they were stay (a re-solve).
    mutating func finish(
        definitions: [SectionDefinition], firstMoved: Int = 0, lastChanged: Int = .max,
        knownOverhang: LargestOverhang? = nil,
        previousLeadingSpace: Double = 0
    ) throws -> SolvedLayout {
        let stack = try stackSections(
            from: firstMoved, lastChanged: lastChanged, knownOverhang: knownOverhang,
            previousLeadingSpace: previousLeadingSpace)
        var layoutBoundary = stack.layoutBoundary
        if context.mirrorsScrollAxis {
            // Spec L6 in a horizontal layout: stacked left to right, reported mirrored in the content width.
            let width = stack.contentSize.width
            for s in sections.indices {
                let frame = sections[s].frame
                sections[s].frame = Rect(
                    x: sections[s].placedStart, y: frame.y, width: frame.width, height: frame.height
                ).mirrored(inWidth: width)
            }
            for i in layoutBoundary.indices { layoutBoundary[i].mirror(inWidth: width) }
        }
        return SolvedLayout(
            environment: context.environment, scrollDirection: context.scrollAxis, contentSize: stack.contentSize,
            sections: sections, warnings: warnings, layout: layout, grid: context.grid, cells: cells,
            attached: attached, boundary: boundary, decorations: decorations, startsAndLengths: startsAndLengths,
            layoutBoundary: layoutBoundary, definitions: definitions, kinds: kinds,
            sectionOverhang: stack.overhang, sectionsOverhang: stack.sectionsOverhang, leadingSpace: stack.leadingSpace,
            plans: plans,
            itemCounts: data.itemCounts)
    }
}
