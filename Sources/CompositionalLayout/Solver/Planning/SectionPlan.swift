/// A section description prepared for a container (spec G1, spec D4, spec D5, spec B2, spec S5): validated, its root
/// group resolved and compiled once, its boundary items sized, and where its root group sits.
///
/// Input: a section description and the solve's context; output: everything placing an instance needs
/// that does not depend on the item count. A class so that handing a plan around is one reference.
final class SectionPlan: Sendable {
    let section: Section
    let orthogonal: Bool
    /// The axis its groups advance along: the scroll axis, or across it when orthogonal.
    let groupAxis: Axis
    /// The resolved size of the root group before estimation.
    let rootSize: Size
    /// The compiled root group; its template is shared by every instance unless items size themselves.
    let group: CompiledGroup
    /// How its instances are placed: chosen here, once (`Stamping.choose`).
    let stamping: Stamping
    /// The section's length across the scroll axis inside its content insets, at least 0.
    let crossRoom: Double
    /// Where the content insets are measured from across the scroll axis (spec S10), where boundary items
    /// are placed across it (spec B2), and the section frame's extent across it (spec S4).
    let band: ReferenceBand
    let boundaryBand: ReferenceBand
    let frameBand: ReferenceBand
    /// Where the root group sits in its section (spec S5).
    let root: RootPlacement
    /// Boundary item sizes, resolved (spec B2), and the length the extending leading ones take (spec B4).
    let boundarySizes: [Size]
    /// True when some boundary item has an estimated dimension the supplementary sizing callback may answer.
    let hasEstimatedBoundaryItems: Bool
    /// True when a section of this plan is placed from its item count alone, so that a full solve copies
    /// the previous section of the same plan and count (`RepeatedSection`, a shortcut of placing it again).
    ///
    /// Its instances share the template, no callback is asked about them, and it has no attached
    /// supplementary, whose visibility may depend on the section. Its boundary items' sizes may still be
    /// measured per section; the caller checks that. False with shortcuts off.
    let placementRepeats: Bool
    /// Each boundary item's placement values and interned element kind.
    let boundaryItems: [BoundaryGeometry]
    /// Each decoration's element kind, interned.
    let decorationKinds: [Int]
    let leadingBoundaryLength: Double
    /// The template's overflow warnings, the root group's own when it is wider than its section, and one
    /// per negative spacing or inset (spec D7).
    let warnings: [LayoutWarning]

    /// The items one group instance consumes (k).
    var itemsPerGroup: Int { group.leafCount }

    init(
        section: Section, index: Int, context: SolveContext, selfSizing sizing: Bool,
        measuresSupplementaries: Bool = false, kinds: inout ElementKinds
    ) throws {
        try Validation.check(section, "section[\(index)]")
        self.section = section
        let scrollAxis = context.scrollAxis
        let crossAxis = scrollAxis.cross
        orthogonal = section.orthogonalScrollingBehavior.isOrthogonal
        groupAxis = orthogonal ? crossAxis : scrollAxis
        let insets = section.contentInsets
        let band = context.band(section.contentInsetsReference)
        self.band = band
        if !orthogonal { try SectionPlan.checkInsets(insets, across: crossAxis, fit: band, index: index) }
        crossRoom = max(0, band.length - insets.total(crossAxis))
        // spec B2, spec S10: boundary items follow the content's insets, else their own reference's band.
        boundaryBand =
            section.supplementariesFollowContentInsets
            ? ReferenceBand(start: band.start + insets.leadingEdge(crossAxis), length: crossRoom)
            : context.band(section.supplementaryContentInsetsReference)
        frameBand = ReferenceBand(start: context.crossStart, length: context.crossLength).union(band).union(
            boundaryBand)
        let container = SectionPlan.rootContainer(
            orthogonal: orthogonal, insets: insets, band: band, crossRoom: crossRoom, context: context)
        rootSize = context.grid.resolve(section.group.size, in: container)
        let waterfall = try WaterfallPlan.make(
            section.group, size: rootSize, scrollAxis: scrollAxis, context: context, kinds: &kinds,
            path: "section[\(index)].group")
        // A local, stored once at the end: read back from the stored property, it was copied twice a plan.
        let compiled =
            try waterfall?.root
            ?? GroupCompiler.compile(
                section.group, size: rootSize, grid: context.grid, environment: context.environment, kinds: &kinds,
                path: "section[\(index)].group")
        stamping = Stamping.choose(
            compiled, waterfall: waterfall, groupAxis: groupAxis, sizing: sizing,
            measuresSupplementaries: measuresSupplementaries, shortcuts: context.shortcuts)
        hasEstimatedBoundaryItems = section.boundarySupplementaryItems.contains {
            $0.size.width.isEstimated || $0.size.height.isEstimated
        }
        placementRepeats =
            context.shortcuts == .on && !stamping.storesInstanceStarts && compiled.supplementaries.isEmpty
            && compiled.template.supplementaries.isEmpty
        root = RootPlacement(
            section.group.edgeSpacing, size: compiled.template.size, advance: groupAxis, crossRoom: crossRoom,
            flexibleAcross: !orthogonal)
        // Spec D7: each negative spacing or inset once, with the overlap it causes.
        warnings =
            SectionPlan.rootWarning(section, index: index, rootSize: rootSize, room: container, context: context)
            + compiled.warnings
            + NegativeValues.entries(of: section, path: "section[\(index)]").map(NegativeValues.warning)
        group = compiled
        // spec B2: boundary items resolve against the section's (inset) width and the container's height.
        let boundaryContainer = Size(main: context.mainLength, cross: boundaryBand.length, axis: scrollAxis)
        boundarySizes = section.boundarySupplementaryItems.map { context.grid.resolve($0.size, in: boundaryContainer) }
        boundaryItems = section.boundarySupplementaryItems.map { BoundaryGeometry($0, kind: kinds.id($0.elementKind)) }
        decorationKinds = section.decorationItems.map { kinds.id($0.elementKind) }
        leadingBoundaryLength = SectionPlan.leadingLength(
            section.boundarySupplementaryItems, sizes: boundarySizes, context: context)
    }

    /// The root group's container (spec D4, spec D5): the section's band inside its insets across the scroll
    /// axis and the container's length along it; an orthogonal section's is its band across and the container
    /// inside its insets along.
    private static func rootContainer(
        orthogonal: Bool, insets: DirectionalInsets, band: ReferenceBand, crossRoom: Double, context: SolveContext
    ) -> Size {
        let scrollAxis = context.scrollAxis
        return orthogonal
            ? Size(main: max(0, context.mainLength - insets.total(scrollAxis)), cross: band.length, axis: scrollAxis)
            : Size(main: context.mainLength, cross: crossRoom, axis: scrollAxis)
    }

    /// How far the extending boundary items at the start of the scroll axis push the content: they overlay,
    /// so the furthest reach after its offset (spec B3, spec B4).
    static func leadingLength(
        _ items: [BoundarySupplementaryItem], sizes: [Size], context: SolveContext
    ) -> Double {
        var lead = 0.0
        for (item, size) in zip(items, sizes)
        where context.boundaryEdge(item.alignment, extends: item.extendsBoundary) == .leading {
            lead = max(lead, context.leadingReach(length: size[context.scrollAxis], offset: item.offset))
        }
        return lead
    }

    /// A section's insets across the scroll axis must fit in its reference band, else `insetsExceedLength`
    /// (the spec's choices, "Insets").
    private static func checkInsets(
        _ insets: DirectionalInsets, across crossAxis: Axis, fit band: ReferenceBand, index: Int
    ) throws {
        guard insets.total(crossAxis) > band.length else { return }
        let name = crossAxis == .horizontal ? "leading + trailing" : "top + bottom"
        throw LayoutError.insetsExceedLength(
            path: "section[\(index)].contentInsets (\(name))", insets: insets.total(crossAxis), length: band.length)
    }

    /// The root group across the scroll axis (spec S5): wider than the section, its cells leave it.
    private static func rootWarning(
        _ section: Section, index: Int, rootSize: Size, room: Size, context: SolveContext
    ) -> [LayoutWarning] {
        let c = context.scrollAxis.cross
        guard !section.orthogonalScrollingBehavior.isOrthogonal else { return [] }
        let edges = section.group.edgeSpacing
        let length = rootSize[c] + (edges.before(c)?.value ?? 0) + (edges.after(c)?.value ?? 0)
        guard length - room[c] > GroupCompiler.fitTolerance(candidateLength: length) else { return [] }
        return [
            LayoutWarning.crossOverflow(
                path: "section[\(index)].group", isGroup: true, axis: c, length: length, room: room[c],
                container: "section")
        ]
    }
}
