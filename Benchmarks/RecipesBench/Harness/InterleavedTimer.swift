/// The timings of one subject after the rounds: nanoseconds per call, one sample per round.
struct SubjectTiming: Sendable {
    /// Calls per sample (fixed before the first round).
    var batch: Int
    /// Per-call time of every round's sample, in round order.
    var samples: [Double]
}

/// Times several subjects interleaved: round r runs one sample of every subject, in an order shuffled
/// by r (`RoundOrder`), so that drift in the machine's speed (other processes, frequency, memory pressure)
/// reaches every subject alike and no subject always runs after the same one.
struct InterleavedTimer {
    /// Rounds, batches and time limits.
    var policy: TimingPolicy

    /// Warms up and calibrates each subject, then runs the rounds; returns one timing per subject, in order.
    /// - Complexity: `rounds x Σ batch` calls of the subjects.
    func run(_ subjects: [Subject]) throws -> [SubjectTiming] {
        var batches: [Int] = []
        for subject in subjects { batches.append(try calibrate(subject)) }
        var samples = Array(repeating: [Double](), count: subjects.count)
        let n = subjects.count
        var spent = 0.0
        var round = 0
        while round < policy.minimumRounds
            || (round < policy.maximumRounds && spent < policy.minimumSeconds * 1e9
                && spent < policy.maximumSeconds * 1e9)
        {
            for s in RoundOrder.subjects(round: round, count: n) {
                let body = subjects[s].run
                let batch = batches[s]
                let t = try Clock.time {
                    for _ in 0..<batch { try body() }
                }
                spent += t
                samples[s].append(t / Double(batch))
            }
            round += 1
        }
        return zip(batches, samples).map { SubjectTiming(batch: $0, samples: $1) }
    }

    /// A warm-up call, then a second call to size the batch unless the first was far longer than a sample.
    ///
    /// The warm-up alone does not decide: a first call may pay for first-time work (a re-solve's first
    /// call reallocates the storage it then reuses), which once made a 38 µs subject run in batches of 1.
    func calibrate(_ subject: Subject) throws -> Int {
        let first = try Clock.time(subject.run)
        let target = policy.sampleSeconds * 1e9
        guard first < TimingPolicy.warmUpAllowance * target, policy.maximumBatch > 1 else { return 1 }
        let second = try Clock.time(subject.run)
        let perCall = max(1, min(first, second))
        guard perCall < target else { return 1 }
        return max(1, min(policy.maximumBatch, Int((target / perCall).rounded(.up))))
    }
}
