/// What stacking the sections gave: the content size, the layout-wide boundary items, and how far any
/// element pokes out of its section (for queries).
struct StackResult {
    let contentSize: Size
    let layoutBoundary: [BoundaryRecord]
    let overhang: Double
    /// The space before all content along the scroll axis (spec L7); 0 unless short content ends at the end.
    var leadingSpace = 0.0
    /// Where the content's union with the extending layout-wide items starts (spec B4, spec B6).
    var unionStart = 0.0
    /// The largest overhang of any section, before the pixel grid's slack is added (`overhang` has it).
    var sectionsOverhang = LargestOverhang()
}

extension SolverRun {
    /// Moves every placed section to its place along the scroll axis, one after the other with the layout's
    /// spacing (spec L1), after the extending leading layout boundary items (spec B6); then places the
    /// layout-wide boundary items around all sections and sizes the content.
    ///
    /// Only section frames move: a section's elements are stored relative to its start.
    ///
    /// Spec L7: with `shortContentAlignment` `.end`, content shorter than the visible length is stacked
    /// again after a leading space that makes it end where the visible area does. A re-solve whose
    /// `previousLeadingSpace` was not 0 stacks every section again.
    ///
    /// A re-solve passes the last section it placed again as `lastChanged`: a later section that lands
    /// exactly where it was, with its cells where they were, ends the stacking, as every section after it
    /// would land where it was too (the same sums from the same start).
    ///
    /// `knownOverhang`, when a re-solve knows it, is the largest overhang of every section as placed now,
    /// so that sections that do not move need not be read.
    mutating func stackSections(
        from first: Int = 0, lastChanged: Int = .max, knownOverhang: LargestOverhang? = nil,
        previousLeadingSpace: Double = 0
    ) throws -> StackResult {
        let scrollAxis = context.scrollAxis
        let container = Size(main: context.mainLength, cross: context.crossLength, axis: scrollAxis)
        let items = layout.configuration.boundarySupplementaryItems
        // Spec E4: layout-wide items are asked about at index path (0, 0), once per solve.
        let sizes = try items.map {
            try BoundarySizes.measure(
                $0, proposed: context.grid.resolve($0.size, in: container), at: IndexPath(section: 0, item: 0),
                sizing: data.supplementarySizing, section: 0)
        }
        var result =
            previousLeadingSpace == 0
            ? try stack(
                items, sizes: sizes, from: first, leadingSpace: 0, settledAfter: lastChanged,
                knownOverhang: knownOverhang)
            : try stack(items, sizes: sizes, from: 0, leadingSpace: 0)
        if layout.configuration.shortContentAlignment == .end {
            let visible = context.mainLength - context.environment.container.contentInsets.total(scrollAxis)
            let space = max(0, visible - result.contentSize[scrollAxis])
            if space > 0 { result = try stack(items, sizes: sizes, from: 0, leadingSpace: space) }
        }
        return result
    }

    /// Stacks the sections from `first` on after `leadingSpace` and the extending leading layout-wide items
    /// of `sizes`, then places the layout-wide items.
    ///
    /// The content is the union of the sections and the extending items (spec B4, spec B6): when an item
    /// reaches before `leadingSpace`, every section is stacked once more, `extraLead` further in. Sections
    /// after `settledAfter` that land where they were end the stacking (see `stackSections`).
    private mutating func stack(
        _ items: [BoundarySupplementaryItem], sizes: [Size], from first: Int, leadingSpace: Double,
        extraLead: Double = 0, settledAfter: Int = .max, knownOverhang: LargestOverhang? = nil
    ) throws -> StackResult {
        let scrollAxis = context.scrollAxis
        let config = layout.configuration
        let spacing = config.interSectionSpacing
        let start = min(first, sections.count)
        // A re-solve keeps the sections before `start`, and so where the first one was stacked.
        let contentStart =
            start > 0
            ? sections[0].placedStart
            : leadingSpace + SectionPlan.leadingLength(items, sizes: sizes, context: context) + extraLead
        // Spec L6: sections before `start` may already be mirrored; their placed start is not.
        var cursor =
            start > 0 ? sections[start - 1].placedStart + sections[start - 1].frame.length(scrollAxis) : contentStart
        var cellStart = start > 0 ? sections[start - 1].cellRange.upperBound : 0
        var overhang = knownOverhang ?? LargestOverhang()
        // Spec L3: the content ends where the furthest section does; spec D7: with a negative inter-section
        // spacing that need not be the last one, so no section may be skipped then.
        var furthest = cursor
        let overlapping = spacing < 0
        let context = self.context
        sections.withUnsafeMutableBufferPointer { sections in
            if knownOverhang == nil { for s in 0..<start { overhang.include(sections[s].overhang, section: s) } }
            if overlapping {
                for s in 0..<start {
                    furthest = max(furthest, sections[s].placedStart + sections[s].frame.length(scrollAxis))
                }
            }
            var move = SectionMove(cursor: cursor, cellStart: cellStart, furthest: furthest, overhang: overhang)
            if context.mirrorWidth == nil {
                // Only the first section after `settledAfter` is asked whether it settled: past it, each one
                // moved as it did.
                let settleCheck = settledAfter == .max || overlapping ? -1 : settledAfter + 1
                move.moveReported(
                    sections, from: start, spacing: spacing, settleCheck: settleCheck, scrollAxis: scrollAxis,
                    overhangKnown: knownOverhang != nil)
            } else {
                move.moveMirrored(sections, from: start, spacing: spacing, context: context)
            }
            (cursor, cellStart, furthest, overhang) = (move.cursor, move.cellStart, move.furthest, move.overhang)
        }
        var result = try placeLayoutBoundary(
            items, sizes: sizes, leadingSpace: leadingSpace, contentStart: contentStart,
            contentEnd: sections.isEmpty ? contentStart : furthest, overhang: overhang.value + context.grid.slack)
        result.sectionsOverhang = overhang
        if result.unionStart < leadingSpace && extraLead == 0 {
            return try stack(
                items, sizes: sizes, from: 0, leadingSpace: leadingSpace, extraLead: leadingSpace - result.unionStart)
        }
        return result
    }

    /// Places the layout-wide boundary items around all sections (spec B6) and sizes the content.
    ///
    /// They follow the sections' rules (spec B3, spec B4) with the whole content as host; one longer than the
    /// container across the scroll axis starts at its start. Along the scroll axis the content grows to hold
    /// every item; across it stays the container's, so right to left stays an exact mirror (spec B6).
    private mutating func placeLayoutBoundary(
        _ items: [BoundarySupplementaryItem], sizes: [Size], leadingSpace: Double, contentStart: Double,
        contentEnd: Double, overhang: Double
    ) throws -> StackResult {
        let scrollAxis = context.scrollAxis
        let geometry = items.map { BoundaryGeometry($0, kind: kinds.id($0.elementKind)) }
        var records: [BoundaryRecord] = []
        records.reserveCapacity(items.count)
        let union = context.arrangeBoundary(
            count: items.count, geometry: { geometry[$0] }, size: { sizes[$0] }, crossMin: context.crossStart,
            crossLength: context.crossLength, contentMin: contentStart, contentMax: contentEnd, longAcrossAtStart: true
        ) { i, frame in
            records.append(
                BoundaryRecord(
                    frame: context.output(context.grid.round(frame)), kind: geometry[i].kind,
                    zIndex: geometry[i].zIndex, section: -1, alignment: geometry[i].alignment,
                    pinned: geometry[i].pinned))
        }
        var contentMain = union.end
        for i in records.indices {
            // spec B5: a pinned item stops where the other edge's extending items begin.
            let unit = context.mainUnit(records[i].alignment)
            records[i].hostMin = unit == 1 ? union.startWithoutLeading : union.start
            records[i].hostMax = unit == 0 ? union.endWithoutTrailing : union.end
            contentMain = max(contentMain, records[i].frame.max(scrollAxis))
        }
        // spec R2: a non-finite frame is an error, never an output.
        guard contentMain.isFinite, records.allSatisfy({ $0.frame.isFinite }) else {
            throw LayoutError.nonFiniteFrame(section: max(0, sections.count - 1), item: 0)
        }
        return StackResult(
            contentSize: Size(
                main: contentMain, cross: context.environment.container.contentSize[scrollAxis.cross], axis: scrollAxis),
            layoutBoundary: records,
            overhang: overhang, leadingSpace: leadingSpace, unionStart: union.start)
    }
}

/// Where stacking the sections stands (`SolverRun.stack`): the next section's start, the next cell range's
/// start, the furthest section end and the largest overhang.
struct SectionMove {
    var cursor: Double
    var cellStart: Int
    var furthest: Double
    var overhang: LargestOverhang

    /// Moves the sections from `start` on, left to right with frames reported as placed: only the start along
    /// the scroll axis moves (spec L1).
    ///
    /// A section numbered `settleCheck` that lands where it was, with its cells where they were, has settled:
    /// it and every later one are where they were, and the move ends (a re-solve, `stackSections`).
    ///
    /// What does not change from section to section is decided here, once: the settle check, the first
    /// section's missing spacing, the axis, and whether the overhangs are already known (a re-solve knows
    /// them). The loop that remains (`moveRun`) is what a re-solve pays per later section: it took 26
    /// instructions a section with those tests inside it, and 13 without (callgrind, the row-adding change).
    @inline(__always)
    mutating func moveReported(
        _ sections: UnsafeMutableBufferPointer<SolvedSection>, from start: Int, spacing: Double, settleCheck: Int,
        scrollAxis: Axis, overhangKnown: Bool
    ) {
        var s = start
        if settleCheck >= start && settleCheck < sections.count {
            moveRun(sections, s..<settleCheck, spacing: spacing, scrollAxis: scrollAxis, overhangKnown: overhangKnown)
            s = settleCheck
            let candidate = s > 0 ? cursor + spacing : cursor
            if sections[s].placedStart == candidate && sections[s].cellRange.lowerBound == cellStart {
                let last = sections.count - 1
                cursor = sections[last].placedStart + sections[last].frame.length(scrollAxis)
                furthest = max(furthest, cursor)
                if !overhangKnown {
                    for t in s..<sections.count { overhang.include(sections[t].overhang, section: t) }
                }
                return
            }
        }
        moveRun(sections, s..<sections.count, spacing: spacing, scrollAxis: scrollAxis, overhangKnown: overhangKnown)
    }

    /// `moveReported`'s steps for the sections of `range`, none of them the settle check.
    @inline(__always)
    private mutating func moveRun(
        _ sections: UnsafeMutableBufferPointer<SolvedSection>, _ range: Range<Int>, spacing: Double,
        scrollAxis: Axis, overhangKnown: Bool
    ) {
        guard !range.isEmpty else { return }
        switch (scrollAxis, overhangKnown) {
        case (.vertical, true): moveRun(sections, range, spacing: spacing, StaticVertical.self, includesOverhang: false)
        case (.vertical, false): moveRun(sections, range, spacing: spacing, StaticVertical.self, includesOverhang: true)
        case (.horizontal, true):
            moveRun(sections, range, spacing: spacing, StaticHorizontal.self, includesOverhang: false)
        case (.horizontal, false):
            moveRun(sections, range, spacing: spacing, StaticHorizontal.self, includesOverhang: true)
        }
    }

    /// `moveRun` for one scroll axis, with or without the overhangs: section `s` starts `spacing` after the
    /// one before it (none before section 0), and its cells after the ones before.
    ///
    /// Counts were checked to add up below the item limit, so the cell range cannot overflow; the cursor is
    /// never NaN (finite lengths).
    @inline(__always)
    private mutating func moveRun<Scroll: StaticAxis>(
        _ sections: UnsafeMutableBufferPointer<SolvedSection>, _ range: Range<Int>, spacing: Double,
        _: Scroll.Type, includesOverhang: Bool
    ) {
        var (cursor, cellStart, furthest, overhang) = (self.cursor, self.cellStart, self.furthest, self.overhang)
        @inline(__always) func place(_ s: Int) {
            let length: Double
            if Scroll.axis == .vertical {
                length = sections[s].frame.height
                sections[s].frame.y = cursor
            } else {
                length = sections[s].frame.width
                sections[s].frame.x = cursor
            }
            sections[s].placedStart = cursor
            let count = sections[s].itemCount
            sections[s].cellRange = Range(uncheckedBounds: (cellStart, cellStart &+ count))
            cellStart &+= count
            cursor += length
            furthest = maxOfNumbers(furthest, cursor)
            if includesOverhang { overhang.include(sections[s].overhang, section: s) }
        }
        var s = range.lowerBound
        if s == 0 {
            // No spacing before the first section.
            place(0)
            s = 1
        }
        while s < range.upperBound {
            cursor += spacing
            place(s)
            s &+= 1
        }
        (self.cursor, self.cellStart, self.furthest, self.overhang) = (cursor, cellStart, furthest, overhang)
    }

    /// Moves the sections from `start` on, right to left in a vertical layout: each frame is mirrored in the
    /// container's width as it is placed (spec L6), with the same sums as a full solve in the same order, so a
    /// re-solve moves sections bit for bit.
    @inline(__always)
    mutating func moveMirrored(
        _ sections: UnsafeMutableBufferPointer<SolvedSection>, from start: Int, spacing: Double, context: SolveContext
    ) {
        let scrollAxis = context.scrollAxis
        for s in start..<sections.count {
            if s > 0 { cursor += spacing }
            let length = sections[s].frame.length(scrollAxis)
            // Across, the section keeps the extent it was placed with (spec S4, spec S10); output is its own
            // inverse.
            let placed = context.output(sections[s].frame)
            sections[s].frame = context.output(
                Rect(
                    mainOrigin: cursor, crossOrigin: placed.min(scrollAxis.cross), mainLength: length,
                    crossLength: placed.length(scrollAxis.cross), axis: scrollAxis))
            sections[s].placedStart = cursor
            sections[s].cellRange = cellStart..<(cellStart + sections[s].itemCount)
            cellStart += sections[s].itemCount
            cursor += length
            furthest = max(furthest, cursor)
            overhang.include(sections[s].overhang, section: s)
        }
    }
}
