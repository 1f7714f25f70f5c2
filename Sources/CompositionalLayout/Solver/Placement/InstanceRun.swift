/// What stamping a section's group instances found: how many, where they start, how long the content is
/// along the group axis (spec S1, spec S2), and how far instances reach (for queries).
struct InstanceRun {
    var groupCount = 0
    /// Where group 0 starts along the group axis, and the stride between groups (uniform sections).
    var firstGroupStart: Double
    var stride = 0.0
    /// Where the last group starts.
    var lastStart = 0.0
    /// The smallest and largest group start, and whether every start is at least the one before it (spec D7:
    /// a negative inter-group spacing longer than an instance makes starts decrease, and queries then scan).
    var minStart = Double.infinity
    var maxStart = -Double.infinity
    var startsAscend = true
    /// The content's length along the group axis, and the longest instance across it.
    var contentLength = 0.0
    var acrossLength = 0.0
    /// How far an instance's cells and attached supplementaries reach from its origin along the group axis,
    /// widened by a pixel for rounding.
    var instanceMin = 0.0
    var instanceMax = 0.0
    /// Orthogonal sections: the range their elements cover along the scroll axis, widened by a pixel.
    var acrossMin = Double.infinity
    var acrossMax = -Double.infinity
    /// Cells computed when asked, and where their instances sit across (`SolvedSection.computedCells`).
    var computedCells = 0
    var computedAcross = 0.0

    init(firstGroupStart: Double) {
        self.firstGroupStart = firstGroupStart
    }

    /// How far the instances poke out of a section of `sectionLength` along the scroll axis.
    func overhang(sectionLength: Double, scrollAxis: Axis, groupAxis: Axis) -> Double {
        guard groupCount > 0 else { return 0 }
        if groupAxis == scrollAxis {
            return max(0, -(minStart + instanceMin), maxStart + instanceMax - sectionLength)
        }
        return max(0, -acrossMin, acrossMax - sectionLength)
    }

    /// Records that a group starts at `start`, after the starts recorded before it.
    @inline(__always)
    mutating func noteStart(_ start: Double) {
        if start < maxStart { startsAscend = false }
        minStart = min(minStart, start)
        maxStart = max(maxStart, start)
    }

    /// Widens the extents by one instance's reach; `across` is where instances sit across the group axis.
    mutating func include(_ scan: InstanceScan, across: Double, slack: Double, first: Bool) {
        guard scan.lo <= scan.hi else { return }
        instanceMin = first ? scan.lo - slack : min(instanceMin, scan.lo - slack)
        instanceMax = first ? scan.hi + slack : max(instanceMax, scan.hi + slack)
        acrossMin = min(acrossMin, across + scan.crossLo - slack)
        acrossMax = max(acrossMax, across + scan.crossHi + slack)
    }
}

/// One pass over an instance's frames (relative to its origin): whether all are finite (spec R2), how far
/// they reach along and across the group axis, and how far its leaves reach (spec S2).
struct InstanceScan {
    var finite = true
    var lo = Double.infinity
    var hi = -Double.infinity
    var crossLo = Double.infinity
    var crossHi = -Double.infinity
    /// The furthest edge of the first `used` leaves, and of all leaves (at least 0).
    var usedReach = 0.0
    var allReach = 0.0

    /// An instance with no frames yet.
    init() {}

    @inline(__always)
    init(leaves: UnsafeBufferPointer<Rect>, supplementaries: UnsafeBufferPointer<Rect>, used: Int, axis a: Axis) {
        for j in 0..<leaves.count { addLeaf(leaves[j], isUsed: j < used, axis: a) }
        for f in supplementaries { add(f, axis: a) }
    }

    /// Adds the instance's next leaf; `isUsed` when it holds an item (leaves are added in order).
    @inline(__always)
    mutating func addLeaf(_ f: Rect, isUsed: Bool, axis a: Axis) {
        add(f, axis: a)
        allReach = max(allReach, f.max(a))
        if isUsed { usedReach = allReach }
    }

    /// Adds one of the instance's attached supplementaries, after its leaves (`init(leaves:supplementaries:)`).
    @inline(__always)
    mutating func addSupplementary(_ f: Rect, axis a: Axis) {
        add(f, axis: a)
    }

    @inline(__always)
    private mutating func add(_ f: Rect, axis a: Axis) {
        finite = finite && f.isFiniteWithExtent
        lo = min(lo, f.min(a))
        hi = max(hi, f.max(a))
        crossLo = min(crossLo, f.min(a.cross))
        crossHi = max(crossHi, f.max(a.cross))
    }

    /// The length of an instance of `extent` when only its first `used` slots hold items (spec S2),
    /// never below 0.
    func partialLength(extent: Double, used: Int, leafCount: Int) -> Double {
        guard used < leafCount, used > 0 else { return extent }
        return max(0, extent - (allReach - usedReach))
    }
}
