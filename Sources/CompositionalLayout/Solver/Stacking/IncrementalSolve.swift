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
        && old.plans.fits(
            selfSizing: data.sizer != nil, measuresSupplementaries: data.supplementarySizing != nil)
    var run = try SolverRun(layout: layout, environment: environment, data: data, reusing: old.takeStorage())
    guard sameShape else { return try run.solveAll() }
    // Sorted and without repeats; an array, since a set cost about 800 instructions a re-solve for one section.
    var changed = changedSections
    SolvedLayout.differingSections(old.itemCounts, data.itemCounts) { changed.append($0) }
    changed.sort()
    changed.removeAdjacentRepeats()
    guard changed.count < old.sections.count else { return try run.solveAll() }
    return try run.resolve(changed, from: &old)
}

extension Array where Element: Equatable {
    /// Keeps the first of each run of equal neighbours (a sorted array's repeats).
    fileprivate mutating func removeAdjacentRepeats() {
        guard count > 1 else { return }
        var kept = 1
        for i in 1..<count where self[i] != self[kept - 1] {
            self[kept] = self[i]
            kept += 1
        }
        removeLast(count - kept)
    }
}

extension SolverRun {
    /// Places the `changed` sections again over `previous`'s sections with `previous`'s plans, then stacks
    /// the sections from the first changed one on.
    mutating func resolve(_ changed: [Int], from previous: inout SolvedLayout) throws -> SolvedLayout {
        swap(&sections, &previous.sections)
        swap(&plans, &previous.plans)
        kinds = previous.kinds
        warnings = previous.warnings
        var definitions = previous.definitions
        // The largest overhang stays known when the section that had it is not placed again.
        var known: LargestOverhang? = previous.sectionsOverhang
        for s in changed {
            if s == previous.sectionsOverhang.section { known = nil }
            // A description planned before keeps its plan (and its warnings, already in the list); a section
            // provider's new description is planned now, as a full solve would.
            let plan = try plans.plan(
                section: s, of: layout, context: context, selfSizing: data.sizer != nil,
                measuresSupplementaries: data.supplementarySizing != nil, kinds: &kinds, warnings: &warnings)
            sections[s] = try placeSection(plan: plan, index: s, count: data.itemCounts[s])
            known?.include(sections[s].overhang, section: s)
        }
        while definitions.count < plans.plans.count { definitions.append(plans.definition(definitions.count)) }
        return try finish(
            definitions: definitions, firstMoved: changed.first ?? 0, lastChanged: changed.last ?? -1,
            knownOverhang: known, previousLeadingSpace: previous.leadingSpace)
    }
}

extension SolvedLayout {
    /// Calls `body` with every section whose item count differs between `old` and `new` (same length).
    ///
    /// One pass over two contiguous arrays, skipped when they share their storage.
    static func differingSections(_ old: [Int], _ new: [Int], _ body: (Int) -> Void) {
        guard old.count == new.count else { return }
        old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                guard a.baseAddress != b.baseAddress else { return }
                var s = 0
                while s < a.count {
                    // Eight sections at a time while they agree: a branch per block, not per section.
                    if s + 8 <= a.count {
                        var differs = 0
                        for k in s..<(s + 8) { differs |= a[k] ^ b[k] }
                        if differs == 0 {
                            s += 8
                            continue
                        }
                    }
                    if a[s] != b[s] { body(s) }
                    s += 1
                }
            }
        }
    }
}
