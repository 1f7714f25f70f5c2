extension SolverRun {
    /// Places a section's decorations (spec C1, C3); returns how far they poke out of its frame.
    ///
    /// Each is the section frame minus the decoration's insets, relative to the section's start; an empty
    /// section has none.
    mutating func placeDecorations(_ plan: SectionPlan, section s: Int, frame: Rect, hasContent: Bool) -> Double {
        let items = hasContent ? plan.section.decorationItems : []
        let out = decorations.reserve(section: s, limit: items.count)
        var overhang = 0.0
        let m = context.scrollAxis
        for (i, d) in items.enumerated() {
            let f = frame.inset(by: d.contentInsets)
            overhang = max(overhang, frame.min(m) - f.min(m), f.max(m) - frame.max(m))
            (out + i).initialize(
                to: DecorationRecord(frame: f, kind: kinds.id(d.elementKind), zIndex: d.zIndex, section: s))
        }
        decorations.commit(section: s, count: items.count)
        return overhang
    }
}
