import CompositionalLayout

/// spec B6: the layout-wide boundary items, with the whole content as their host.
///
/// Sized first (spec B2 with the safe area's band, spec E4 with index path (0, 0)): the extending leading
/// ones shift every section. Placed last, around the content, in the safe area's band.
struct ReferenceLayoutBoundary {
    /// The configuration's boundary items.
    let items: [BoundarySupplementaryItem]
    /// Their sizes, in order.
    let sizes: [Size]
    /// Where the first section starts: after the extending leading items.
    let contentStart: Double
    /// The section solver, for its grid, boundary rules and safe-area band.
    let sections: ReferenceSectionSolver

    /// Sizes the configuration's boundary items and finds where the content starts.
    init(_ configuration: LayoutConfiguration, sections: ReferenceSectionSolver) throws {
        let m = sections.scrollAxis
        let container = Size(main: sections.mainLength, cross: sections.crossLength, axis: m)
        let items = configuration.boundarySupplementaryItems
        let sizes = try items.map {
            try sections.boundarySize($0, resolved: sections.grid.size($0.size, in: container), section: 0)
        }
        var cursor = 0.0
        for (item, itemSize) in zip(items, sizes) where sections.boundary.extendsBefore(item) {
            cursor += itemSize[m]
        }
        self.items = items
        self.sizes = sizes
        self.contentStart = cursor
        self.sections = sections
    }

    /// Places the items around the content, which starts after `leadingSpace` (spec L7) and the extending
    /// leading items and ends at `contentEnd` (spec B3, spec B4), appending them to `out`; returns the
    /// content's length on the scroll axis, at least as far as every item reaches.
    func place(contentEnd: Double, leadingSpace: Double, into out: inout [ReferenceElement]) -> Double {
        let m = sections.scrollAxis
        var before = leadingSpace
        var after = contentEnd
        var contentMain = contentEnd
        var placed: [ReferenceElement] = []
        for (item, itemSize) in zip(items, sizes) {
            let frame = sections.grid.round(
                sections.boundary.frame(
                    item, size: itemSize, crossMin: sections.crossStart, crossLength: sections.crossLength,
                    contentMin: leadingSpace + contentStart, contentMax: contentEnd, before: &before,
                    after: &after))
            placed.append(
                ReferenceElement(
                    category: .supplementary, elementKind: item.elementKind, frame: frame, zIndex: item.zIndex)
            )
        }
        contentMain = max(contentMain, after)
        for e in placed { contentMain = max(contentMain, e.frame.max(m)) }
        out += placed
        return contentMain
    }
}
