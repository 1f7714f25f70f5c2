import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// What one differential comparison counted: the cases prepared for the feature under test, and those
/// both solvers accepted (only those are compared).
struct DifferentialCount {
    /// Cases `prepare` kept.
    var prepared = 0
    /// Prepared cases both solvers solved.
    var compared = 0
}

/// One feature's differential comparison: random cases, each changed to exercise the feature, solved by
/// the fast solver and by the reference solver, which must agree (`DifferentialTests.differences`).
enum DifferentialComparison {
    /// Compares the two solvers on the random cases of `total` seeds from `base`, each first changed by
    /// `prepare`, which returns the data to solve it with, or nil to skip it; the first case where they
    /// differ is recorded as an issue under `label`, with its seed and the whole case.
    static func run(
        _ label: String, total: Int, base: UInt64, prepare: (inout RandomLayoutCase, UInt64) -> LayoutData?
    ) -> DifferentialCount {
        var count = DifferentialCount()
        for seed in PropertyTestSettings.seeds(batch: 0, of: 1, total: total, base: base) {
            var c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            guard let data = prepare(&c, seed) else { continue }
            count.prepared += 1
            guard let fast = try? solve(c.layout, in: c.environment, data: data),
                let reference = try? referenceSolve(c.layout, in: c.environment, data: data)
            else { continue }
            count.compared += 1
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty {
                Issue.record("\(label) seed \(seed): \(found.joined(separator: "\n  "))\n\(c)")
                break
            }
        }
        return count
    }

    /// Replaces every section's root group of `c` by `transform`'s; true when that changed a section.
    static func rewriteGroups(_ c: inout RandomLayoutCase, _ transform: (Group) -> Group) -> Bool {
        let rewritten = c.sections.map { section -> Section in
            var s = section
            s.group = transform(section.group)
            return s
        }
        guard rewritten != c.sections else { return false }
        c.sections = rewritten
        return true
    }
}
