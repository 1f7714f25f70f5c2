extension ReportWriter {
    /// How the report names a role.
    static func roleName(_ role: SubjectRole) -> String {
        switch role {
        case .engine: "engine"
        case .straightforward: "straightforward baseline"
        case .naive: "naive reference"
        case .provider: "section provider"
        case .closureFloor: "closure-call floor"
        case .facade: "UIKit facade"
        case .objectFloor: "engine + objects"
        case .memsetCeiling: "memset ceiling"
        case .scalarCeiling: "scalar ceiling"
        case .allocateCeiling: "allocate ceiling"
        }
    }

    /// One comparison: every subject with its statistics, its ratio to the reference and to each ceiling,
    /// and for baselines the engine's speed-up over them.
    static func comparisonTable(_ c: ComparisonResult) -> [String] {
        let reference = c.referenceSubject
        var lines = ["### \(c.title)", ""]
        var about = "\(c.summary) \(c.rounds) interleaved rounds, \(Format.decimal(c.seconds, 1)) s."
        if let reference { about += " Reference: \(reference.title)." }
        lines.append(about)
        lines.append("")
        lines.append(
            "| Subject | Role | Elements | Batch | Min | Median | p90 | ns/element | ÷ reference (median) | "
                + "÷ reference (min) | ÷ memset | ÷ scalar | ÷ allocate | engine speed-up (median / min) |")
        lines.append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for s in c.subjects {
            let perElement = s.elements > 0 ? Format.decimal(s.nsPerElement, 2) : "—"
            let toReference = reference.map { "\(Format.ratio(c.ratio(s, $0)))" } ?? "—"
            let toReferenceMin = reference.map { "\(Format.ratio(c.ratio(s, $0, atMinimum: true)))" } ?? "—"
            func ceiling(_ role: SubjectRole) -> String {
                c.ceiling(role, for: s).map { Format.ratio(c.ratio(s, $0)) } ?? ""
            }
            var speedUp = ""
            if let engine = s.baselineOf.flatMap(c.subject) {
                speedUp =
                    "\(Format.ratio(s.stats.median / engine.stats.median)) / "
                    + "\(Format.ratio(s.stats.min / engine.stats.min))"
            }
            lines.append(
                "| \(s.title) | \(roleName(s.role)) | \(s.elements > 0 ? "\(s.elements)" : "—") | \(s.batch) | "
                    + "\(Format.time(s.stats.min)) | \(Format.time(s.stats.median)) | \(Format.time(s.stats.p90)) | "
                    + "\(perElement) | \(toReference) | \(toReferenceMin) | \(ceiling(.memsetCeiling)) | "
                    + "\(ceiling(.scalarCeiling)) | \(ceiling(.allocateCeiling)) | \(speedUp) |")
        }
        lines.append("")
        return lines
    }

    /// Elements per query: one decimal for a handful, a grouped whole number from a thousand on.
    static func elementsPerQuery(_ n: Double) -> String {
        n >= 1000 ? Format.count(Int(n.rounded())) : Format.decimal(n, 1)
    }

    /// One latency probe: the distribution of individually timed queries, the batch mean, the clock's cost.
    static func latencyTable(_ l: LatencyResult) -> [String] {
        let rounds = l.roundMedians
        return [
            "### \(l.title)",
            "",
            "\(l.rounds) rounds of \(l.operations) queries; \(elementsPerQuery(l.elementsPerOperation)) elements per "
                + "query on average. Individually timed (clock included: an empty timing costs "
                + "\(Format.time(l.clockOverhead))); the batch column times each round's queries together.",
            "",
            "| Queries timed | Min | Median | p90 | p99 | Max | Round medians (min ... max) | "
                + "Batch mean (median of rounds) |",
            "|--:|--:|--:|--:|--:|--:|--:|--:|",
            "| \(l.individual.count) | \(Format.time(l.individual.min)) | \(Format.time(l.individual.median)) | "
                + "\(Format.time(l.individual.p90)) | \(Format.time(l.individual.p99)) | "
                + "\(Format.time(l.individual.max)) | "
                + "\(Format.time(rounds.min() ?? 0)) ... \(Format.time(rounds.max() ?? 0)) | "
                + "\(Format.time(l.batchMean.median)) |",
            "",
        ]
    }
}
