extension ReportWriter {
    /// How far apart two timings of the same thing were: for each key benchmark, the differences between
    /// its ratios (and latencies) in pass 1 and pass 2 of this run, and between this run and the previous.
    static func spread(_ run: RunResult, context: ReportContext) -> [String] {
        var lines = ["## Run-to-run spread", ""]
        var intro =
            "The key benchmarks (those with targets) are timed twice in one run: pass 1 in report order, pass 2 "
            + "again after every family has run (the second column says how much later). For each, the "
            + "table compares every ratio "
            + "of a subject to the benchmark's reference (medians, per element; ceilings left out) and every "
            + "latency figure between the passes: the median and the largest relative difference. The target "
            + "figures themselves, pass by pass, are in the table above."
        if let previous = context.previous {
            intro +=
                " The previous-run columns compare pass 1 with the first pass of the run this report replaces "
                + "(\(previous.date), read from its JSON; machine: \(previous.machineLine))."
        } else {
            intro +=
                " No readable previous run of the same sizes and JSON format was found beside the report, "
                + "so there are no previous-run figures."
        }
        lines.append(intro)
        lines.append("")
        lines.append(
            "| Benchmark | Pass 2 started | Figures | Pass 2 vs 1: median difference | largest | "
                + "This run vs previous: median difference | largest |")
        lines.append("|---|--:|--:|--:|---|--:|---|")
        for first in run.firstPass {
            guard let second = run.secondPass(first.id) else { continue }
            let figures = keyFigures(first, second)
            let passes = figures.map { ($0.label, $0.pass2 / $0.pass1 - 1) }
            let previous = figures.compactMap { f in
                context.previous.flatMap { $0.ratios[f.key] ?? $0.latencies[f.key] }.map { (f.label, f.pass1 / $0 - 1) }
            }
            lines.append(
                "| \(first.title) | \(Format.decimal(second.started - first.started, 0)) s later | \(figures.count) | "
                    + "\(medianDifference(passes)) | \(largestDifference(passes)) | "
                    + "\(medianDifference(previous)) | \(largestDifference(previous)) |")
        }
        lines.append("")
        return lines
    }

    /// One compared figure of a key benchmark.
    struct KeyFigure {
        /// What it is ("estimated list solve (100 k items) ÷ grid solve (100 k items)").
        var label: String
        /// Its key in the previous run's figures.
        var key: String
        /// Its value in pass 1 and pass 2.
        var pass1: Double
        var pass2: Double
    }

    /// The figures of a key benchmark in both passes.
    static func keyFigures(_ first: BenchmarkResult, _ second: BenchmarkResult) -> [KeyFigure] {
        switch (first, second) {
        case (.comparison(let a), .comparison(let b)):
            guard let ra = a.referenceSubject, let rb = b.referenceSubject else { return [] }
            return a.subjects.compactMap { s in
                guard !s.role.isCeiling, s.id != ra.id, let t = b.subject(s.id) else { return nil }
                return KeyFigure(
                    label: "\(s.title) ÷ reference", key: "\(a.id)/\(s.id)", pass1: a.ratio(s, ra),
                    pass2: b.ratio(t, rb))
            }
        case (.latency(let a), .latency(let b)):
            return [
                KeyFigure(
                    label: "median", key: "\(a.id)/median", pass1: a.individual.median, pass2: b.individual.median),
                KeyFigure(label: "p99", key: "\(a.id)/p99", pass1: a.individual.p99, pass2: b.individual.p99),
            ]
        default:
            return []
        }
    }

    /// The median of the absolute relative differences, as a percentage.
    static func medianDifference(_ differences: [(String, Double)]) -> String {
        guard !differences.isEmpty else { return "—" }
        return Format.decimal(Statistics(differences.map { abs($0.1) }).median * 100, 1) + " %"
    }

    /// The largest relative difference and its figure.
    static func largestDifference(_ differences: [(String, Double)]) -> String {
        guard let worst = differences.max(by: { abs($0.1) < abs($1.1) }) else { return "—" }
        return "\(Format.percent(worst.1)) (\(worst.0))"
    }
}
