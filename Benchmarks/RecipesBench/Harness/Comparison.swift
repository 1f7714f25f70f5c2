/// Subjects timed interleaved and compared: an engine workload, its reference, its baselines and the
/// ceilings for its element count.
struct Comparison {
    /// A stable key ("feature-cost").
    var id: String
    /// "subject operation (size)" for the whole comparison.
    var title: String
    /// What is compared, in a sentence or two.
    var summary: String
    /// The subject every other subject's time is divided by in the report ("grid-100k"), if any.
    var reference: String?
    /// Add the three ceilings for the element counts of the subjects (style G19: ceilings in the same run).
    var addsCeilings = true
    /// Timed again at the end of the run (second pass), to show the run-to-run spread of its ratios.
    var isKey = false
    /// The targets judged on this comparison's figures.
    var targets: [TargetCheck] = []
    /// Measures something untimed once set up (peak memory) and returns a sentence added to the summary.
    var measuredNote: (() -> String)?
    /// Builds the inputs, checks every subject's output and returns the subjects.
    ///
    /// Checks fast == naive, baseline == engine, counts; throws on a mismatch, which stops the run before
    /// anything is timed.
    var setUp: () throws -> [Subject]
}

/// One subject's figures after the rounds.
struct SubjectResult: Sendable {
    /// The subject's key.
    var id: String
    /// Its title.
    var title: String
    /// What it is.
    var role: SubjectRole
    /// Frames one call outputs, or 0.
    var elements: Int
    /// The engine subject it is a baseline of.
    var baselineOf: String?
    /// Its series in the scaling plot.
    var series: String?
    /// Calls per sample.
    var batch: Int
    /// Nanoseconds per call over the rounds.
    var stats: Statistics
    /// The element count of the ceilings it is compared with (nil for ceilings and per-call subjects).
    var ceilingFrames: Int?

    /// Nanoseconds per element at the median (per call when `elements` is 0).
    var nsPerElement: Double { stats.median / Double(max(1, elements)) }

    /// Elements per second at the median.
    var elementsPerSecond: Double { Double(elements) / (stats.median / 1e9) }
}

/// The figures of one comparison in one pass.
struct ComparisonResult: Sendable {
    /// The comparison's key.
    var id: String
    /// Its title.
    var title: String
    /// Its summary.
    var summary: String
    /// The reference subject's key.
    var reference: String?
    /// 1 for the first pass, 2 for the repeat at the end of the run.
    var pass: Int
    /// Rounds run.
    var rounds: Int
    /// Wall time of the rounds, seconds.
    var seconds: Double
    /// When the rounds started, in seconds since the run started.
    var started: Double
    /// Every subject, ceilings last.
    var subjects: [SubjectResult]
    /// The targets judged on it.
    var targets: [TargetCheck]

    /// The subject with key `id`.
    func subject(_ id: String) -> SubjectResult? { subjects.first { $0.id == id } }

    /// `a`'s time over `b`'s, per element when both output elements (per call otherwise), at the median
    /// or at the minimum.
    func ratio(_ a: SubjectResult, _ b: SubjectResult, atMinimum: Bool = false) -> Double {
        let ta = atMinimum ? a.stats.min : a.stats.median
        let tb = atMinimum ? b.stats.min : b.stats.median
        guard a.elements > 0 && b.elements > 0 else { return ta / tb }
        return (ta / Double(a.elements)) / (tb / Double(b.elements))
    }

    /// The ceiling of `role` that `subject` is compared with (same element count, within 10 %).
    func ceiling(_ role: SubjectRole, for subject: SubjectResult) -> SubjectResult? {
        guard let frames = subject.ceilingFrames else { return nil }
        return subjects.first { $0.role == role && $0.elements == frames }
    }

    /// The reference subject.
    var referenceSubject: SubjectResult? { reference.flatMap(subject) }
}
