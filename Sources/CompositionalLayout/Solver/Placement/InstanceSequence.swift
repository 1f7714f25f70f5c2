/// A self-sizing section's group instances, one after the other along the group axis (spec S1, spec S2):
/// where each starts, the content length, how far the cells reach and the instances' extents, recorded in
/// an `InstanceRun` as each instance is placed.
///
/// Shared by the general stamping path and the one-pass flat stacks, so that both sum in the same order
/// and give the same bits.
struct InstanceSequence {
    /// The number of instances and the items one instance holds (k).
    let groups: Int
    let itemsPerGroup: Int
    /// The root group's fixed edge spacing along the group axis, and the space between instances.
    let extra: Double
    let spacing: Double
    let groupAxis: Axis
    /// Where instances sit across the group axis, and the pixel slack of extents.
    let across: Double
    let slack: Double
    /// Where the next instance starts.
    private(set) var position: Double

    /// The sequence of `plan`'s instances counted in `run` (`InstanceRun(_:count:origin:)`) from `origin`.
    @inline(__always)
    init(_ plan: SectionPlan, run: InstanceRun, origin: ContentOrigin, slack: Double) {
        groupAxis = plan.groupAxis
        itemsPerGroup = plan.itemsPerGroup
        groups = run.groupCount
        extra = plan.root.extra
        spacing = plan.section.interGroupSpacing
        across = origin.acrossPosition
        self.slack = slack
        position = run.firstGroupStart
    }

    /// Records instance `g` in `run` and returns where it starts.
    ///
    /// `g` is `size` long, `scan` read its frames and its first `used` leaves hold items; a partial last
    /// instance is as long as its items reach (spec S2).
    @inline(__always)
    mutating func advance(_ g: Int, size: Size, scan: InstanceScan, used: Int, run: inout InstanceRun) -> Double {
        let start = position
        let extent = size[groupAxis] + extra
        run.contentLength +=
            (g == groups - 1 ? scan.partialLength(extent: extent, used: used, leafCount: itemsPerGroup) : extent)
            + (g > 0 ? spacing : 0)
        run.acrossLength = max(run.acrossLength, size[groupAxis.cross])
        run.include(scan, across: across, slack: slack, first: g == 0)
        run.lastStart = start
        run.noteStart(start)
        position += extent + spacing
        return start
    }

    /// Ends `run`: cells that overflow their group do not lengthen it (spec S3); a sum that is not finite is
    /// an error naming the section's last item (spec R2).
    func finish(_ run: inout InstanceRun, section s: Int, count n: Int) throws {
        guard run.contentLength.isFinite, position.isFinite else {
            throw LayoutError.nonFiniteFrame(section: s, item: n - 1)
        }
    }
}

extension InstanceRun {
    /// The run of `plan`'s instances for `count` items from `origin`, before any is placed: how many, where
    /// the first starts, and the template's stride, which orthogonal resting offsets use (spec S7).
    @inline(__always)
    init(_ plan: SectionPlan, count n: Int, origin: ContentOrigin) {
        self.init(firstGroupStart: origin.firstGroupStart)
        groupCount = (n + plan.itemsPerGroup - 1) / plan.itemsPerGroup
        stride = plan.group.template.size[plan.groupAxis] + plan.root.extra + plan.section.interGroupSpacing
    }
}
