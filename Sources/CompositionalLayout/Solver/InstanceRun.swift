/// What stamping a section's group instances found: how many, where they start, how long the content is
/// along the group axis (spec S1, S2), and how far instances reach (for queries).
struct InstanceRun {
    var groupCount = 0
    /// Where group 0 starts along the group axis, and the stride between groups (uniform sections).
    var firstGroupStart: Double
    var stride = 0.0
    /// Where the last group starts.
    var lastStart = 0.0
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

    init(firstGroupStart: Double) {
        self.firstGroupStart = firstGroupStart
    }

    /// How far the instances poke out of a section of `sectionLength` along the scroll axis.
    func overhang(sectionLength: Double, scrollAxis: Axis, groupAxis: Axis) -> Double {
        guard groupCount > 0 else { return 0 }
        if groupAxis == scrollAxis {
            return max(0, -(firstGroupStart + instanceMin), lastStart + instanceMax - sectionLength)
        }
        return max(0, -acrossMin, acrossMax - sectionLength)
    }

    /// Widens the extents by one instance's frames, relative to its origin; `across` is where instances sit
    /// across the group axis.
    mutating func include(_ frames: GroupFrames, groupAxis a: Axis, across: Double, slack: Double, first: Bool) {
        var lo = Double.infinity
        var hi = -Double.infinity
        var crossLo = Double.infinity
        var crossHi = -Double.infinity
        for f in frames.leaves {
            lo = min(lo, f.min(a))
            hi = max(hi, f.max(a))
            crossLo = min(crossLo, f.min(a.cross))
            crossHi = max(crossHi, f.max(a.cross))
        }
        for f in frames.supplementaries {
            lo = min(lo, f.min(a))
            hi = max(hi, f.max(a))
            crossLo = min(crossLo, f.min(a.cross))
            crossHi = max(crossHi, f.max(a.cross))
        }
        guard lo <= hi else { return }
        instanceMin = first ? lo - slack : min(instanceMin, lo - slack)
        instanceMax = first ? hi + slack : max(instanceMax, hi + slack)
        acrossMin = min(acrossMin, across + crossLo - slack)
        acrossMax = max(acrossMax, across + crossHi + slack)
    }
}

/// Lengths of one instance's leaves along an axis (spec S2).
enum LeafReach {
    /// The furthest edge along `axis` of the first `used` leaves, relative to the group's origin (at least 0).
    static func reach(_ leaves: [Rect], used: Int, axis: Axis) -> Double {
        var reach = 0.0
        for j in 0..<min(used, leaves.count) { reach = max(reach, leaves[j].max(axis)) }
        return reach
    }

    /// The length of a last group when only its first `used` slots hold items (spec S2), never below 0.
    static func partialLength(_ leaves: [Rect], used: Int, extent: Double, axis: Axis) -> Double {
        guard used < leaves.count, used > 0 else { return extent }
        return max(0, extent - (reach(leaves, used: leaves.count, axis: axis) - reach(leaves, used: used, axis: axis)))
    }
}
