import CompositionalLayout

/// Frame comparison with a relative tolerance, for outputs computed in a different order (a baseline's
/// multiplication against the engine's summation, an incremental shift against a full solve).
enum FrameMatch {
    /// Baselines against the engine: 1e-9 of the larger magnitude (at least 1 point).
    static let baselineTolerance = 1e-9
    /// Incremental against full solves: 1e-6 points (their sums may run in another order), relative beyond
    /// 1 point.
    static let resolveTolerance = 1e-6

    /// True when `a` and `b` differ by at most `tolerance` x max(1, |a|, |b|).
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    /// True when every field of the two frames is `close`.
    static func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.width, b.width, tolerance)
            && close(a.height, b.height, tolerance)
    }

    /// Throws naming the first of `a` and `b` (equal counts required) that are not `close`.
    static func check(_ a: [Rect], _ b: [Rect], _ tolerance: Double, context: String) throws {
        guard a.count == b.count else {
            throw Disagreement(description: "\(context): \(a.count) frames vs \(b.count)")
        }
        for i in a.indices where !close(a[i], b[i], tolerance) {
            throw Disagreement(description: "\(context): frame \(i) is \(a[i]) vs \(b[i])")
        }
    }
}
