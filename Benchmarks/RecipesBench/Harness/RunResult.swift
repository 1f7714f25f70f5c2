/// The results of one workload family in the first pass.
struct FamilyResult: Sendable {
    /// The family's number.
    var number: Int
    /// Its heading.
    var name: String
    /// Its summary.
    var summary: String
    /// One result per benchmark, in order.
    var results: [BenchmarkResult]
}

/// Everything one run of `recipes-bench` measured.
struct RunResult: Sendable {
    /// The first pass, family by family.
    var families: [FamilyResult]
    /// The key benchmarks timed again after the first pass (minutes later in a full run).
    var secondPass: [BenchmarkResult]

    /// Every first-pass result.
    var firstPass: [BenchmarkResult] { families.flatMap(\.results) }

    /// The second-pass result with key `id`.
    func secondPass(_ id: String) -> BenchmarkResult? { secondPass.first { $0.id == id } }
}
