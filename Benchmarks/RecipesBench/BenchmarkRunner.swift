/// The figures measured for one workload: per-iteration timings of the engine, the naive reference and
/// the memory ceiling, in nanoseconds.
struct WorkloadResult {
    /// The workload as it was defined.
    var title: String
    var elements: Int
    var operations: Int
    var operationName: String?
    var targets: Set<TargetKey>
    /// The engine (fast solver).
    var fast: Statistics?
    /// The naive reference solver, where the workload has that baseline.
    var naive: Statistics?
    /// Plain writes of `elements` frames into a preallocated buffer.
    var ceiling: Statistics?
    /// Extra lines for the report.
    var notes: [String] = []
    /// Why it did not run.
    var skipped: String?

    /// Elements per second at the engine's median.
    var elementsPerSecond: Double? {
        guard let fast, elements > 0, fast.median > 0 else { return nil }
        return Double(elements) / (fast.median / 1e9)
    }

    /// The naive median over the engine's median.
    var speedUp: Double? {
        guard let fast, let naive, fast.median > 0 else { return nil }
        return naive.median / fast.median
    }

    /// The memory ceiling's median over the engine's median: 1 means as fast as writing the frames.
    var fractionOfCeiling: Double? {
        guard let fast, let ceiling, fast.median > 0 else { return nil }
        return ceiling.median / fast.median
    }
}

/// The results of one workload family.
struct FamilyResult {
    var number: Int
    var name: String
    var summary: String
    var results: [WorkloadResult]
}

/// Runs workload families: checks each workload's output, then times it (style G19).
struct BenchmarkRunner {
    var harness: Harness
    var exactIterations: Int?
    var filter: String?
    /// Progress lines (stderr in the command, nothing in tests).
    var log: (String) -> Void = { _ in }

    /// True when `title` passes the filter.
    func selects(_ title: String) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return title.lowercased().contains(filter.lowercased())
    }

    /// The harness for a workload: its own minimum iteration count unless `--iterations` fixed it.
    func harness(for workload: Workload) -> Harness {
        if let exactIterations { return harness.exactly(exactIterations) }
        var h = harness
        h.minimumIterations = max(h.minimumIterations, workload.minimumIterations)
        return h
    }

    /// Checks and measures one workload. A failed check (fast != naive, wrong counts) throws and stops the run.
    func measure(_ workload: Workload) throws -> WorkloadResult {
        var result = WorkloadResult(
            title: workload.title, elements: 0, operations: workload.operations,
            operationName: workload.operationName, targets: workload.targets)
        if let reason = workload.skipped {
            result.skipped = reason
            log("  \(workload.title): skipped (\(reason))")
            return result
        }
        result.elements = try workload.check()
        let h = harness(for: workload)
        result.fast = Statistics(try h.measure(workload.run))
        if let naive = workload.naive {
            result.naive = Statistics(try h.measure(naive))
        }
        if workload.compareToCeiling && result.elements > 0 {
            let chunks = max(1, workload.ceilingChunks)
            let ceiling = MemoryCeiling(frames: result.elements, chunks: chunks)
            result.ceiling = Statistics(h.measure(ceiling.run))
        }
        if let notes = workload.notes { result.notes = try notes() }
        var line = "  \(workload.title): \(ReportWriter.time(result.fast!.median))"
        if let s = result.speedUp { line += ", naive x\(ReportWriter.decimal(s, 1))" }
        if let f = result.fractionOfCeiling { line += ", ceiling \(ReportWriter.decimal(f, 2))" }
        log(line)
        return result
    }

    /// Builds every family at `scale`, keeps the workloads the filter selects, and measures them in order.
    func run(_ families: [WorkloadFamily], scale: WorkloadScale) throws -> [FamilyResult] {
        var out: [FamilyResult] = []
        for family in families {
            log("\(family.number). \(family.name)")
            let workloads = try family.make(scale).filter { selects($0.title) }
            guard !workloads.isEmpty else { continue }
            out.append(
                FamilyResult(
                    number: family.number, name: family.name, summary: family.summary,
                    results: try workloads.map(measure)))
        }
        return out
    }
}
