/// How big a workload's inputs are: the full sizes of the issue, quick ones for `--quick`, and tiny
/// ones for the debug-build test that keeps every workload from rotting.
enum WorkloadScale: String, Sendable, CaseIterable {
    case full, quick, tiny
}

/// One timed subject, titled "subject operation (size)" (style G19).
struct Workload {
    /// The title in the report, e.g. "grid solve (1 M items)".
    var title: String
    /// Elements (frames) one iteration produces, for throughput and the memory ceiling; 0 when not meaningful.
    /// Set from what `check` returns, so building a workload solves nothing.
    var elements = 0
    /// Operations one iteration performs, when reported per operation (queries); 1 otherwise.
    var operations: Int = 1
    /// What one operation is called in the report ("query"), or nil to report per element.
    var operationName: String?
    /// At least this many timed iterations (big sizes run fewer, never below 5).
    var minimumIterations = 5
    /// Checks the output (counts, fast == naive to 1e-9) before anything is timed; throws on a mismatch.
    /// Returns the number of elements one iteration produces.
    var check: () throws -> Int
    /// One timed iteration of the fast solver.
    var run: () throws -> Void
    /// One timed iteration of the naive reference solver, where the workload has that baseline.
    var naive: (() throws -> Void)?
    /// True to time the memory ceiling for `elements` frames alongside.
    var compareToCeiling = false
    /// How many separate outputs one iteration writes (the sweep: one per solve); the ceiling writes
    /// `elements / ceilingChunks` frames into a buffer of that size, `ceilingChunks` times.
    var ceilingChunks = 1
    /// Extra measurements reported as notes under the table (e.g. individual query timings).
    var notes: (() throws -> [String])?
    /// The targets of issue 6 this workload's figures are judged against.
    var targets: Set<TargetKey> = []
    /// Why the workload was not run (the engine refused the layout, the catalog lacks a recipe).
    var skipped: String?

    /// A placeholder row for a workload that cannot run, with the reason.
    static func skipped(_ title: String, because reason: String) -> Workload {
        Workload(title: title, check: { 0 }, run: {}, skipped: reason)
    }
}

/// The targets of issue 6, and which workload each is judged on.
enum TargetKey: String, Sendable, CaseIterable {
    /// Uniform grid full solve at the largest size: >= 100 M elements/s and >= 1/3 of the memory ceiling.
    case gridThroughput
    /// Visible-rect query in the 1 M-item grid: median < 10 microseconds.
    case gridQuery
    /// >= 20x the naive solver at 100 k items on the grid...
    case gridSpeedUp
    /// ...and on the nested-group recipes.
    case nestedSpeedUp
    /// The whole width sweep in under 1 second.
    case widthSweep
}

/// A value computed on first use, so that building workloads (to list and filter their titles) is cheap.
final class Prepared<Value> {
    private var value: Value?
    private let make: () throws -> Value

    /// A value `make` computes on first use.
    init(_ make: @escaping () throws -> Value) { self.make = make }

    /// The value, computed the first time.
    func get() throws -> Value {
        if let value { return value }
        let made = try make()
        value = made
        return made
    }
}

/// A family of workloads (one numbered workload of issue 6), built for a scale; one file each.
struct WorkloadFamily {
    /// The family's number in the issue (1 to 7).
    var number: Int
    /// Its heading in the report.
    var name: String
    /// One sentence saying what is measured.
    var summary: String
    /// The workloads at a scale. May throw when the catalog cannot provide what the family needs.
    var make: (WorkloadScale) throws -> [Workload]
}
