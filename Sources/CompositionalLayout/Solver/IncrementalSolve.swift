/// Re-solves `layout` after a data-source update, reusing `previous` (spec section 9).
///
/// The sections in `changedSections` are placed again; every other section keeps its elements, which are
/// stored relative to the section's start, and only moves. A section whose item count differs from
/// `previous`'s is treated as changed even when it is not listed. The result equals a full solve, provided
/// the sizing callback gives the same sizes as before outside the changed sections.
///
/// Falls back to a full solve, written into `previous`'s storage, when the layout, the environment or the
/// number of sections differs from `previous`'s, or when every section changed.
/// - Complexity: O(s + c): s sections moved, c elements of the changed sections.
public func solve(
    _ layout: Layout, in environment: LayoutEnvironment, data: LayoutData, reusing previous: consuming SolvedLayout,
    changedSections: [Int]
) throws -> SolvedLayout {
    var old = consume previous
    for s in changedSections where !(0..<data.itemCounts.count).contains(s) {
        throw LayoutError.invalidChangedSection(index: s, sections: data.itemCounts.count)
    }
    let sameShape =
        old.layout == layout && old.environment == environment && old.sections.count == data.itemCounts.count
    var run = try SolverRun(layout: layout, environment: environment, data: data, reusing: old.takeStorage())
    guard sameShape else { return try run.solveAll() }
    var changed = Set(changedSections)
    for (s, section) in old.sections.enumerated() where section.itemCount != data.itemCounts[s] { changed.insert(s) }
    guard changed.count < old.sections.count else { return try run.solveAll() }
    return try run.resolve(changed.sorted(), from: &old)
}

extension SolverRun {
    /// Places the `changed` sections again over `previous`'s sections, then stacks all of them.
    mutating func resolve(_ changed: [Int], from previous: inout SolvedLayout) throws -> SolvedLayout {
        swap(&sections, &previous.sections)
        kinds = previous.kinds
        warnings = previous.warnings
        // The descriptions are the ones `previous` planned, so their warnings are already in its list.
        var repeated: [LayoutWarning] = []
        for s in changed {
            let plan = try plans.plan(
                section: s, of: layout, context: context, selfSizing: data.sizer != nil,
                measuresSupplementaries: data.supplementarySizing != nil, kinds: &kinds,
                warnings: &repeated)
            var placed = try placeSection(plan: plan, index: s, count: data.itemCounts[s])
            placed.definition = sections[s].definition
            sections[s] = placed
        }
        return try finish(
            definitions: previous.definitions, firstMoved: changed.first ?? 0,
            previousLeadingSpace: previous.leadingSpace)
    }
}

/// The element stores of a solved layout, taken out so that a re-solve can write into them.
struct SolvedStorage: Sendable {
    var cells: SectionStore<Rect>
    var attached: SectionStore<AttachedRecord>
    var boundary: SectionStore<BoundaryRecord>
    var decorations: SectionStore<DecorationRecord>
    var groupStarts: SectionStore<Double>
}

extension SolvedLayout {
    /// Moves the element stores out (leaving empty ones), so that they are uniquely referenced.
    mutating func takeStorage() -> SolvedStorage {
        var taken = SolvedStorage(
            cells: SectionStore(capacity: 0), attached: SectionStore(capacity: 0), boundary: SectionStore(capacity: 0),
            decorations: SectionStore(capacity: 0), groupStarts: SectionStore(capacity: 0))
        swap(&taken.cells, &cells)
        swap(&taken.attached, &attached)
        swap(&taken.boundary, &boundary)
        swap(&taken.decorations, &decorations)
        swap(&taken.groupStarts, &groupStarts)
        return taken
    }
}
