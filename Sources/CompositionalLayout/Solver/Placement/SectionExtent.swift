/// A section's content length along the scroll axis and, for an orthogonal section, its scrolling facts
/// (spec S3, spec S6, spec S7).
///
/// Input: the stamped instances; output: where the content rect ends, relative to the section's start.
struct SectionExtent {
    let contentRectStart: Double
    let contentRectEnd: Double
    let orthogonal: OrthogonalScrollInfo?

    /// The extent of `run`; `takesInsets` when the section holds items or boundary items (spec S8).
    init(
        _ plan: borrowing SectionPlan, run: InstanceRun, origin: ContentOrigin, context: borrowing SolveContext,
        hasContent: Bool, takesInsets: Bool
    ) {
        let scrollAxis = context.scrollAxis
        let insets = plan.section.contentInsets
        let contentMainLength: Double
        if plan.orthogonal {
            contentMainLength = hasContent ? run.acrossLength + plan.root.fixedAcross : 0
            // spec S10: the reference's band sits inside (or, for `none`, around) the safe area's, which the
            // orthogonal scroll view spans; the difference at either end scrolls like an inset.
            let lead = plan.band.start - context.crossStart
            let trail = (context.crossStart + context.crossLength) - plan.band.end
            let scrollLength =
                lead + insets.total(scrollAxis.cross) + 2 * origin.centredExtra + run.contentLength + trail
            orthogonal = OrthogonalScrolling.info(
                plan.section.orthogonalScrollingBehavior, contentLength: scrollLength, stride: run.stride,
                groups: run.groupCount, visible: context.crossLength,
                page: plan.band.length - insets.total(scrollAxis.cross), centring: hasContent ? origin.centredExtra : 0)
        } else {
            contentMainLength = run.contentLength
            orthogonal = nil
        }
        contentRectStart = origin.contentRectStart
        // Spec D7 (decision): negative insets may make top + content + bottom negative; the content rectangle
        // is then empty, never of negative length.
        contentRectEnd =
            origin.contentRectStart
            + (takesInsets ? max(0, insets.total(scrollAxis) + (hasContent ? contentMainLength : 0)) : 0)
    }
}
