import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Sections that repeat the section before them (same description, same item count), which a full solve
/// places by copying that section's elements (`RepeatedSection`): the random layouts with their item counts
/// rewritten into runs of equal counts, solved by the engine and by the reference solver, which places
/// every section on its own.
@Suite("Differential: repeated sections")
struct RepeatedSectionDifferentialTests {
    /// How many random cases are rewritten and compared per variant.
    static let cases = 300

    /// `c` with every section described by its first description (the single form), and item counts in
    /// runs: each of the case's counts (at most 300) two to four times, then an empty run, so that sections
    /// repeat the one before them with content and without.
    static func repeating(_ c: inout RandomLayoutCase, seed: UInt64) -> Bool {
        guard c.fault == nil, !c.itemCounts.isEmpty else { return false }
        c.form = .single
        var counts: [Int] = []
        for (i, n) in c.itemCounts.enumerated() {
            counts += Array(repeating: min(n, 300), count: 2 + Int((seed &+ UInt64(i)) % 3))
        }
        c.itemCounts = counts + [0, 0]
        return true
    }

    @Test("fast and reference solvers agree on random layouts whose sections repeat the one before them")
    func agree() {
        let count = DifferentialComparison.run(
            "repeated sections", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 29
        ) { c, seed in
            Self.repeating(&c, seed: seed) ? c.data : nil
        }
        print("[differential] repeated sections: \(count.prepared) cases, \(count.compared) compared")
        #expect(count.prepared >= 200, "only \(count.prepared) cases had sections")
        #expect(count.compared >= 100, "only \(count.compared) cases compared")
    }

    @Test(
        "fast and reference solvers agree on repeated sections whose estimated boundary items are measured per section"
    )
    func agreeWhenBoundaryItemsAreMeasured() {
        // The callback answers by section, so a section copied from the one before it would differ.
        let count = DifferentialComparison.run(
            "repeated measured sections", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 31
        ) { c, seed in
            guard Self.repeating(&c, seed: seed), SupplementarySizingDifferentialTests.hasEstimatedBoundary(c)
            else { return nil }
            return SupplementarySizingDifferentialTests.measured(c)
        }
        #expect(count.prepared >= 20, "only \(count.prepared) cases had an estimated boundary item")
        #expect(count.compared >= 15, "only \(count.compared) cases compared")
    }
}
