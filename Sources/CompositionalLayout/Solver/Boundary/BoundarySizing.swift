/// Boundary supplementaries that size themselves (spec E4): an estimated dimension of a header, footer or
/// other boundary item takes the supplementary sizing callback's answer, section by section.
///
/// Input: the plan's resolved sizes (spec B2) and the callback; output: each item's size and the length the
/// extending leading items take (spec B4). Without a callback, or without estimated dimensions, the
/// plan's own values (nil: nothing measured).
enum BoundarySizes {
    /// The sizes of the boundary items of section `section` planned in `plan`, measured by `sizing`, or nil
    /// when the plan's own sizes hold (no callback, or no estimated dimension): the common case allocates
    /// and retains nothing.
    static func measured(
        _ plan: borrowing SectionPlan, section: Int, sizing: SupplementarySizingCallback?
    ) throws -> [Size]? {
        guard let sizing, plan.hasEstimatedBoundaryItems else { return nil }
        let items = plan.section.boundarySupplementaryItems
        var measured: [Size] = []
        measured.reserveCapacity(items.count)
        for i in items.indices {
            measured.append(
                try BoundarySizes.measure(
                    items[i], proposed: plan.boundarySizes[i], at: IndexPath(section: section, item: 0),
                    sizing: sizing, section: section))
        }
        return measured
    }

    /// The length the extending leading boundary items of `plan` take (spec B4), at their `measured` sizes
    /// when given, else the plan's.
    static func leadingLength(_ plan: borrowing SectionPlan, measured: [Size]?, context: borrowing SolveContext)
        -> Double
    {
        guard let measured else { return plan.leadingBoundaryLength }
        return SectionPlan.leadingLength(plan.section.boundarySupplementaryItems, sizes: measured, context: context)
    }

    /// `item`'s size: `proposed`, with its estimated axes from `sizing` (spec E4).
    static func measure(
        _ item: BoundarySupplementaryItem, proposed: Size, at indexPath: IndexPath,
        sizing: SupplementarySizingCallback?, section: Int
    ) throws -> Size {
        let width = item.size.width.isEstimated
        let height = item.size.height.isEstimated
        guard let sizing, width || height else { return proposed }
        let answer = sizing(item.elementKind, indexPath, proposed)
        guard answer.isValidAnswer else {
            throw LayoutError.invalidSupplementarySize(kind: item.elementKind, section: section)
        }
        return proposed.answered(by: answer, estimatedWidth: width, estimatedHeight: height)
    }
}
