/// `recipes-bench --cache-probe`: how much a subject's call slows down when the comparison's other subjects ran
/// just before it, as they do between two samples of one subject in the interleaved rounds.
///
/// Each round runs, for every subject named, the comparison's other subjects once (untimed), then times two
/// calls of it: the first after the others (*cold*: its memory and code evicted by theirs), the second right
/// after itself (*warm*). A ratio of two subjects in the report is a ratio of mostly-cold calls, since a sample
/// is one or two calls: this probe says how much of it is the cache state rather than the work. A third call
/// follows a pass over `flushBytes` of memory of the probe's own (*flushed*): every cache emptied of the
/// subject's data, more than the other subjects may leave.
struct CacheProbe {
    /// Bytes the flushed call's pass writes first: twice this machine's 32 MiB last-level cache.
    static let flushBytes = 64 << 20

    /// The ids of the subjects to probe, in the order they are timed in each round.
    var subjects: [String]
    /// Rounds: cold, warm and flushed calls of each subject.
    var rounds: Int
    /// Only benchmarks whose title contains this (case-insensitive).
    var filter: String?
    /// Progress lines and errors.
    var log: (String) -> Void
    /// The result lines.
    var report: (String) -> Void

    /// The cold, warm and flushed timings of one subject, in nanoseconds per call.
    struct Timings {
        var cold: [Double] = []
        var warm: [Double] = []
        var flushed: [Double] = []
    }

    /// Probes every named subject in the first selected comparison that has them all; 1 when none has them,
    /// or when a subject fails.
    func run(_ families: [WorkloadFamily], scale: WorkloadScale) -> Int32 {
        let runner = BenchmarkRunner(policy: TimingPolicy.standard(scale), filter: filter)
        do {
            for family in families {
                for case .comparison(let c) in try family.make(scale) where runner.selects(c.title) {
                    let all = try c.setUp()
                    let chosen = subjects.compactMap { id in all.first { $0.id == id } }
                    guard chosen.count == subjects.count else { continue }
                    let timings = try probe(chosen, among: all)
                    log("\(c.title): \(rounds) rounds of cold, warm and flushed calls")
                    for (subject, t) in zip(chosen, timings) { report(Self.line(subject.id, t)) }
                    return 0
                }
            }
        } catch {
            log("Error: \(error)")
            return 1
        }
        log("Error: no selected comparison has every subject of '\(subjects.joined(separator: ","))'.")
        return 1
    }

    /// The rounds over `chosen`, each call preceded by the other subjects of `all`.
    func probe(_ chosen: [Subject], among all: [Subject]) throws -> [Timings] {
        var timings = Array(repeating: Timings(), count: chosen.count)
        let words = Self.flushBytes / 8
        let flush = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        flush.initialize(repeating: 0, count: words)
        defer { flush.deallocate() }
        for round in 0..<rounds {
            for (i, subject) in chosen.enumerated() {
                for other in all where other.id != subject.id { try other.run() }
                timings[i].cold.append(try Clock.time(subject.run))
                timings[i].warm.append(try Clock.time(subject.run))
                // One word per 64-byte line, a different value each round, so that no pass is skipped.
                for w in stride(from: 0, to: words, by: 8) { flush[w] = UInt64(truncatingIfNeeded: round) }
                blackHole(flush)
                timings[i].flushed.append(try Clock.time(subject.run))
            }
        }
        return timings
    }

    /// "id: cold min / median, warm min / median, flushed min / median, cold / warm and flushed / warm at the
    /// median".
    static func line(_ id: String, _ t: Timings) -> String {
        guard !t.cold.isEmpty else { return "\(id): no rounds" }
        let cold = Statistics(t.cold)
        let warm = Statistics(t.warm)
        let flushed = Statistics(t.flushed.isEmpty ? t.warm : t.flushed)
        return "\(id): cold (after the others) min \(Format.time(cold.min)), median \(Format.time(cold.median)); "
            + "warm (after itself) min \(Format.time(warm.min)), median \(Format.time(warm.median)); "
            + "flushed (after a pass over \(Self.flushBytes >> 20) MiB) min \(Format.time(flushed.min)), "
            + "median \(Format.time(flushed.median)); "
            + "flushed / warm \(Format.ratio(flushed.median / warm.median)) x, "
            + "cold / warm \(Format.ratio(cold.median / warm.median)) x at the median"
    }
}
