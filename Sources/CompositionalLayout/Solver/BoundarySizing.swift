/// Boundary supplementaries that size themselves (spec E4): an estimated dimension of a header, footer or
/// other boundary item takes the supplementary sizing callback's answer, section by section.
///
/// Input: the plan's resolved sizes (spec B2) and the callback; output: each item's size and the length the
/// extending leading items take (spec B4). Without a callback, or without estimated dimensions, the
/// plan's own values.
struct BoundarySizes {
    let sizes: [Size]
    let leadingLength: Double

    /// The sizes of the boundary items of section `section` planned in `plan`.
    init(_ plan: SectionPlan, section: Int, sizing: SupplementarySizingCallback?, context: SolveContext) throws {
        guard let sizing, plan.hasEstimatedBoundaryItems else {
            sizes = plan.boundarySizes
            leadingLength = plan.leadingBoundaryLength
            return
        }
        let items = plan.section.boundarySupplementaryItems
        var measured: [Size] = []
        measured.reserveCapacity(items.count)
        for i in items.indices {
            measured.append(
                try BoundarySizes.measure(
                    items[i], proposed: plan.boundarySizes[i], at: IndexPath(section: section, item: 0),
                    sizing: sizing, section: section))
        }
        sizes = measured
        leadingLength = SectionPlan.leadingLength(items, sizes: measured, context: context)
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
