import CompositionalLayout
import LayoutTestSupport
import Testing

/// Short content at the end (spec L7) in the differential test: random layouts whose content is shorter than
/// the visible length, aligned to the end, solved by the engine and by the reference solver.
@Suite("Differential: short content at the end")
struct ShortContentDifferentialTests {
    /// How many random cases are tried.
    static let cases = 300

    /// True when `c`, solved as it is, is shorter along its scroll axis than the visible length.
    static func isShort(_ c: RandomLayoutCase) -> Bool {
        guard let solved = try? solve(c.layout, in: c.environment, data: c.data) else { return false }
        let axis = c.configuration.scrollDirection
        let container = c.environment.container
        return solved.contentSize[axis] < container.contentSize[axis] - container.contentInsets.total(axis)
    }

    @Test("fast and reference solvers agree on random short layouts aligned to the end")
    func agree() {
        let count = DifferentialComparison.run(
            "short content differential", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 23
        ) { c, _ in
            guard Self.isShort(c) else { return nil }
            c.configuration.shortContentAlignment = .end
            return c.data
        }
        print("[differential] short content: \(count.prepared) short cases, \(count.compared) compared")
        #expect(count.prepared >= 40, "only \(count.prepared) cases were short")
        #expect(count.compared >= 30, "only \(count.compared) cases compared")
    }
}
