/// One operation (a rect query) timed call by call, to give its latency distribution (median, p99).
struct LatencyProbe {
    /// A stable key.
    var id: String
    /// "subject operation (size)".
    var title: String
    /// What is measured.
    var summary: String
    /// Timed again in the second pass.
    var isKey = false
    /// The targets judged on it.
    var targets: [TargetCheck] = []
    /// Builds the input (untimed), checks the operation's answers, and returns the operations.
    var setUp: () throws -> LatencyOperations
}

/// `count` operations; `perform(i)` runs the i-th and returns how many elements it found.
struct LatencyOperations {
    /// How many distinct operations (offsets).
    var count: Int
    /// Runs operation i; returns the number of elements it found (kept, so the work cannot be deleted).
    var perform: (Int) -> Int
}

/// The latency figures of one probe in one pass.
struct LatencyResult: Sendable {
    /// The probe's key.
    var id: String
    /// Its title.
    var title: String
    /// Its summary.
    var summary: String
    /// 1 or 2.
    var pass: Int
    /// Rounds run; each round times every operation once on its own and once in a batch.
    var rounds: Int
    /// When the rounds started, in seconds since the run started.
    var started: Double
    /// Operations per round.
    var operations: Int
    /// Every individually timed call, pooled over the rounds (clock overhead included).
    var individual: Statistics
    /// The median of each round's individually timed calls, in round order.
    var roundMedians: [Double]
    /// Per round: the whole batch of operations timed at once, divided by the count.
    var batchMean: Statistics
    /// The median cost of reading the clock twice around an empty body (included in `individual`).
    var clockOverhead: Double
    /// Elements found per operation, on average.
    var elementsPerOperation: Double
    /// The targets judged on it.
    var targets: [TargetCheck]
}

/// What one benchmark produced in one pass.
enum BenchmarkResult: Sendable {
    /// A comparison's figures.
    case comparison(ComparisonResult)
    /// A latency probe's figures.
    case latency(LatencyResult)

    /// The benchmark's key.
    var id: String {
        switch self {
        case .comparison(let c): c.id
        case .latency(let l): l.id
        }
    }

    /// The targets judged on it.
    var targets: [TargetCheck] {
        switch self {
        case .comparison(let c): c.targets
        case .latency(let l): l.targets
        }
    }

    /// When its timing started, in seconds since the run started.
    var started: Double {
        switch self {
        case .comparison(let c): c.started
        case .latency(let l): l.started
        }
    }
}
