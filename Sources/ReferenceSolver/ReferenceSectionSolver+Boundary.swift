import CompositionalLayout

extension ReferenceSectionSolver {
    /// spec E4: a boundary item's size, its estimated dimensions answered by the supplementary sizing callback
    /// (asked with the item's kind, index path (section, 0) and its resolved size).
    func boundarySize(_ item: BoundarySupplementaryItem, resolved: Size, section: Int) throws -> Size {
        let estimatedWidth = item.size.width.isEstimated
        let estimatedHeight = item.size.height.isEstimated
        guard let supplementarySizing, estimatedWidth || estimatedHeight else { return resolved }
        let answer = supplementarySizing(item.elementKind, IndexPath(section: section, item: 0), resolved)
        guard answer.width.isFinite, answer.height.isFinite, answer.width >= 0, answer.height >= 0 else {
            throw ReferenceError.invalidFrame(section: section)
        }
        return Size(
            width: estimatedWidth ? answer.width : resolved.width,
            height: estimatedHeight ? answer.height : resolved.height)
    }

    /// The band a section's boundary items sit in across the scroll axis, and their sizes (spec B2, spec E4).
    struct BoundaryBand {
        /// The band's edges across the scroll axis.
        let edges: (low: Double, high: Double)
        /// The band's length across the scroll axis, at least 0.
        let crossLength: Double
        /// Each boundary item's size, in the section's order.
        let sizes: [Size]
    }

    /// Step 2, the boundary band: where the section's boundary items sit across the scroll axis, and their sizes.
    ///
    /// Input: the shape. Output: the band. spec B2, spec S10: they resolve against the section's (inset)
    /// reference when they follow the insets, else against their own reference; along the scroll axis against
    /// the container; spec E4 measures estimated ones.
    func boundaryBand(_ shape: SectionShape) throws -> BoundaryBand {
        let section = shape.section
        let insets = section.contentInsets
        let c = scrollAxis.cross
        let followed = (
            low: shape.reference.low + ReferenceRules.insetBefore(insets, on: c),
            high: shape.reference.high - ReferenceRules.insetAfter(insets, on: c)
        )
        // A band is never shorter than 0: insets longer than the reference leave it empty at its start.
        let edges =
            section.supplementariesFollowContentInsets
            ? (low: followed.low, high: max(followed.low, followed.high))
            : edges(section.supplementaryContentInsetsReference)
        let crossLength = max(0, edges.high - edges.low)
        let container = Size(main: mainLength, cross: crossLength, axis: scrollAxis)
        let sizes = try section.boundarySupplementaryItems.map {
            try boundarySize($0, resolved: grid.size($0.size, in: container), section: shape.index)
        }
        return BoundaryBand(edges: edges, crossLength: crossLength, sizes: sizes)
    }

    /// Step 9, the boundary items and the section frame.
    ///
    /// Input: the band, where the section starts and where its content rectangle runs. Output: the section
    /// frame; appends the boundary items. spec B3: they sit around (or inside) the content rectangle; spec B4:
    /// the frame runs from `start` to the end of the union of the content rectangle and the extending items
    /// (the caller places the section again when that union starts before `start`); spec S4, spec S10: across,
    /// the frame spans the safe area, widened to the section's band and the boundary band.
    func placeBoundaryItems(
        _ shape: SectionShape, band: BoundaryBand, start: Double, contentStart: Double, contentEnd: Double,
        into out: inout [ReferenceElement]
    ) -> Rect {
        let items = shape.section.boundarySupplementaryItems
        let placement = boundary.place(
            items, sizes: band.sizes, crossMin: band.edges.low, crossLength: band.crossLength,
            contentMin: contentStart, contentMax: contentEnd)
        let low = min(start, placement.low)
        let frameLow = min(crossStart, shape.reference.low, band.edges.low)
        let frameHigh = max(crossStart + crossLength, shape.reference.high, band.edges.high)
        let sectionFrame = Rect(
            mainOrigin: low, crossOrigin: frameLow, mainLength: placement.high - low,
            crossLength: frameHigh - frameLow, axis: scrollAxis)
        for (item, frame) in zip(items, placement.frames) {
            out.append(
                ReferenceElement(
                    category: .supplementary, elementKind: item.elementKind, frame: grid.round(frame),
                    zIndex: item.zIndex, indexPath: IndexPath(section: shape.index, item: 0)))
        }
        return sectionFrame
    }
}
