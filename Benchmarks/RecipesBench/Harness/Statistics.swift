/// Order statistics of a set of timings, in nanoseconds.
struct Statistics: Sendable, Equatable, Codable {
    /// How many timings.
    var count: Int
    /// The 50th percentile.
    var median: Double
    /// The 10th percentile.
    var p10: Double
    /// The 90th percentile.
    var p90: Double
    /// The 99th percentile.
    var p99: Double
    /// The fastest.
    var min: Double
    /// The slowest.
    var max: Double

    /// The statistics of `samples` (at least one); percentiles interpolate linearly between ranks.
    /// - Complexity: O(n log n).
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> Double {
            let rank = p * Double(sorted.count - 1)
            let lo = Int(rank.rounded(.down))
            let hi = Swift.min(lo + 1, sorted.count - 1)
            return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - Double(lo))
        }
        count = sorted.count
        median = percentile(0.5)
        p10 = percentile(0.1)
        p90 = percentile(0.9)
        p99 = percentile(0.99)
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    /// The same statistics with every timing divided by `n` (per element, per query).
    func divided(by n: Double) -> Statistics {
        var copy = self
        copy.median /= n
        copy.p10 /= n
        copy.p90 /= n
        copy.p99 /= n
        copy.min /= n
        copy.max /= n
        return copy
    }
}
