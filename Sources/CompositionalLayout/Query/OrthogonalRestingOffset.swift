extension OrthogonalScrollInfo {
    /// UIKit's normal deceleration rate (`UIScrollView.DecelerationRate.normal`): the velocity kept per
    /// millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's fast deceleration rate (`UIScrollView.DecelerationRate.fast`).
    public static let fastDecelerationRate = 0.99

    /// How far a fling at `velocity` (points per second) travels before it stops at `decelerationRate`:
    /// (velocity / 1000) × rate / (1 − rate), the projection Apple gives for UIScrollView's deceleration
    /// (WWDC 2018, "Designing Fluid Interfaces"); 0 for a rate outside 0 < rate < 1.
    public static func projectedDistance(velocity: Double, decelerationRate: Double) -> Double {
        guard velocity.isFinite, decelerationRate > 0, decelerationRate < 1 else { return 0 }
        return velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// Where a fling released at `offset` with `velocity` (points per second, positive towards the end of
    /// the content) comes to rest (spec S9; our model of UIKit's, which is not public).
    ///
    /// Continuous sections stop where the projection ends, inside 0...maximumOffset;
    /// `continuousGroupLeadingBoundary` at the resting offset nearest that point; the paging behaviours move at
    /// most one page or group: to the next resting offset after `offset` when the velocity is positive, the
    /// one before it when negative, and the nearest one when it is 0. Every answer is one of `restingOffsets`,
    /// which `effectiveOffset(_:)` keeps as set.
    public func restingOffset(from offset: Double, velocity: Double, decelerationRate: Double = normalDecelerationRate)
        -> Double
    {
        let start = offset.isFinite ? offset : offsetAtRest
        let projected = start + Self.projectedDistance(velocity: velocity, decelerationRate: decelerationRate)
        let clamped = min(max(0, projected), maximumOffset)
        guard case .discrete(let offsets) = restingOffsets, !offsets.isEmpty else { return effectiveOffset(projected) }
        func nearest(to target: Double) -> Double {
            offsets.min { abs($0 - target) < abs($1 - target) } ?? 0
        }
        switch behavior {
        case .none, .continuous, .continuousGroupLeadingBoundary:
            return nearest(to: clamped)
        case .paging, .groupPaging, .groupPagingCentered:
            if velocity > 0 { return offsets.first { $0 > start } ?? offsets[offsets.count - 1] }
            if velocity < 0 { return offsets.last { $0 < start } ?? offsets[0] }
            return nearest(to: start)
        }
    }
}
