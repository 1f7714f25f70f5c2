import Foundation

/// The machine-readable results (`--json`): every comparison and probe of both passes with its
/// statistics and ratios, every target figure with its verdict, and the machine line.
struct JSONReport: Codable {
    /// Bumped when a field changes meaning.
    var schemaVersion = 1
    /// "recipes-bench".
    var generator = "recipes-bench"
    /// The machine line, as the report and standard error print it.
    var machineLine: String
    /// The machine's facts.
    var machine: MachineInfo
    /// "full", "quick" (or "tiny" in tests).
    var scale: String
    /// The timing rules.
    var timing: JSONTiming
    /// The run's wall time, seconds.
    var seconds: Double
    /// The 1-minute load average at the start and at the end of the run.
    var loadAverage: [Double]
    /// How the C allocator was set, when the command fixed it.
    var allocator: String?
    /// Every comparison of both passes.
    var comparisons: [JSONComparison]
    /// Every latency probe of both passes.
    var latencies: [JSONLatency]
    /// Every target figure.
    var targets: [JSONTarget]
}

/// The timing rules of a run.
struct JSONTiming: Codable {
    /// Fewest rounds.
    var minimumRounds: Int
    /// Most rounds.
    var maximumRounds: Int
    /// Rounds are added until the samples add up to this.
    var minimumSeconds: Double
    /// The batch is sized so one sample lasts at least this.
    var sampleSeconds: Double
    /// How subjects are ordered within rounds.
    var order = "interleaved: round r runs one sample of every subject, in an order shuffled by r"
}

/// One subject's figures.
///
/// Times are nanoseconds per call; ratios are this subject's over the other's, per element when both
/// output elements.
struct JSONSubject: Codable {
    var id: String
    var title: String
    var role: String
    var elements: Int
    var batch: Int
    var samples: Int
    var minNs: Double
    var medianNs: Double
    var p90Ns: Double
    var p99Ns: Double
    var maxNs: Double
    var nsPerElementMedian: Double?
    var nsPerElementMin: Double?
    var ratioToReferenceMedian: Double?
    var ratioToReferenceMin: Double?
    var ceilingFrames: Int?
    var ratioToMemsetCeiling: Double?
    var ratioToScalarCeiling: Double?
    var ratioToAllocateCeiling: Double?
    /// For a baseline: its median over its engine subject's (the engine's speed-up).
    var engineSpeedUpMedian: Double?
    /// For a baseline: the same ratio of minimums.
    var engineSpeedUpMin: Double?
}

/// One comparison in one pass.
struct JSONComparison: Codable {
    var id: String
    var title: String
    var pass: Int
    var rounds: Int
    var seconds: Double
    /// Seconds since the run started.
    var started: Double
    var reference: String?
    var subjects: [JSONSubject]
}

/// One latency probe in one pass; times in nanoseconds per operation.
struct JSONLatency: Codable {
    var id: String
    var title: String
    var pass: Int
    var rounds: Int
    /// Seconds since the run started.
    var started: Double
    var operations: Int
    var minNs: Double
    var medianNs: Double
    var p90Ns: Double
    var p99Ns: Double
    var maxNs: Double
    var roundMediansNs: [Double]
    var batchMeanMedianNs: Double
    var clockOverheadNs: Double
    var elementsPerOperation: Double
}

/// One target figure.
struct JSONTarget: Codable {
    var key: String
    /// The target table's key (`TargetTable`); absent in reports written before the tables had names.
    var table: String?
    var target: String
    var workload: String
    var benchmark: String
    var pass1: TargetOutcome?
    var pass2: TargetOutcome?
    var previous: Double?
    var verdict: Verdict
}

extension JSONReport {
    /// The JSON document of a run.
    init(_ run: RunResult, context: ReportContext) {
        machineLine = context.machine.line
        machine = context.machine
        scale = context.scale.rawValue
        timing = JSONTiming(
            minimumRounds: context.policy.minimumRounds, maximumRounds: context.policy.maximumRounds,
            minimumSeconds: context.policy.minimumSeconds, sampleSeconds: context.policy.sampleSeconds)
        seconds = context.seconds
        loadAverage = context.loadAverage
        allocator = context.allocator
        let all = run.firstPass + run.secondPass
        comparisons = all.compactMap {
            if case .comparison(let c) = $0 { JSONComparison(c) } else { nil }
        }
        latencies = all.compactMap {
            if case .latency(let l) = $0 { JSONLatency(l) } else { nil }
        }
        targets = context.figures.map {
            JSONTarget(
                key: $0.check.key, table: $0.check.row.table.rawValue, target: $0.check.row.text,
                workload: $0.check.label,
                benchmark: $0.benchmark, pass1: $0.pass1, pass2: $0.pass2, previous: $0.previous, verdict: $0.verdict)
        }
    }

    /// The document as pretty-printed JSON with sorted keys.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension JSONComparison {
    /// A comparison's figures.
    init(_ c: ComparisonResult) {
        id = c.id
        title = c.title
        pass = c.pass
        rounds = c.rounds
        seconds = c.seconds
        started = c.started
        reference = c.reference
        let reference = c.referenceSubject
        subjects = c.subjects.map { s in
            let perElement = s.elements > 0
            let baselineOf = s.baselineOf.flatMap(c.subject)
            func ceiling(_ role: SubjectRole) -> Double? { c.ceiling(role, for: s).map { c.ratio(s, $0) } }
            return JSONSubject(
                id: s.id, title: s.title, role: s.role.rawValue, elements: s.elements, batch: s.batch,
                samples: s.stats.count, minNs: s.stats.min, medianNs: s.stats.median, p90Ns: s.stats.p90,
                p99Ns: s.stats.p99, maxNs: s.stats.max,
                nsPerElementMedian: perElement ? s.stats.median / Double(s.elements) : nil,
                nsPerElementMin: perElement ? s.stats.min / Double(s.elements) : nil,
                ratioToReferenceMedian: reference.map { c.ratio(s, $0) },
                ratioToReferenceMin: reference.map { c.ratio(s, $0, atMinimum: true) }, ceilingFrames: s.ceilingFrames,
                ratioToMemsetCeiling: ceiling(.memsetCeiling), ratioToScalarCeiling: ceiling(.scalarCeiling),
                ratioToAllocateCeiling: ceiling(.allocateCeiling),
                engineSpeedUpMedian: baselineOf.map { s.stats.median / $0.stats.median },
                engineSpeedUpMin: baselineOf.map { s.stats.min / $0.stats.min })
        }
    }
}

extension JSONLatency {
    /// A probe's figures.
    init(_ l: LatencyResult) {
        id = l.id
        title = l.title
        pass = l.pass
        rounds = l.rounds
        started = l.started
        operations = l.operations
        minNs = l.individual.min
        medianNs = l.individual.median
        p90Ns = l.individual.p90
        p99Ns = l.individual.p99
        maxNs = l.individual.max
        roundMediansNs = l.roundMedians
        batchMeanMedianNs = l.batchMean.median
        clockOverheadNs = l.clockOverhead
        elementsPerOperation = l.elementsPerOperation
    }
}
