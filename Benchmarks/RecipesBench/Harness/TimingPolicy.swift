/// How the interleaved timer runs a comparison (style G19): a warm-up and calibration call per subject,
/// then rounds of one timed sample per subject, at least `minimumRounds` of them.
struct TimingPolicy: Sendable, Equatable {
    /// Rounds are never fewer than this (at least `BenchmarkOptions.minimumRounds`).
    var minimumRounds = BenchmarkOptions.minimumRounds
    /// Rounds stop here even when `minimumSeconds` is not reached.
    var maximumRounds = 41
    /// More rounds are run until the samples add up to this much time...
    var minimumSeconds = 3.0
    /// ...but none are added once this much time is spent (the minimum count still holds).
    var maximumSeconds = 30.0
    /// A subject faster than this per call runs as a fixed batch of calls per sample, sized once before
    /// the first round so that one sample lasts about this long (clock overhead becomes negligible).
    var sampleSeconds = 0.000_5
    /// The largest batch.
    var maximumBatch = 100_000
    /// A warm-up call up to this many sample lengths long is followed by a second call before the batch
    /// is sized, since a first call may pay for first-time work.
    static let warmUpAllowance = 20.0

    /// The settings of a full run (`recipes-bench`), a quick one (`--quick`) or the tests (`tiny`).
    static func standard(_ scale: WorkloadScale) -> TimingPolicy {
        switch scale {
        case .full: TimingPolicy()
        case .quick:
            TimingPolicy(maximumRounds: 21, minimumSeconds: 0.25, maximumSeconds: 1.5, sampleSeconds: 0.000_2)
        case .tiny:
            TimingPolicy(maximumRounds: 7, minimumSeconds: 0, maximumSeconds: 0, sampleSeconds: 0, maximumBatch: 1)
        }
    }

    /// Exactly `n` rounds (`--rounds n`).
    func exactly(rounds n: Int) -> TimingPolicy {
        var copy = self
        copy.minimumRounds = n
        copy.maximumRounds = n
        return copy
    }
}
