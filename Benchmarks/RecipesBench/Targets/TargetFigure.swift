/// Whether a target holds, over both passes of a run.
enum Verdict: String, Sendable, Codable {
    /// Met in every pass measured.
    case met
    /// Not met in any pass measured.
    case notMet = "not met"
    /// Met in one pass, not in the other: the figure is within the run-to-run spread of the limit.
    case mixed = "met in one pass only"
    /// The workload was filtered out or could not run.
    case notMeasured = "not measured"

    /// The verdict over several figures: met if all are, not met if any is not met in every pass.
    static func combined(_ verdicts: [Verdict]) -> Verdict {
        if verdicts.isEmpty || verdicts.contains(.notMeasured) { return .notMeasured }
        if verdicts.allSatisfy({ $0 == .met }) { return .met }
        return verdicts.contains(.notMet) ? .notMet : .mixed
    }

    /// The verdict as the report writes it (bold when not met).
    var markdown: String {
        switch self {
        case .met: "met"
        case .notMet: "**not met**"
        case .mixed: "**met in one pass only**"
        case .notMeasured: "not measured"
        }
    }
}

/// One target figure: its check, the benchmark it was measured on, its outcome in each pass, and the
/// previous run's figure.
struct TargetFigure: Sendable {
    /// What is judged.
    var check: TargetCheck
    /// The benchmark's title.
    var benchmark: String
    /// The first pass.
    var pass1: TargetOutcome?
    /// The second pass, for key benchmarks.
    var pass2: TargetOutcome?
    /// The previous run's first-pass value, from the JSON this run replaces.
    var previous: Double?

    /// Met when every pass measured meets it.
    var verdict: Verdict {
        guard let pass1 else { return .notMeasured }
        guard let pass2 else { return pass1.met ? .met : .notMet }
        if pass1.met && pass2.met { return .met }
        return pass1.met || pass2.met ? .mixed : .notMet
    }

    /// True when a larger value is better (speed-ups, throughput); false for ratios, times and latencies.
    var higherIsBetter: Bool {
        switch check.rule {
        case .speedUpAtLeast, .throughputAtLeast: true
        default: false
        }
    }

    /// The figures of every target of `run` in target-row order, the previous run's values looked up by key.
    static func all(_ run: RunResult, previous: [String: Double]) -> [TargetFigure] {
        var figures: [TargetFigure] = []
        for result in run.firstPass {
            let second = run.secondPass(result.id)
            for check in result.targets {
                figures.append(
                    TargetFigure(
                        check: check, benchmark: result.title, pass1: check.evaluate(result),
                        pass2: second.flatMap(check.evaluate), previous: previous[check.key]))
            }
        }
        let order = Dictionary(uniqueKeysWithValues: TargetRow.allCases.enumerated().map { ($1, $0) })
        return figures.enumerated().sorted { a, b in
            let (ra, rb) = (order[a.element.check.row]!, order[b.element.check.row]!)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }
}

extension BenchmarkResult {
    /// The benchmark's title.
    var title: String {
        switch self {
        case .comparison(let c): c.title
        case .latency(let l): l.title
        }
    }
}
