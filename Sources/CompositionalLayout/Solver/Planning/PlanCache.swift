/// The plans of one solve: each distinct section description planned once (spec G1), found by hash.
///
/// A plan's index is also its `SectionDefinition`'s index in the solved layout.
struct PlanCache: Sendable {
    private(set) var plans: [SectionPlan] = []
    private var index: [Section: Int] = [:]
    /// For layouts with one description, or a cycle of them: the plan of each list position.
    private var byPosition: [Int?] = []
    /// How many list positions the layout's descriptions cycle through (nil for a provider, 0 for an empty
    /// cycle), read once: switching over the layout's sections copies a whole section description.
    private var cycleLength: Int??
    /// Whether the plans size items by a callback and measure supplementaries: a re-solve reuses them only for
    /// data that does the same (nil until the first plan).
    private(set) var sizing: (selfSizing: Bool, measuresSupplementaries: Bool, shortcuts: Shortcuts)?

    /// The index of the plan for section `s` when its list position was planned before (one description, or
    /// a cycle of them), read without the layout; nil otherwise (ask `plan(section:of:...)`).
    @inline(__always)
    func knownPlan(section s: Int) -> Int? {
        guard case .some(.some(let length)) = cycleLength, length > 0 else { return nil }
        let position = s % length
        return position < byPosition.count ? byPosition[position] : nil
    }

    /// The index of the plan for section `s` of `layout`, planning its description on first use.
    mutating func plan(
        section s: Int, of layout: Layout, context: SolveContext, selfSizing: Bool,
        measuresSupplementaries: Bool = false, kinds: inout ElementKinds,
        warnings: inout [LayoutWarning]
    ) throws -> Int {
        if cycleLength == nil { cycleLength = .some(PlanCache.cycleLength(of: layout)) }
        if sizing == nil { sizing = (selfSizing, measuresSupplementaries, context.shortcuts) }
        let position = cycleLength?.flatMap { $0 > 0 ? s % $0 : nil }
        if let position, position < byPosition.count, let known = byPosition[position] { return known }
        let description = try layout.section(at: s, environment: context.environment)
        let found: Int
        if let known = planned(description) {
            found = known
        } else {
            let plan = try SectionPlan(
                section: description, index: s, context: context, selfSizing: selfSizing,
                measuresSupplementaries: measuresSupplementaries, kinds: &kinds)
            for w in plan.warnings where warnings.count < LayoutWarning.maximumCount && !warnings.contains(w) {
                warnings.append(w)
            }
            plans.append(plan)
            if plans.count > PlanCache.linearSearchLimit { index[description] = plans.count - 1 }
            if plans.count == PlanCache.linearSearchLimit + 1 {
                for (i, p) in plans.enumerated() { index[p.section] = i }
            }
            found = plans.count - 1
        }
        if let position {
            while byPosition.count <= position { byPosition.append(nil) }
            byPosition[position] = found
        }
        return found
    }

    /// How many plans are looked through by equality before the cache indexes them by hash: a description's
    /// hash reads all of it, while two different descriptions usually differ early (a solve of 20 sections
    /// cycling through two descriptions spent a fifth of its time hashing them).
    static let linearSearchLimit = 8

    /// The plan already made for `description`, if any: by equality among the first plans, then by hash.
    private func planned(_ description: Section) -> Int? {
        guard plans.count > PlanCache.linearSearchLimit else {
            return plans.firstIndex { $0.section == description }
        }
        return index[description]
    }

    /// True when a re-solve of the same layout in the same environment can keep these plans: they were made
    /// for data with the same sizing callbacks present, and with the same `Shortcuts` (or none was made yet).
    func fits(selfSizing: Bool, measuresSupplementaries: Bool, shortcuts: Shortcuts = .on) -> Bool {
        sizing.map {
            $0.selfSizing == selfSizing && $0.measuresSupplementaries == measuresSupplementaries
                && $0.shortcuts == shortcuts
        } ?? true
    }

    /// How many list positions `layout`'s descriptions cycle through: 1 for one description, the list's
    /// length for a cycle, nil for a provider.
    private static func cycleLength(of layout: Layout) -> Int? {
        switch layout.sections {
        case .single: 1
        case .cycle(let list): list.count
        case .provider: nil
        }
    }

    /// The definition a solved section keeps of plan `i`.
    func definition(_ i: Int) -> SectionDefinition {
        let plan = plans[i]
        let bump = plan.section.decorationItems.isEmpty ? 0 : 1
        return SectionDefinition(
            section: plan.section, groupAxis: plan.groupAxis, itemsPerGroup: plan.itemsPerGroup,
            leafZIndex: plan.group.leafNodes.map { plan.group.nodes[$0].zIndex + bump },
            attachedPerGroup: plan.group.supplementaries.count, groupOrdinals: plan.group.groupOrdinals,
            computedCells: plan.stamping.computedCells(groupAxis: plan.groupAxis),
            computedColumns: plan.stamping.computedColumns)
    }
}
