import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Adaptive counts (spec G12) in the differential test: the random layouts with every `count:` group
/// rewritten as an adaptive group, solved by the engine and by the reference solver, which computes the
/// count on its own from the spec text.
@Suite("Differential: adaptive counts")
struct AdaptiveDifferentialTests {
    /// How many random cases are rewritten and compared.
    static let cases = 400

    /// `group` with each `count:` form replaced by an adaptive one; the minimum (5 to 124 points) is
    /// arithmetic on the count and the depth, so some groups get one column and some many.
    static func adaptive(_ group: Group, depth: Int = 0) -> Group {
        var copy = group
        if case .count(let n) = group.repetition {
            copy.repetition = .adaptive(minimumLength: Double(5 + (n * 53 + depth * 17) % 120))
        }
        copy.subitems = group.subitems.map { child in
            if case .group(let nested) = child { return .group(adaptive(nested, depth: depth + 1)) }
            return child
        }
        return copy
    }

    @Test("fast and reference solvers agree on random layouts with adaptive groups")
    func agree() {
        let count = DifferentialComparison.run(
            "adaptive differential", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 7
        ) { c, _ in
            DifferentialComparison.rewriteGroups(&c, { Self.adaptive($0) }) ? c.data : nil
        }
        print("[differential] adaptive: \(count.prepared) cases with adaptive groups, \(count.compared) compared")
        // Enough cases hold an adaptive group and are solved by both for the comparison to mean something.
        #expect(count.prepared >= 150, "only \(count.prepared) cases had a count group")
        #expect(count.compared >= 100, "only \(count.compared) cases compared")
    }
}
