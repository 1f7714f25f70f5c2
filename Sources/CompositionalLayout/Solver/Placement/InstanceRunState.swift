/// What `InstanceSequence.advance` records in an `InstanceRun`, kept in locals while a flat stack is stamped
/// (`stampFlat`, `stampOneItemFlat`), with the same operations in the same order.
struct InstanceRunState {
    var contentLength: Double
    var acrossLength: Double
    var instanceMin: Double
    var instanceMax: Double
    var acrossMin: Double
    var acrossMax: Double
    var minStart: Double
    var maxStart: Double
    var lastStart: Double
    var startsAscend: Bool

    /// The state of `run` before any instance is placed; the instances' extents start empty (`include`).
    @inline(__always)
    init(_ run: InstanceRun) {
        contentLength = run.contentLength
        acrossLength = run.acrossLength
        instanceMin = .infinity
        instanceMax = -.infinity
        acrossMin = run.acrossMin
        acrossMax = run.acrossMax
        minStart = run.minStart
        maxStart = run.maxStart
        lastStart = run.lastStart
        startsAscend = run.startsAscend
    }

    /// `InstanceRun.include` for an instance whose frames, all finite, reach from `lo` to `hi` along the group
    /// axis and from `crossLo` to `crossHi` across it.
    ///
    /// An instance with a finite frame ends where it starts or after (lengths are at least 0), so it is never
    /// skipped; the first instance's extents, which `include` takes as they are, come out of the min and max
    /// with the infinities this state starts from. Values are finite or infinite, never NaN (`maxOfNumbers`).
    @inline(__always)
    mutating func include(lo: Double, hi: Double, crossLo: Double, crossHi: Double, across: Double, slack: Double) {
        instanceMin = min(instanceMin, lo - slack)
        instanceMax = maxOfNumbers(instanceMax, hi + slack)
        acrossMin = min(acrossMin, across + crossLo - slack)
        acrossMax = maxOfNumbers(acrossMax, across + crossHi + slack)
    }

    /// `include` for an instance whose only frame is `leaf`, which is finite.
    @inline(__always)
    mutating func include(_ leaf: Rect, groupAxis a: Axis, across: Double, slack: Double) {
        include(
            lo: leaf.min(a), hi: leaf.max(a), crossLo: leaf.min(a.cross), crossHi: leaf.max(a.cross), across: across,
            slack: slack)
    }

    /// `InstanceRun.noteStart`, and the last start.
    @inline(__always)
    mutating func noteStart(_ start: Double) {
        if start < maxStart { startsAscend = false }
        minStart = min(minStart, start)
        maxStart = maxOfNumbers(maxStart, start)
        lastStart = start
    }

    /// Writes the state into `run`.
    @inline(__always)
    func write(to run: inout InstanceRun) {
        run.contentLength = contentLength
        run.acrossLength = acrossLength
        run.instanceMin = instanceMin
        run.instanceMax = instanceMax
        run.acrossMin = acrossMin
        run.acrossMax = acrossMax
        run.minStart = minStart
        run.maxStart = maxStart
        run.lastStart = lastStart
        run.startsAscend = startsAscend
    }
}
