/// `recipes-bench --profile`: one subject called over and over, untimed, so that a profiler (callgrind,
/// `perf record`) sees it alone.
struct ProfileRun {
    /// The subject's id.
    var subject: String
    /// How many calls.
    var calls: Int
    /// Only benchmarks whose title contains this (case-insensitive).
    var filter: String?
    /// Progress lines.
    var log: (String) -> Void

    /// Sets up the selected comparisons and calls every subject with the id `calls` times; 1 when none has it.
    func run(_ families: [WorkloadFamily], scale: WorkloadScale) -> Int32 {
        let runner = BenchmarkRunner(policy: TimingPolicy.standard(scale), filter: filter)
        var found = 0
        do {
            for family in families {
                for case .comparison(let c) in try family.make(scale) where runner.selects(c.title) {
                    for s in try c.setUp() where s.id == subject {
                        try Self.profileCalls(s, calls)
                        log("\(c.title): called '\(s.title)' \(calls) times")
                        found += 1
                    }
                }
            }
        } catch {
            log("Error: \(error)")
            return 1
        }
        if found == 0 { log("Error: no selected comparison has a subject '\(subject)'") }
        return found == 0 ? 1 : 0
    }

    /// The calls; its name is what `--toggle-collect='*profileCalls*'` matches.
    @inline(never)
    static func profileCalls(_ s: Subject, _ n: Int) throws {
        for _ in 0..<n { try s.run() }
    }
}
