/// Where a root group sits in its section (spec S5): its offset along the advance axis, the extent its
/// fixed edges add to every instance, and its offset across.
///
/// Across a normal section flexible edges centre the group in the section's room; across an orthogonal
/// section that axis is the layout's scroll axis, where flexible edges are ignored and only fixed ones count.
struct RootPlacement: Sendable {
    let main: Double
    let extra: Double
    let cross: Double
    /// Fixed edges across the advance axis (an orthogonal section's length along the scroll axis adds them).
    let fixedAcross: Double

    init(_ edges: EdgeSpacing, size: Size, advance a: Axis, crossRoom: Double, flexibleAcross: Bool) {
        func fixed(_ s: Spacing?) -> Double { (s?.isFlexible ?? true) ? 0 : s!.value }
        let x = a.cross
        main = fixed(edges.before(a))
        extra = fixed(edges.before(a)) + fixed(edges.after(a))
        fixedAcross = fixed(edges.before(x)) + fixed(edges.after(x))
        guard flexibleAcross else {
            cross = fixed(edges.before(x))
            return
        }
        let before = edges.before(x)
        let after = edges.after(x)
        let free = crossRoom - size[x] - (before?.value ?? 0) - (after?.value ?? 0)
        let flexible = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
        let share = flexible > 0 ? max(0, free) / Double(flexible) : 0
        cross = (before?.value ?? 0) + (before?.isFlexible == true ? share : 0)
    }
}
