import RecipesCLI

/// Runs workload families (style G19): sets up and checks each benchmark, times it interleaved, then
/// times the key benchmarks a second time at the end of the run.
struct BenchmarkRunner {
    /// Rounds, batches and time limits.
    var policy: TimingPolicy
    /// Only benchmarks whose title contains this (case-insensitive).
    var filter: String?
    /// Progress lines (stderr in the command, nothing in tests).
    var log: (String) -> Void = { _ in }
    /// When the runner was made: results say when they started relative to it.
    let origin = ContinuousClock().now

    /// Seconds since `origin`.
    var elapsed: Double { Clock.nanoseconds(ContinuousClock().now - origin) / 1e9 }

    /// True when `title` passes the filter.
    func selects(_ title: String) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return title.lowercased().contains(filter.lowercased())
    }

    /// The first pass over every selected benchmark, family by family, then the second over the key ones.
    ///
    /// A failed check throws and stops the run.
    func run(_ families: [WorkloadFamily], scale: WorkloadScale) throws -> RunResult {
        var results: [FamilyResult] = []
        var keys: [Benchmark] = []
        for family in families {
            let benchmarks = try family.make(scale).filter { selects($0.title) }
            guard !benchmarks.isEmpty else { continue }
            log("\(family.number). \(family.name)")
            var measured: [BenchmarkResult] = []
            for benchmark in benchmarks {
                measured.append(try measure(benchmark, pass: 1))
                if benchmark.isKey { keys.append(benchmark) }
            }
            results.append(
                FamilyResult(number: family.number, name: family.name, summary: family.summary, results: measured))
        }
        var second: [BenchmarkResult] = []
        if !keys.isEmpty { log("Second pass: the \(keys.count) key benchmarks again") }
        for benchmark in keys { second.append(try measure(benchmark, pass: 2)) }
        return RunResult(families: results, secondPass: second)
    }

    /// Sets up, checks and times one benchmark, after returning the heap's free memory to the system.
    func measure(_ benchmark: Benchmark, pass: Int) throws -> BenchmarkResult {
        Allocator.trim()
        return switch benchmark {
        case .comparison(let c): .comparison(try measure(c, pass: pass))
        case .latency(let l): .latency(try measure(l, pass: pass))
        }
    }

    /// A comparison: its subjects plus the ceilings for their element counts, timed interleaved.
    func measure(_ comparison: Comparison, pass: Int) throws -> ComparisonResult {
        var subjects = try comparison.setUp()
        let counts = comparison.addsCeilings ? Ceilings.frameCounts(for: subjects) : []
        for n in counts { subjects += Ceilings.subjects(frames: n) }
        var timings: [SubjectTiming] = []
        let started = elapsed
        let seconds = try Clock.time { timings = try InterleavedTimer(policy: policy).run(subjects) } / 1e9
        let results = zip(subjects, timings).map { s, t in
            SubjectResult(
                id: s.id, title: s.title, role: s.role, elements: s.elements, baselineOf: s.baselineOf,
                series: s.series, batch: t.batch, stats: Statistics(t.samples),
                ceilingFrames: s.role.isCeiling ? nil : Ceilings.frames(for: s.elements, among: counts))
        }
        let result = ComparisonResult(
            id: comparison.id, title: comparison.title,
            summary: comparison.summary + (comparison.measuredNote?() ?? ""),
            reference: comparison.reference, pass: pass, rounds: timings.first?.samples.count ?? 0,
            seconds: seconds, started: started, subjects: results, targets: comparison.targets)
        log(progress(result))
        return result
    }

    /// A latency probe: every operation timed on its own, round after round, plus a batch per round.
    func measure(_ probe: LatencyProbe, pass: Int) throws -> LatencyResult {
        let ops = try probe.setUp()
        let n = max(1, ops.count)
        let started = elapsed
        var found = 0
        for i in 0..<n { found &+= ops.perform(i) }  // warm-up
        found = 0
        var individual: [Double] = []
        individual.reserveCapacity(policy.minimumRounds * n)
        var roundMedians: [Double] = []
        var batchMeans: [Double] = []
        var overhead: [Double] = []
        for _ in 0..<policy.minimumRounds {
            var round: [Double] = []
            round.reserveCapacity(n)
            for i in 0..<n { round.append(Clock.time { found &+= ops.perform(i) }) }
            roundMedians.append(Statistics(round).median)
            individual += round
            batchMeans.append(Clock.time { for i in 0..<n { found &+= ops.perform(i) } } / Double(n))
            overhead.append(Clock.time {})
        }
        for _ in 0..<n { overhead.append(Clock.time {}) }
        blackHole(found)
        let result = LatencyResult(
            id: probe.id, title: probe.title, summary: probe.summary, pass: pass, rounds: policy.minimumRounds,
            started: started,
            operations: n, individual: Statistics(individual), roundMedians: roundMedians,
            batchMean: Statistics(batchMeans), clockOverhead: Statistics(overhead).median,
            elementsPerOperation: Double(found) / Double(2 * policy.minimumRounds * n), targets: probe.targets)
        log(
            "  \(result.title)\(pass == 2 ? " [pass 2]" : ""): median \(Format.time(result.individual.median)), "
                + "p99 \(Format.time(result.individual.p99)) per query")
        return result
    }

    /// One progress line per comparison: each subject's median and its ratio to the reference.
    func progress(_ r: ComparisonResult) -> String {
        var line =
            "  \(r.title)\(r.pass == 2 ? " [pass 2]" : ""): \(r.rounds) rounds, \(Format.decimal(r.seconds, 1)) s"
        let reference = r.referenceSubject
        for s in r.subjects where !s.role.isCeiling {
            line += "\n    \(s.title): \(Format.time(s.stats.median))"
            if s.elements > 0 { line += " (\(Format.decimal(s.nsPerElement, 2)) ns/element)" }
            if let reference, reference.id != s.id { line += ", \(Format.ratio(r.ratio(s, reference))) × reference" }
        }
        return line
    }
}
