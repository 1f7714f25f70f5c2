/// How big a workload's inputs are: the full sizes the targets name, quick ones for `--quick`, and tiny ones
/// for the debug-build tests that keep every workload from rotting.
enum WorkloadScale: String, Sendable, Codable, CaseIterable {
    /// The sizes the targets name (10³ ... 10⁷ elements); a few minutes in all.
    case full
    /// Small sizes, seconds in all (`--quick`).
    case quick
    /// Tens of items: the tests.
    case tiny
}

/// Something the runner measures: a set of subjects timed interleaved, or a latency probe.
enum Benchmark {
    /// Subjects timed side by side in rounds.
    case comparison(Comparison)
    /// One operation timed call by call.
    case latency(LatencyProbe)

    /// The title the report and `--filter` use.
    var title: String {
        switch self {
        case .comparison(let c): c.title
        case .latency(let l): l.title
        }
    }

    /// True when the benchmark is timed again in the second pass (its figures are judged against targets).
    var isKey: Bool {
        switch self {
        case .comparison(let c): c.isKey
        case .latency(let l): l.isKey
        }
    }
}

/// A family of benchmarks, one file each in `Workloads/`, registered from the list in `main.swift`.
struct WorkloadFamily {
    /// Its number in the report, from 1.
    var number: Int
    /// Its heading in the report.
    var name: String
    /// One or two sentences saying what is measured.
    var summary: String
    /// The benchmarks at a scale; cheap: inputs are built when a benchmark is set up, not here.
    var make: (WorkloadScale) throws -> [Benchmark]
}
