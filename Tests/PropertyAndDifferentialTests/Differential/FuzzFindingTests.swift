import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Differences between the engine and the reference solver that the solver fuzz target found and that are
/// not yet diagnosed: each runs as a known issue, so the test fails once the difference is gone and the
/// entry must be removed.
@Suite("Fuzz findings: engine vs reference")
struct FuzzFindingTests {
    @Test("a badge in negatively spaced, self-sized nested groups is placed 0.19 points apart by the two solvers")
    func badgeInNegativelySpacedNestedGroups() throws {
        // Fuzz/Crashes/solver-badge-negative-spacing: its first 8 bytes are the generator's seed, byte 8 is 0
        // (not contained). Nested groups with flexible(-4) and flexible(-1) spacing, a -5.25 bottom inset and
        // estimated items measured by `varyingWidths`; badge (0, 16) differs in y (8.4623 against 8.6541).
        let c = RandomLayoutGenerator.makeCase(seed: 0x001F_0000_0200_0000, contained: false)
        let fast = try solve(c.layout, in: c.environment, data: c.data)
        let reference = try referenceSolve(c.layout, in: c.environment, data: c.data)
        let ours = fast.allElements().map(\.frame)
        let theirs = reference.elements.map(\.frame)
        #expect(ours.count == theirs.count)
        let differing = zip(ours, theirs).filter { a, b in
            abs(a.x - b.x) > 1e-9 || abs(a.y - b.y) > 1e-9 || abs(a.width - b.width) > 1e-9
                || abs(a.height - b.height) > 1e-9
        }
        withKnownIssue("engine and reference differ here; not yet diagnosed (found by Scripts/fuzz solver)") {
            #expect(differing.isEmpty)
        }
    }
}
