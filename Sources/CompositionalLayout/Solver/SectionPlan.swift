/// A section description prepared for a container: validated, its root group resolved, and (unless its
/// items size themselves) its template solved once (spec G1).
struct SectionPlan: Sendable {
    let section: Section
    let orthogonal: Bool
    /// The axis its groups advance along: the scroll axis, or across it when orthogonal.
    let groupAxis: Axis
    /// The resolved size of the root group before estimation.
    let rootSize: Size
    /// The template shared by every instance (with estimates, not self-sized values).
    let template: GroupTemplate
    /// True when items size themselves per index path, so every instance is solved on its own.
    let selfSizing: Bool
    let itemsPerGroup: Int
    /// Boundary item sizes, resolved (spec B2).
    let boundarySizes: [Size]
    /// The template's overflow warnings, and the root group's own when it is wider than its section.
    let warnings: [LayoutWarning]

    /// True when any dimension in the tree is estimated.
    static func containsEstimated(_ group: Group) -> Bool {
        if group.size.width.isEstimated || group.size.height.isEstimated { return true }
        return group.subitems.contains { node in
            switch node {
            case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
            case .group(let g): containsEstimated(g)
            }
        }
    }

    init(
        section: Section, index: Int, context: SolveContext, sizing: SizingCallback?
    ) throws {
        try Validation.check(section, "section[\(index)]")
        self.section = section
        let m = context.scrollAxis
        let c = m.cross
        orthogonal = section.orthogonalScrollingBehavior.isOrthogonal
        groupAxis = orthogonal ? c : m
        let insets = section.contentInsets
        if !orthogonal && insets.total(c) > context.crossLength {
            let name = c == .horizontal ? "leading + trailing" : "top + bottom"
            throw LayoutError.insetsExceedLength(
                path: "section[\(index)].contentInsets (\(name))", insets: insets.total(c), length: context.crossLength)
        }
        // D4 / D5: the root group's container.
        let container: Size
        if orthogonal {
            container = Size(main: max(0, context.mainLength - insets.total(m)), cross: context.crossLength, axis: m)
        } else {
            container = Size(main: context.mainLength, cross: max(0, context.crossLength - insets.total(c)), axis: m)
        }
        rootSize = context.grid.resolve(section.group.size, in: container)
        let selfSizing = sizing != nil && SectionPlan.containsEstimated(section.group)
        let first = try GroupTemplateBuilder.solve(
            section.group, size: rootSize, grid: context.grid, environment: context.environment,
            sizing: nil, section: index, firstItem: 0, path: "section[\(index)].group")
        template = first
        var warnings = first.warnings
        // The root group across the scroll axis (spec S5): wider than the section, its cells leave it.
        if !orthogonal {
            let edges = section.group.edgeSpacing
            let length = rootSize[c] + (edges.before(c)?.value ?? 0) + (edges.after(c)?.value ?? 0)
            if length - container[c] > GroupTemplateBuilder.fitTolerance(candidateLength: length) {
                warnings.insert(
                    LayoutWarning.crossOverflow(
                        path: "section[\(index)].group", isGroup: true, axis: c, length: length, room: container[c],
                        container: "section"), at: 0)
            }
        }
        self.warnings = warnings
        self.selfSizing = selfSizing
        itemsPerGroup = first.leaves.count
        // B2: boundary items resolve against the section's (inset) width and the container's height.
        let boundaryCross =
            section.supplementariesFollowContentInsets
            ? max(0, context.crossLength - insets.total(c)) : context.crossLength
        let boundaryContainer = Size(main: context.mainLength, cross: boundaryCross, axis: m)
        boundarySizes = section.boundarySupplementaryItems.map { context.grid.resolve($0.size, in: boundaryContainer) }
    }
}

/// Facts shared by every section of one solve.
struct SolveContext: Sendable {
    let environment: LayoutEnvironment
    let grid: PixelGrid
    let scrollAxis: Axis
    /// Where sections start across the scroll axis (the safe-area leading inset) and how long they are.
    let crossStart: Double
    let crossLength: Double
    /// The container's length along the scroll axis.
    let mainLength: Double
}
