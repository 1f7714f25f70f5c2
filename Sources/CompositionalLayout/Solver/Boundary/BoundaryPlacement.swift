/// Where a boundary item sits along the scroll axis (spec B3): before or after its host's content
/// rectangle (extending items on an edge of the scroll axis, corners included), beside it (extending
/// side items), or inside it.
enum BoundaryEdge {
    case leading, trailing, side, inside
}

/// The extent of a host (a section, or the whole content for layout-wide items) around its content
/// rectangle once its boundary items are placed (spec B4, spec B5), along the scroll axis.
struct BoundaryUnion {
    /// The union of the content rectangle and the extending items' slots after their offsets.
    var start: Double
    var end: Double
    /// Where the host ends without its extending trailing items: a pinned leading item stops there (spec B5).
    var endWithoutTrailing: Double
    /// Where the host starts without its extending leading items: a pinned trailing item stops there.
    var startWithoutLeading: Double
}

extension SolveContext {
    /// Which side of its host's content rectangle an item takes along the scroll axis (spec B3).
    @inline(__always)
    func boundaryEdge(_ alignment: BoundaryAlignment, extends: Bool) -> BoundaryEdge {
        guard extends else { return .inside }
        let unit = mainUnit(alignment)
        return unit == 0 ? .leading : unit == 1 ? .trailing : .side
    }

    /// How far an extending leading item of `length`, moved by `offset` along the scroll axis, reaches before
    /// its host's content (spec B3, spec B4): items on one edge overlay, so the host's content starts after
    /// the largest of these.
    @inline(__always)
    func leadingReach(length: Double, offset: Point) -> Double {
        max(0, length - offset.along(scrollAxis))
    }

    /// Places boundary items around a content rectangle from `contentMin` to `contentMax` along the scroll
    /// axis and across the band from `crossMin`, `crossLength` long (spec B3, spec B4, spec B6, spec B7).
    ///
    /// Items on the same edge overlay each other against the content's edge; a side item is centred along
    /// the host's frame made by the content and its edge items, or starts there when it is longer; the offset
    /// is added last, then the item's own content insets shrink it. With `longAcrossAtStart` (layout-wide
    /// items, spec B6), an item longer than the band across the scroll axis starts at the band's start.
    /// `place` receives each item's index and frame. Returns the host's extent.
    /// - Complexity: O(b), b = items; allocates nothing.
    func arrangeBoundary(
        count: Int, geometry: (Int) -> BoundaryGeometry, size: (Int) -> Size, crossMin: Double, crossLength: Double,
        contentMin: Double, contentMax: Double, longAcrossAtStart: Bool = false, place: (Int, Rect) -> Void
    ) -> BoundaryUnion {
        let m = scrollAxis
        let c = m.cross
        // The host's frame made by the content and its edge items, which side items are centred along.
        var edgeMin = contentMin
        var edgeMax = contentMax
        for i in 0..<count {
            let g = geometry(i)
            let edge = boundaryEdge(g.alignment, extends: g.extendsBoundary)
            guard edge == .leading || edge == .trailing else { continue }
            let length = size(i)[m]
            let start = (edge == .leading ? contentMin - length : contentMax) + g.offset.along(m)
            edgeMin = min(edgeMin, start)
            edgeMax = max(edgeMax, start + length)
        }
        var union = BoundaryUnion(
            start: contentMin, end: contentMax, endWithoutTrailing: contentMax, startWithoutLeading: contentMin)
        for i in 0..<count {
            let g = geometry(i)
            let itemSize = size(i)
            let length = itemSize[m]
            let edge = boundaryEdge(g.alignment, extends: g.extendsBoundary)
            let start: Double
            switch edge {
            case .leading: start = contentMin - length
            case .trailing: start = contentMax
            case .side:
                let room = edgeMax - edgeMin
                start = length <= room ? edgeMin + (room - length) / 2 : edgeMin
            case .inside: start = contentMin + (contentMax - contentMin - length) * mainUnit(g.alignment)
            }
            let main = start + g.offset.along(m)
            let crossSize = itemSize[c]
            let crossUnit = c == .horizontal ? g.alignment.unitPoint.x : g.alignment.unitPoint.y
            let cross =
                (longAcrossAtStart && crossSize > crossLength
                    ? crossMin : crossMin + (crossLength - crossSize) * crossUnit) + g.offset.along(c)
            if edge != .inside {
                union.start = min(union.start, main)
                union.end = max(union.end, main + length)
                if edge != .trailing { union.endWithoutTrailing = max(union.endWithoutTrailing, main + length) }
                if edge != .leading { union.startWithoutLeading = min(union.startWithoutLeading, main) }
            }
            let slot = Rect(mainOrigin: main, crossOrigin: cross, mainLength: length, crossLength: crossSize, axis: m)
            place(i, slot.inset(by: g.contentInsets))
        }
        return union
    }
}

extension SolverRun {
    /// Places a section's boundary items (headers, footers: spec B1 to spec B4) around its content rect,
    /// relative to the section's start, at their `measured` sizes or the plan's; returns the host's extent
    /// and how far the items poke out of it.
    ///
    /// The extent may start before 0 when an item's offset or a side item reaches before the leading items'
    /// reach; the caller then places the section again further in (spec B4).
    mutating func placeBoundaryItems(
        _ plan: SectionPlan, section s: Int, extent: SectionExtent, measured: [Size]?
    ) throws -> (union: BoundaryUnion, overhang: Double) {
        let count = plan.boundaryItems.count
        guard count > 0 else { return try noBoundaryItems(section: s, extent: extent) }
        let out = boundary.reserve(section: s, limit: count)
        // Plain values kept by the plan, kinds interned: no item is copied and no string hashed per section;
        // the plan's arrays are read in place, not retained.
        let union = context.arrangeBoundary(
            count: count, geometry: { plan.boundaryItems[$0] }, size: { measured?[$0] ?? plan.boundarySizes[$0] },
            crossMin: plan.boundaryBand.start, crossLength: plan.boundaryBand.length,
            contentMin: extent.contentRectStart, contentMax: extent.contentRectEnd
        ) { i, frame in
            let g = plan.boundaryItems[i]
            (out + i).initialize(
                to: BoundaryRecord(
                    frame: frame, kind: g.kind, zIndex: g.zIndex, section: s, alignment: g.alignment,
                    pinned: g.pinned))
        }
        boundary.commit(section: s, count: count)
        guard union.start.isFinite, union.end.isFinite else { throw LayoutError.nonFiniteFrame(section: s, item: 0) }
        var overhang = 0.0
        let start = min(0, union.start)
        for i in 0..<count {
            let f = out[i].frame
            guard f.isFinite, (f.maxX + f.maxY).isFinite else { throw LayoutError.nonFiniteFrame(section: s, item: 0) }
            overhang = max(overhang, start - f.min(context.scrollAxis), f.max(context.scrollAxis) - union.end)
        }
        return (union, overhang)
    }

    /// `placeBoundaryItems` for a section with none, the common case: `arrangeBoundary`'s union for no items
    /// (the content rect), no overhang and an empty store, with the same finite check.
    ///
    /// The general steps cost a section with no boundary items about 190 instructions, these about 110
    /// (callgrind, the 200-item app-shaped layout of 20 sections: 642.0 -> 633.9 instructions an item).
    private mutating func noBoundaryItems(section s: Int, extent: SectionExtent) throws
        -> (union: BoundaryUnion, overhang: Double)
    {
        boundary.setEmpty(section: s)
        let union = BoundaryUnion(
            start: extent.contentRectStart, end: extent.contentRectEnd, endWithoutTrailing: extent.contentRectEnd,
            startWithoutLeading: extent.contentRectStart)
        guard union.start.isFinite, union.end.isFinite else { throw LayoutError.nonFiniteFrame(section: s, item: 0) }
        return (union, 0)
    }
}
