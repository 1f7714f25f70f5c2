extension SolveContext {
    /// Places a boundary item around a host content range (spec B3, spec B4); extending items stack outwards
    /// from `before` (leading) and `after` (trailing); its own content insets then shrink it (spec B7).
    func boundaryFrame(
        _ item: BoundaryGeometry, size: Size, crossMin: Double, crossLength: Double, contentMin: Double,
        contentMax: Double, before: inout Double, after: inout Double
    ) -> Rect {
        let crossAxis = scrollAxis.cross
        let unit = item.alignment.unitPoint
        let crossUnit = crossAxis == .horizontal ? unit.x : unit.y
        let mu = mainUnit(item.alignment)
        let crossPos = crossMin + (crossLength - size[crossAxis]) * crossUnit
        let mainPos: Double
        if item.extendsBoundary && mu == 0 {
            mainPos = before
            before += size[scrollAxis]
        } else if item.extendsBoundary && mu == 1 {
            mainPos = after
            after += size[scrollAxis]
        } else {
            mainPos = contentMin + (contentMax - contentMin - size[scrollAxis]) * mu
        }
        return Rect(
            mainOrigin: mainPos, crossOrigin: crossPos, mainLength: size[scrollAxis], crossLength: size[crossAxis],
            axis: scrollAxis
        )
        .offsetBy(dx: item.offset.x, dy: item.offset.y).inset(by: item.contentInsets)
    }
}

extension SolverRun {
    /// Places a section's boundary items (headers, footers: spec B1 to spec B4) around its content rect,
    /// relative to the section's start; returns where the section ends and how far the items poke out of it.
    mutating func placeBoundaryItems(
        _ plan: SectionPlan, section s: Int, extent: SectionExtent, sizes: [Size]
    ) throws -> (end: Double, overhang: Double) {
        let crossMin = plan.boundaryBand.start
        let crossLength = plan.boundaryBand.length
        var before = 0.0
        var after = extent.contentRectEnd
        let items = plan.boundaryItems
        let out = boundary.reserve(section: s, limit: items.count)
        var overhang = 0.0
        // Plain values kept by the plan, kinds interned: no item is copied and no string hashed per section.
        for i in items.indices {
            let frame = context.boundaryFrame(
                items[i], size: sizes[i], crossMin: crossMin, crossLength: crossLength,
                contentMin: extent.contentRectStart, contentMax: extent.contentRectEnd, before: &before, after: &after)
            (out + i).initialize(
                to: BoundaryRecord(
                    frame: frame, kind: items[i].kind, zIndex: items[i].zIndex, section: s,
                    alignment: items[i].alignment, pinned: items[i].pinned))
        }
        boundary.commit(section: s, count: items.count)
        let end = max(after, extent.contentRectEnd)
        guard end.isFinite else { throw LayoutError.nonFiniteFrame(section: s, item: 0) }
        for i in 0..<items.count {
            let f = out[i].frame
            guard f.isFinite, (f.maxX + f.maxY).isFinite else { throw LayoutError.nonFiniteFrame(section: s, item: 0) }
            overhang = max(overhang, -f.min(context.scrollAxis), f.max(context.scrollAxis) - end)
        }
        return (end, overhang)
    }
}
