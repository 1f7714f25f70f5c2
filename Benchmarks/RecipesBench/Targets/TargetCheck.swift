/// How a target is judged on a benchmark's figures.
enum TargetRule: Sendable {
    /// The subject's ns/element over the reference's, ratio of medians, at most `limit`.
    case ratioAtMost(subject: String, reference: String, limit: Double)
    /// The baseline's median time over the subject's, at least `limit` (a speed-up).
    case speedUpAtLeast(subject: String, baseline: String, limit: Double)
    /// A latency probe's median per operation below `ns`.
    case medianBelow(ns: Double)
    /// A latency probe's 99th percentile per operation below `ns`.
    case p99Below(ns: Double)
    /// The subject's elements per second at the median at least `perSecond`.
    case throughputAtLeast(subject: String, perSecond: Double)
    /// The subject's median time per call below `ns`.
    case durationBelow(subject: String, ns: Double)
}

/// One figure a target is judged on: a row of the targets table, the workload, and the rule.
struct TargetCheck: Sendable {
    /// The target table's row.
    var row: TargetRow
    /// The workload, in a few words ("estimated list, sizing callback").
    var label: String
    /// How it is judged.
    var rule: TargetRule

    /// A stable key: the row and the label (the JSON, and the previous run's figures, use it).
    var key: String { "\(row.rawValue): \(label)" }

    /// The figure and the verdict on `result`, or nil when a subject it needs is missing.
    func evaluate(_ result: BenchmarkResult) -> TargetOutcome? {
        switch (rule, result) {
        case (.ratioAtMost(let s, let r, let limit), .comparison(let c)):
            guard let a = c.subject(s), let b = c.subject(r) else { return nil }
            let ratio = c.ratio(a, b)
            return TargetOutcome(
                value: ratio, text: "\(Format.ratio(ratio)) × \(b.title)", met: ratio <= limit)
        case (.speedUpAtLeast(let s, let base, let limit), .comparison(let c)):
            guard let a = c.subject(s), let b = c.subject(base) else { return nil }
            let speedUp = b.stats.median / a.stats.median
            return TargetOutcome(
                value: speedUp, text: "\(Format.ratio(speedUp)) × faster than \(b.title)", met: speedUp >= limit)
        case (.throughputAtLeast(let s, let perSecond), .comparison(let c)):
            guard let a = c.subject(s) else { return nil }
            let rate = a.elementsPerSecond
            return TargetOutcome(value: rate, text: "\(Format.rate(rate)) elements/s", met: rate >= perSecond)
        case (.durationBelow(let s, let ns), .comparison(let c)):
            guard let a = c.subject(s) else { return nil }
            return TargetOutcome(
                value: a.stats.median, text: "median \(Format.time(a.stats.median))", met: a.stats.median < ns)
        case (.medianBelow(let ns), .latency(let l)):
            let v = l.individual.median
            return TargetOutcome(value: v, text: "median \(Format.time(v)) per query", met: v < ns)
        case (.p99Below(let ns), .latency(let l)):
            let v = l.individual.p99
            return TargetOutcome(value: v, text: "p99 \(Format.time(v)) per query", met: v < ns)
        default:
            return nil
        }
    }
}

/// A target's figure in one pass and whether it is met.
struct TargetOutcome: Sendable, Codable, Equatable {
    /// The number judged (a ratio, a speed-up, nanoseconds, elements per second).
    var value: Double
    /// The number in words ("2.41 × grid solve (100 k items)").
    var text: String
    /// True when the target holds.
    var met: Bool
}
