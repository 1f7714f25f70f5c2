// Shortcut. Shape: a section with the plan and item count of the one placed just before it, placed from its count alone (`SectionPlan.placementRepeats`).
// General twin: `placeSection` (with shortcuts off no section is copied).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

extension SolverRun {
    /// Places section `s` of a full solve as a copy of section `t`, placed just before with the same plan and
    /// item count, whose placement depends on nothing else (`SectionPlan.placementRepeats`, and boundary
    /// sizes not measured).
    ///
    /// A section's elements are stored relative to its start (spec S1, spec B3, spec C1), so the copy is
    /// what placing it again would write, bit for bit; only the records' section numbers differ. Many equal
    /// sections (carousels of the same length) then cost a copy of their elements each.
    /// - Complexity: O(e), e = the section's elements; no callback is asked and nothing is recomputed.
    mutating func repeatSection(_ t: Int, as s: Int) -> SolvedSection {
        cells.appendCopy(ofSection: t, as: s) { _ in }
        attached.appendCopy(ofSection: t, as: s) { _ in }
        startsAndLengths.appendCopy(ofSection: t, as: s) { _ in }
        boundary.appendCopy(ofSection: t, as: s) { $0.section = s }
        decorations.appendCopy(ofSection: t, as: s) { $0.section = s }
        return sections[t].repeated(as: s)
    }
}

extension SolvedSection {
    /// This section, placed relative to its start, as section `s`: the same frame, counts and extents.
    func repeated(as s: Int) -> SolvedSection {
        SolvedSection(
            index: s, frame: frame, itemCount: itemCount, cellRange: cellRange, orthogonal: orthogonal,
            definition: definition, groupCount: groupCount, firstGroupStart: firstGroupStart, groupStride: groupStride,
            storesInstanceStarts: storesInstanceStarts, instanceMin: instanceMin, instanceMax: instanceMax,
            overhang: overhang,
            pinLength: pinLength, placedStart: placedStart, startsAscend: startsAscend, computedCells: computedCells,
            computedAcross: computedAcross)
    }
}
