extension SolverRun {
    /// Stamps a section whose instances all share the plan's template (spec S1, spec S2): each cell is the
    /// template's frame plus its instance's origin, written straight into the section's storage.
    ///
    /// `oneItem` (`Stamping.uniformOneItem`, one-item instances only) writes the cells in a loop of their own.
    /// Contract: MUST NOT allocate per item.
    mutating func stampUniform(
        _ plan: SectionPlan, section s: Int, count n: Int, origin: ContentOrigin, oneItem: Bool
    ) throws -> InstanceRun {
        let groupAxis = plan.groupAxis
        let t = plan.group.template
        let k = plan.itemsPerGroup
        var run = InstanceRun(plan, count: n, origin: origin)
        let groups = run.groupCount
        run.lastStart = origin.firstGroupStart + Double(groups - 1) * run.stride
        run.acrossLength = t.size[groupAxis.cross]
        let used = n - (groups - 1) * k
        let scan = t.leaves.withUnsafeBufferPointer { leaves in
            t.supplementaries.withUnsafeBufferPointer {
                InstanceScan(leaves: leaves, supplementaries: $0, used: used, axis: groupAxis)
            }
        }
        if !scan.finite { try checkFinite(t.leaves, t.supplementaries, section: s) }
        let last = scan.partialLength(extent: t.size[groupAxis] + plan.root.extra, used: used, leafCount: k)
        run.noteStart(origin.firstGroupStart)
        run.noteStart(run.lastStart)
        // spec S3: leaves that overflow their group keep their frames but do not lengthen the section.
        run.contentLength = Double(groups - 1) * run.stride + last
        let reachAll = t.size.width + t.size.height + 1
        guard run.contentLength.isFinite, origin.acrossPosition.isFinite, (run.lastStart + reachAll).isFinite,
            (origin.acrossPosition + reachAll).isFinite
        else { throw LayoutError.nonFiniteFrame(section: s, item: n - 1) }
        run.include(scan, across: origin.acrossPosition, slack: context.grid.slack, first: true)

        writeTemplate(plan, section: s, count: n, run: run, origin: origin, oneItem: oneItem)
        return run
    }

    /// Writes a uniform section's cells and attached supplementaries: the template's frames at each
    /// instance's origin, `run.stride` apart (spec S1, spec A1 to spec A6).
    ///
    /// Contract: MUST NOT allocate per item.
    private mutating func writeTemplate(
        _ plan: SectionPlan, section s: Int, count n: Int, run: InstanceRun, origin: ContentOrigin, oneItem: Bool
    ) {
        let groupAxis = plan.groupAxis
        let t = plan.group.template
        let k = plan.itemsPerGroup
        let out = cells.reserve(section: s, limit: n)
        t.leaves.withUnsafeBufferPointer { leaves in
            if oneItem {
                InstanceStamping.writeSingleLeafCells(
                    leaves[0], count: n, firstStart: origin.firstGroupStart, stride: run.stride,
                    across: origin.acrossPosition, axis: groupAxis, to: out)
                return
            }
            for g in 0..<run.groupCount {
                let start = origin.firstGroupStart + Double(g) * run.stride
                InstanceStamping.writeCells(
                    leaves, count: min(k, n - g * k), origin: start, across: origin.acrossPosition, axis: groupAxis,
                    to: out + g * k)
            }
        }
        cells.commit(section: s, count: n)
        startsAndLengths.setEmpty(section: s)
        guard !t.supplementaries.isEmpty else {
            attached.setEmpty(section: s)
            return
        }
        let supplements = attached.reserve(section: s, limit: run.groupCount * t.supplementaries.count)
        var written = 0
        t.supplementaries.withUnsafeBufferPointer { frames in
            for g in 0..<run.groupCount {
                written += InstanceStamping.writeAttached(
                    plan.group, frames: frames, instance: g, section: s, count: n,
                    origin: origin.firstGroupStart + Double(g) * run.stride, across: origin.acrossPosition,
                    axis: groupAxis,
                    to: supplements + written)
            }
        }
        attached.commit(section: s, count: written)
    }

    /// Stamps a section whose items size themselves (spec E1): each instance's sizes are read from the
    /// sizing callback and its group evaluated in reused scratch (`GroupEvaluator`), then written like a
    /// template (`Stamping.measuredInstances`, the general twin of the flat-stack shortcuts).
    ///
    /// Contract: MUST NOT allocate per item or per instance.
    mutating func stampMeasured(plan p: Int, section s: Int, count n: Int, origin: ContentOrigin) throws
        -> InstanceRun
    {
        let plan = plans.plans[p]
        let k = plan.itemsPerGroup
        let evaluator = evaluators[p] ?? GroupEvaluator(plan.group)
        evaluators[p] = evaluator
        let sizing = data.sizer?.call
        let supplementarySizing = data.supplementarySizing
        let kindNames = kinds.names
        let grid = context.grid
        // Spec E3: uniform items grow to their siblings' largest, or to the section's when the root is uniform.
        let uniform = plan.group.hasUniformItems || plan.group.nodes[0].isUniform
        let shared = try UniformSectionLengths(
            plan.group, evaluator: evaluator, sizing: sizing, section: s, count: n, grid: grid)
        return try stampInstances(plan, section: s, count: n, origin: origin) { g in
            try evaluator.measure(sizing: sizing, section: s, firstItem: g * k, itemCount: n)
            if uniform { evaluator.equalizeUniform(section: shared.items) }
            try evaluator.evaluate(grid: grid, supplementarySizing: supplementarySizing, kindNames: kindNames)
            return (
                shared.instanceSize(evaluator.size), UnsafeBufferPointer(evaluator.leaves),
                UnsafeBufferPointer(evaluator.supplementaries)
            )
        }
    }

    /// Places a self-sizing section's instances one after the other along the group axis (spec S1, spec S2):
    /// `instance(g)` gives instance g's size, leaf frames and attached frames relative to its origin.
    ///
    /// Contract: MUST NOT allocate per item or per instance.
    @inline(__always)
    private mutating func stampInstances(
        _ plan: SectionPlan, section s: Int, count n: Int, origin: ContentOrigin,
        instance: (Int) throws -> (Size, UnsafeBufferPointer<Rect>, UnsafeBufferPointer<Rect>)
    ) throws -> InstanceRun {
        let groupAxis = plan.groupAxis
        let k = plan.itemsPerGroup
        var run = InstanceRun(plan, count: n, origin: origin)
        var sequence = InstanceSequence(plan, run: run, origin: origin, slack: context.grid.slack)
        let groups = sequence.groups
        let out = cells.reserve(section: s, limit: n)
        let starts = startsAndLengths.reserve(section: s, limit: groups)
        let attachedCount = plan.group.supplementaries.count
        let supplements = attached.reserve(section: s, limit: groups * attachedCount)
        var written = 0
        for g in 0..<groups {
            let (size, leaves, frames) = try instance(g)
            let used = min(k, n - g * k)
            let scan = InstanceScan(leaves: leaves, supplementaries: frames, used: used, axis: groupAxis)
            if !scan.finite { try checkFinite(Array(leaves), Array(frames), section: s, firstItem: g * k) }
            let position = sequence.advance(g, size: size, scan: scan, used: used, run: &run)
            starts[g] = position
            InstanceStamping.writeCells(
                leaves, count: used, origin: position, across: origin.acrossPosition, axis: groupAxis, to: out + g * k)
            if attachedCount > 0 {
                written += InstanceStamping.writeAttached(
                    plan.group, frames: frames, instance: g, section: s, count: n, origin: position,
                    across: origin.acrossPosition, axis: groupAxis, to: supplements + written)
            }
        }
        cells.commit(section: s, count: n)
        startsAndLengths.commit(section: s, count: groups)
        attached.commit(section: s, count: written)
        try sequence.finish(&run, section: s, count: n)
        return run
    }

    /// Throws naming the first frame of an instance that is not finite (spec R2).
    ///
    /// Frames are instance + origin, so finite instances and finite extreme origins give finite frames.
    func checkFinite(_ leaves: [Rect], _ supplementaries: [Rect], section s: Int, firstItem: Int = 0) throws {
        for (j, f) in leaves.enumerated() where !f.isFinite || !(f.maxX + f.maxY).isFinite {
            throw LayoutError.nonFiniteFrame(section: s, item: firstItem + j)
        }
        throw LayoutError.nonFiniteFrame(section: s, item: firstItem)
    }
}

/// The placement hot loops: translate an instance's frames to its origin.
enum InstanceStamping {
    /// Writes `count` leaf frames translated to an instance's origin.
    ///
    /// Contract: MUST NOT allocate; one add per coordinate.
    @inline(__always)
    static func writeCells(
        _ leaves: UnsafeBufferPointer<Rect>, count: Int, origin: Double, across: Double, axis: Axis,
        to out: UnsafeMutablePointer<Rect>
    ) {
        let dx = axis == .horizontal ? origin : across
        let dy = axis == .horizontal ? across : origin
        for j in 0..<count {
            let f = leaves[j]
            (out + j).initialize(to: Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height))
        }
    }

    /// Writes the cells of `count` one-item instances (lists, carousels): the same sums as `writeCells`
    /// with `origin = firstStart + g × stride`, in a loop with nothing else in it.
    ///
    /// Contract: MUST NOT allocate; one multiply-add and one add per cell.
    @inline(__always)
    static func writeSingleLeafCells(
        _ leaf: Rect, count: Int, firstStart: Double, stride: Double, across: Double, axis: Axis,
        to out: UnsafeMutablePointer<Rect>
    ) {
        if axis == .horizontal {
            let y = leaf.y + across
            for g in 0..<count {
                let start = firstStart + Double(g) * stride
                (out + g).initialize(to: Rect(x: leaf.x + start, y: y, width: leaf.width, height: leaf.height))
            }
        } else {
            let x = leaf.x + across
            for g in 0..<count {
                let start = firstStart + Double(g) * stride
                (out + g).initialize(to: Rect(x: x, y: leaf.y + start, width: leaf.width, height: leaf.height))
            }
        }
    }

    /// Writes instance `g`'s attached supplementaries (spec A5, spec A6): item numbering and visibility from the
    /// plan's plain-value rules; returns how many it wrote (a partial last instance writes fewer).
    @inline(__always)
    static func writeAttached(
        _ group: CompiledGroup, frames: UnsafeBufferPointer<Rect>, instance g: Int, section s: Int, count n: Int,
        origin: Double,
        across: Double, axis: Axis, to out: UnsafeMutablePointer<AttachedRecord>
    ) -> Int {
        group.rules.withUnsafeBufferPointer { rules in
            writeAttached(
                rules: rules, leafCount: group.leafCount, ordinals: group.groupOrdinals,
                visibilities: group.visibilities, frames: frames, instance: g, section: s, count: n, origin: origin,
                across: across, axis: axis, to: out)
        }
    }

    /// `writeAttached(_:frames:instance:section:count:origin:across:axis:to:)` from the group's parts: its
    /// attachment `rules`, leaves per instance, group ordinals and visibilities.
    @inline(__always)
    static func writeAttached(
        rules: UnsafeBufferPointer<AttachmentRule>, leafCount k: Int, ordinals: Int,
        visibilities: [SupplementaryVisibility], frames: UnsafeBufferPointer<Rect>, instance g: Int, section s: Int,
        count n: Int, origin: Double, across: Double, axis: Axis, to out: UnsafeMutablePointer<AttachedRecord>
    ) -> Int {
        let dx = axis == .horizontal ? origin : across
        let dy = axis == .horizontal ? across : origin
        let ordinals = max(1, ordinals)
        var written = 0
        for j in 0..<rules.count {
            let r = rules[j]
            let item: Int
            if r.leaf >= 0 {
                item = g * k + r.leaf
                if item >= n { continue }
            } else {
                if g * k + r.firstLeaf >= n { continue }
                item = g * ordinals + r.groupOrdinal
            }
            let f = frames[j]
            (out + written).initialize(
                to: AttachedRecord(
                    frame: Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height), kind: r.kind,
                    zIndex: r.zIndex, item: item,
                    isHidden: r.isHidden(item: item, section: s, count: n, visibilities: visibilities)))
            written += 1
        }
        return written
    }
}
