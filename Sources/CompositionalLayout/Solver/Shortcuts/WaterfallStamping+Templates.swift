// Shortcut. Shape: a waterfall whose items keep their templates (`Stamping.waterfallTemplates`).
// General twin: `stampWaterfall` (`Stamping.waterfall`).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

extension SolverRun {
    /// Stamps a waterfall section (spec G13) whose items all keep their templates (no sizing callback
    /// answers them), hold one leaf each and carry no attached supplementaries (`Stamping.waterfallTemplates`,
    /// admitted by `WaterfallPlan.templateTable`).
    ///
    /// The per-item bookkeeping of `stampWaterfall` is settled once per section from a table of the listed
    /// items: their finite check, their reach, and the section's extents (starts ascend, as every advance is
    /// at least 0). Per item only the column choice, one start and one frame remain, with the columns in
    /// registers up to eight. Results equal `stampWaterfall`'s bit for bit. Contract: MUST NOT allocate per item.
    /// - Complexity: O(n) for n items in up to 8 columns, O(n log c) in c columns beyond.
    mutating func stampWaterfallTemplates(
        _ plan: SectionPlan, _ w: WaterfallPlan, _ planned: WaterfallTemplateTable, section s: Int, count n: Int,
        origin: ContentOrigin
    ) throws -> InstanceRun {
        guard case (var run, let length)? = placeTemplates(plan, w, planned, section: s, count: n, origin: origin)
        else {
            // Not reached: `WaterfallPlan.templateTable` admitted every listed item, so every table qualifies.
            return try stampWaterfall(plan, w, section: s, count: n, origin: origin)
        }
        try finishWaterfall(&run, plan, w, length: length, base: origin.firstGroupStart + w.insetBefore, section: s)
        return run
    }

    /// `stampWaterfallTemplates`' placement: the run and the furthest item end, or nil when the table of the
    /// first `n` listed items does not qualify (`WaterfallTemplateTable`); `planned` is the table of every
    /// listed item, which is that table when `n` reaches every listed item.
    private mutating func placeTemplates(
        _ plan: SectionPlan, _ w: WaterfallPlan, _ planned: WaterfallTemplateTable, section s: Int, count n: Int,
        origin: ContentOrigin
    ) -> (run: InstanceRun, length: Double)? {
        let axis = plan.groupAxis
        let spacing = w.waterfall.itemSpacing
        guard n > 0,
            let table =
                n >= w.items.count
                ? planned : WaterfallTemplateTable(w, count: n, axis: axis, spacing: spacing, sizing: data.sizer != nil)
        else { return nil }
        let slack = context.grid.slack
        let base = origin.firstGroupStart + w.insetBefore
        let acrossBase = origin.acrossPosition + w.insetAcross
        let columnStride = w.columnLength + w.waterfall.columnSpacing
        let out = cells.reserve(section: s, limit: n)
        let starts = startsAndLengths.reserve(section: s, limit: n)
        _ = attached.reserve(section: s, limit: 0)
        let placed = withUnsafeTemporaryAllocation(of: Double.self, capacity: w.columnCount) { acrosses in
            // Where each column sits across the axis, read by index: no conversion and no branch per item.
            for c in 0..<w.columnCount { acrosses.initializeElement(at: c, to: acrossBase + Double(c) * columnStride) }
            return table.items.withUnsafeBufferPointer { items in
                let stamp = TemplateStamp(
                    items: items, base: base, acrosses: UnsafeBufferPointer(acrosses),
                    vertical: axis == .vertical, out: out, starts: starts)
                return stamp.place(n, columnCount: w.columnCount)
            }
        }
        cells.commit(section: s, count: n)
        startsAndLengths.commit(section: s, count: n)
        attached.commit(section: s, count: 0)
        // What `InstanceRun.include` and `noteStart` would have folded item by item: the first item takes
        // column 0 (every next start is 0, the leading column wins the tie) and across positions grow with
        // the column, so the extremes across are at column 0 and the furthest column used.
        var run = InstanceRun(firstGroupStart: origin.firstGroupStart)
        run.groupCount = n
        run.acrossLength = plan.group.template.size[axis.cross]
        run.instanceMin = table.lo - slack
        run.instanceMax = table.hi + slack
        let firstAcross = acrossBase + Double(0) * columnStride
        let lastAcross = acrossBase + Double(placed.lastColumn) * columnStride
        run.acrossMin = min(firstAcross + table.crossLo - slack, lastAcross + table.crossLo - slack)
        run.acrossMax = max(firstAcross + table.crossHi + slack, lastAcross + table.crossHi + slack)
        run.minStart = starts[0]
        run.maxStart = starts[n - 1]
        run.lastStart = starts[n - 1]
        return (run, placed.length)
    }
}

/// A waterfall's listed items as `stampWaterfallTemplates` reads them, and what their frames reach,
/// folded once per section in the order `InstanceRun.include` would meet them.
struct WaterfallTemplateTable: Sendable {
    /// Item i uses `items[i % items.count]`.
    var items: [WaterfallTemplateItem] = []
    /// The smallest and largest reach along the group axis, and the reach across it (the same for every
    /// listed item, else the table is not made).
    var lo = Double.infinity
    var hi = -Double.infinity
    var crossLo = 0.0
    var crossHi = 0.0

    /// The table of `w`'s items for `n` items, or nil when an item is measured (`sizing` and a measured
    /// leaf), has more than one leaf or an attached supplementary, has a frame that is not finite or empty
    /// along the axis, reaches across differently from item 0, or has a negative advance: `stampWaterfall`
    /// handles those (and throws the errors).
    init?(_ w: WaterfallPlan, count n: Int, axis: Axis, spacing: Double, sizing: Bool) {
        let used = min(n, w.items.count)
        for (j, item) in w.items.enumerated() {
            guard !(sizing && !item.measuredLeaves.isEmpty), item.template.leaves.count == 1,
                item.template.supplementaries.isEmpty
            else { return nil }
            guard j < used else { continue }
            let scan = item.template.leaves.withUnsafeBufferPointer {
                InstanceScan(
                    leaves: $0, supplementaries: UnsafeBufferPointer(start: nil, count: 0), used: 1, axis: axis)
            }
            let advance = item.template.size[axis] + spacing
            guard scan.finite, scan.lo <= scan.hi, advance >= 0, advance.isFinite else { return nil }
            if j == 0 {
                (crossLo, crossHi) = (scan.crossLo, scan.crossHi)
            } else if scan.crossLo != crossLo || scan.crossHi != crossHi {
                return nil
            }
            lo = min(lo, scan.lo)
            hi = max(hi, scan.hi)
            items.append(
                WaterfallTemplateItem(
                    advance: advance, reach: max(item.template.size[axis], scan.allReach),
                    leaf: item.template.leaves[0]))
        }
    }
}

extension WaterfallPlan {
    /// The predicate of `Stamping.waterfallTemplates`, with the table it admits: every listed item keeps its
    /// template along `axis` (with a sizing callback when `sizing`), holds one leaf, has no attached
    /// supplementary, and has the finite frames, advance of at least 0 and reach across the table needs.
    func templateTable(axis: Axis, sizing: Bool) -> WaterfallTemplateTable? {
        WaterfallTemplateTable(self, count: items.count, axis: axis, spacing: waterfall.itemSpacing, sizing: sizing)
    }
}

/// A listed item: how far it moves its column's next start (its length plus the item spacing), how far
/// it reaches from its start (spec G13's item end), and its leaf frame relative to its start.
struct WaterfallTemplateItem: Sendable {
    let advance: Double
    let reach: Double
    let leaf: Rect
}

/// The placement loop of `stampWaterfallTemplates`, over any column picker.
private struct TemplateStamp {
    let items: UnsafeBufferPointer<WaterfallTemplateItem>
    let base: Double
    /// Where each column sits across the axis (spec G13).
    let acrosses: UnsafeBufferPointer<Double>
    let vertical: Bool
    let out: UnsafeMutablePointer<Rect>
    let starts: UnsafeMutablePointer<Double>

    /// Places `n` items in `columnCount` columns: writes their starts and frames; returns the furthest item end
    /// from the first start and the furthest column used.
    ///
    /// The columns are picked in registers up to eight (`ColumnTournament`: trees of pairs, the leading side
    /// the larger), by `ColumnHeap` beyond. Five to eight columns pair three and two, three and three, four
    /// and three, four and four: on the waterfall recipe these take 222, 239, 249 and 270 µs where the pickers
    /// before them took 382, 330, 420 and 420 µs (min, 100 000 items, docs/performance.md).
    /// Contract: MUST NOT allocate; the only dependency between items is the picker's.
    @inline(__always)
    func place(_ n: Int, columnCount: Int) -> (length: Double, lastColumn: Int) {
        switch columnCount {
        case ...1: return place(n, OneColumnPicker.self)
        case 2: return place(n, TwoColumnPicker.self)
        case 3: return place(n, ThreeColumnPicker.self)
        case 4: return place(n, FourColumnPicker.self)
        case 5: return place(n, PairedColumnPicker<ThreeColumnPicker, TwoColumnPicker>.self)
        case 6: return place(n, PairedColumnPicker<ThreeColumnPicker, ThreeColumnPicker>.self)
        case 7: return place(n, PairedColumnPicker<FourColumnPicker, ThreeColumnPicker>.self)
        case 8: return place(n, PairedColumnPicker<FourColumnPicker, FourColumnPicker>.self)
        default:
            var columns = ColumnHeap(count: columnCount)
            defer { columns.deallocate() }
            return place(n, in: &columns)
        }
    }

    /// `place(_:columnCount:)` with a new `Picker` of empty columns.
    @inline(__always)
    func place<Picker: ColumnTournament>(_ n: Int, _: Picker.Type) -> (length: Double, lastColumn: Int) {
        var columns = Picker()
        return place(n, in: &columns)
    }

    /// `place(_:columnCount:)` with `columns`, a picker of the section's column count.
    @inline(__always)
    func place<Picker: WaterfallColumnPicker>(_ n: Int, in columns: inout Picker) -> (length: Double, lastColumn: Int) {
        // One loop per axis: the axis is a constant inside each, so a frame is two adds and no select.
        vertical ? place(n, in: &columns, vertical: true) : place(n, in: &columns, vertical: false)
    }

    @inline(__always)
    private func place<Picker: WaterfallColumnPicker>(_ n: Int, in columns: inout Picker, vertical: Bool)
        -> (length: Double, lastColumn: Int)
    {
        var length = 0.0
        var lastColumn = 0
        var j = 0
        let listed = items.count
        for i in 0..<n {
            let item = items[j]
            let (column, next) = columns.place(advancingBy: item.advance)
            let start = base + next
            let across = acrosses[column]
            // `maxOfNumbers`, one instruction: `Swift.max`'s NaN rule costs five more on the loop's chain, and
            // the table admits finite advances and reaches only, so no NaN reaches here.
            length = maxOfNumbers(length, next + item.reach)
            lastColumn = max(lastColumn, column)
            starts[i] = start
            let f = item.leaf
            let dx = vertical ? across : start
            let dy = vertical ? start : across
            (out + i).initialize(to: Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height))
            j = j + 1 == listed ? 0 : j + 1
        }
        return (length, lastColumn)
    }
}
