/// How long and how often the harness runs a body (style G19): warm-up, then at least a minimum number of
/// iterations and a minimum duration, each iteration timed on its own with a monotonic clock.
struct Harness: Sendable {
    /// Untimed runs before measuring, and at least this long in total (a slow body warms up once).
    var warmUpIterations = 1
    var warmUpSeconds = 0.1
    /// Timed runs: at least this many, and at least this long in total...
    var minimumIterations = 5
    var minimumSeconds = 0.5
    /// ...but no more than this many, and no longer than this (once the minimum count is reached).
    var maximumIterations = 1_000
    var maximumSeconds = 5.0

    /// Settings for a full run, or a quick one.
    static func standard(quick: Bool) -> Harness {
        quick ? Harness(warmUpSeconds: 0.02, minimumIterations: 5, minimumSeconds: 0.05, maximumSeconds: 0.5) : Harness()
    }

    /// Exactly `n` timed iterations after the warm-up (`--iterations N`).
    func exactly(_ n: Int) -> Harness {
        var copy = self
        copy.minimumIterations = n
        copy.maximumIterations = n
        copy.minimumSeconds = 0
        copy.maximumSeconds = .infinity
        return copy
    }

    /// Nanoseconds elapsed on the monotonic clock while `body` runs.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return nanoseconds(clock.now - start)
    }

    /// A duration in nanoseconds.
    static func nanoseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    }

    /// Warms up, then times `body` until the stopping rule holds; returns one timing per iteration.
    func measure(minimumIterations floor: Int? = nil, _ body: () throws -> Void) rethrows -> [Double] {
        var warm = 0.0
        var runs = 0
        while runs < warmUpIterations || (warm < warmUpSeconds * 1e9 && runs < 1_000) {
            let t = try Harness.time(body)
            warm += t
            runs += 1
        }
        let least = max(minimumIterations, floor ?? 0)
        var samples: [Double] = []
        var total = 0.0
        while samples.count < maximumIterations {
            let t = try Harness.time(body)
            samples.append(t)
            total += t
            if samples.count >= least && (total >= minimumSeconds * 1e9 || total >= maximumSeconds * 1e9) { break }
            if samples.count >= least && maximumIterations == least { break }
        }
        return samples
    }
}
