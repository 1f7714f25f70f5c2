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
        self.items = items
        self.sizes = sizes
        // spec B3, spec B4: the extending leading items overlay; the furthest reach before the content counts.
        self.contentStart = sections.boundary.leadingLength(items, sizes: sizes)
        self.sections = sections
    }

    /// What placing the items around the content gave: the content's extent along the scroll axis (spec B4:
    /// the union with the extending items, at least as far as every item reaches).
    struct Extent {
        let low: Double
        let high: Double
    }

    /// Places the items around the content, from `contentStart` to `contentEnd`, appending them to `out`.
    ///
    /// spec B3, spec B4 as for a section; spec B6: an item longer than the safe area's band across starts at
    /// the band's start, and the content grows along the scroll axis to hold every item (across, the content
    /// stays the container's: the engine's choice, which keeps right to left a mirror).
    func place(contentStart: Double, contentEnd: Double, into out: inout [ReferenceElement]) -> Extent {
        let m = sections.scrollAxis
        let placement = sections.boundary.place(
            items, sizes: sizes, crossMin: sections.crossStart, crossLength: sections.crossLength,
            contentMin: contentStart, contentMax: contentEnd, longAcrossAtStart: true)
        var high = placement.high
        for (item, frame) in zip(items, placement.frames) {
            let rounded = sections.grid.round(frame)
            high = max(high, rounded.max(m))
            out.append(
                ReferenceElement(
                    category: .supplementary, elementKind: item.elementKind, frame: rounded, zIndex: item.zIndex))
        }
        return Extent(low: placement.low, high: high)
    }
}
