import CompositionalLayout

extension ReferenceSectionSolver {
    /// Where a section's content rectangle starts on the scroll axis and where its content origin lies.
    struct ContentRectangle {
        /// The start of the content rectangle on the scroll axis: after the extending headers (spec B4).
        let start: Double
        /// The content origin on the scroll axis: inside the leading inset when the section has items.
        let originMain: Double
        /// The content origin across the scroll axis: the reference band's start plus the leading inset.
        let originCross: Double
    }

    /// Step 3, the content rectangle's start and the content origin.
    ///
    /// Input: the shape, the boundary sizes and where the section starts. Output: the rectangle. spec B3,
    /// spec B4: the extending headers overlay and come first; spec S4: the origin is inside the insets.
    func contentRectangle(_ shape: SectionShape, band: BoundaryBand, start: Double) -> ContentRectangle {
        let insets = shape.section.contentInsets
        let cursor = start + boundary.leadingLength(shape.section.boundarySupplementaryItems, sizes: band.sizes)
        return ContentRectangle(
            start: cursor,
            originMain: cursor + (shape.hasContent ? ReferenceRules.insetBefore(insets, on: scrollAxis) : 0),
            originCross: shape.reference.low + ReferenceRules.insetBefore(insets, on: scrollAxis.cross))
    }

    /// Where the root group instances go, from the root group's edge spacing (spec S5) and centring (spec S7).
    struct RootPlacement {
        /// The content origin along the advance axis, with the centring of `groupPagingCentered` (spec S7).
        let advanceOrigin: Double
        /// The root group's fixed leading edge along the advance axis: it offsets each group (spec S5).
        let leadingEdge: Double
        /// The root group's fixed edges along the advance axis, both: they lengthen each group (spec S5).
        let fixedEdges: Double
        /// Where every group instance sits across the advance axis (content origin plus edge spacing, spec S5).
        let acrossPosition: Double

        /// Where the first group instance starts along the advance axis.
        var firstStart: Double { advanceOrigin + leadingEdge }
    }

    /// A fixed spacing's value; 0 for none or a flexible one.
    static func fixedLength(_ spacing: Spacing?) -> Double {
        guard let spacing, !spacing.isFlexible else { return 0 }
        return spacing.value
    }

    /// Step 4, the root placement: where the root group instances go.
    ///
    /// Input: the shape and the content rectangle. Output: the placement. spec S5: fixed edges along the
    /// advance axis offset and lengthen each group; spec S7: groupPagingCentered adds (container - insets -
    /// group) / 2 before the first group; spec S6: an orthogonal section advances across the scroll axis.
    func rootPlacement(_ shape: SectionShape, content: ContentRectangle) -> RootPlacement {
        let a = shape.advanceAxis
        let edges = shape.section.group.edgeSpacing
        var centredExtra = 0.0
        if shape.orthogonal && shape.section.orthogonalScrollingBehavior == .groupPagingCentered {
            let insetSum = ReferenceRules.insetSum(shape.section.contentInsets, on: a)
            centredExtra = max(0, (shape.referenceLength - insetSum - shape.probedSize[a]) / 2)
        }
        let acrossOrigin = shape.orthogonal ? content.originMain : content.originCross
        return RootPlacement(
            advanceOrigin: shape.orthogonal ? content.originCross + centredExtra : content.originMain,
            leadingEdge: Self.fixedLength(ReferenceRules.edgeBefore(edges, on: a)),
            fixedEdges: Self.fixedLength(ReferenceRules.edgeBefore(edges, on: a))
                + Self.fixedLength(ReferenceRules.edgeAfter(edges, on: a)),
            acrossPosition: acrossOrigin + rootAcrossOffset(shape))
    }

    /// spec S5 across the advance axis: the root group's offset in the room across.
    ///
    /// Flexible edges share the free space. In an orthogonal section "across" is the layout's scroll axis,
    /// where spec S5 ignores flexible edges: only a fixed leading edge counts.
    func rootAcrossOffset(_ shape: SectionShape) -> Double {
        let insets = shape.section.contentInsets
        let edges = shape.section.group.edgeSpacing
        let crossRoom =
            shape.orthogonal
            ? max(0, mainLength - ReferenceRules.insetSum(insets, on: scrollAxis))
            : max(0, shape.referenceLength - ReferenceRules.insetSum(insets, on: scrollAxis.cross))
        let across = shape.advanceAxis.cross
        let beforeAcross = ReferenceRules.edgeBefore(edges, on: across)
        let afterAcross = ReferenceRules.edgeAfter(edges, on: across)
        let free = crossRoom - shape.probedSize[across] - (beforeAcross?.value ?? 0) - (afterAcross?.value ?? 0)
        let flexibleAcross = (beforeAcross?.isFlexible == true ? 1 : 0) + (afterAcross?.isFlexible == true ? 1 : 0)
        let acrossShare = flexibleAcross > 0 ? max(0, free) / Double(flexibleAcross) : 0
        return shape.orthogonal
            ? Self.fixedLength(beforeAcross)
            : (beforeAcross?.value ?? 0) + (beforeAcross?.isFlexible == true ? acrossShare : 0)
    }
}
