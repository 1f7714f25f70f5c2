extension SolverRun {
    /// Places a section's decorations (spec C1, spec C3); returns how far they poke out of its frame.
    ///
    /// Each is the section frame minus the decoration's insets, relative to the section's start; an empty
    /// section has none.
    mutating func placeDecorations(_ plan: SectionPlan, section s: Int, frame: Rect, hasContent: Bool) -> Double {
        let items = plan.section.decorationItems
        guard hasContent, !items.isEmpty else {
            decorations.setEmpty(section: s)
            return 0
        }
        let out = decorations.reserve(section: s, limit: items.count)
        var overhang = 0.0
        let scrollAxis = context.scrollAxis
        // By index, with kinds interned by the plan: no item copied and no string hashed per section.
        for i in items.indices {
            let f = frame.inset(by: items[i].contentInsets)
            overhang = max(
                overhang, frame.min(scrollAxis) - f.min(scrollAxis), f.max(scrollAxis) - frame.max(scrollAxis))
            (out + i).initialize(
                to: DecorationRecord(frame: f, kind: plan.decorationKinds[i], zIndex: items[i].zIndex, section: s))
        }
        decorations.commit(section: s, count: items.count)
        return overhang
    }
}
