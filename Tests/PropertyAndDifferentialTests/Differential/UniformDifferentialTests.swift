import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Uniform-across-siblings dimensions (spec E3) in the differential test: the random layouts with every
/// estimated dimension rewritten as uniform across siblings, solved by the engine and by the reference
/// solver, which equalizes siblings and shares section-wide lengths on its own from the spec text.
@Suite("Differential: uniform across siblings")
struct UniformDifferentialTests {
    /// How many random cases are rewritten and compared.
    static let cases = 300

    /// `dimension` made uniform when it is an estimate.
    static func uniform(_ dimension: Dimension) -> Dimension {
        if case .estimated(let e) = dimension { return .uniformAcrossSiblings(estimate: e) }
        return dimension
    }

    /// `group` with every estimated dimension (its own and its descendants') made uniform.
    static func uniform(_ group: Group) -> Group {
        var copy = group
        copy.size = LayoutSize(width: uniform(group.size.width), height: uniform(group.size.height))
        copy.subitems = group.subitems.map { child in
            switch child {
            case .group(let nested): return .group(uniform(nested))
            case .item(var item):
                item.size = LayoutSize(width: uniform(item.size.width), height: uniform(item.size.height))
                return .item(item)
            }
        }
        return copy
    }

    @Test("fast and reference solvers agree on random layouts with uniform-across-siblings dimensions")
    func agree() {
        var compared = 0
        var withUniform = 0
        for seed in PropertyTestSettings.seeds(
            batch: 0, of: 1, total: Self.cases, base: PropertyTestSettings.baseSeed &+ 11)
        {
            var c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            let rewritten = c.sections.map { section -> Section in
                var s = section
                s.group = Self.uniform(section.group)
                return s
            }
            guard rewritten != c.sections, c.sizing != nil else { continue }
            withUniform += 1
            c.sections = rewritten
            guard let fast = try? solve(c.layout, in: c.environment, data: c.data),
                let reference = try? referenceSolve(c.layout, in: c.environment, data: c.data)
            else { continue }
            compared += 1
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty {
                Issue.record("uniform differential seed \(seed): \(found.joined(separator: "\n  "))\n\(c)")
                break
            }
        }
        print("[differential] uniform: \(withUniform) cases with uniform dimensions, \(compared) compared")
        #expect(withUniform >= 40, "only \(withUniform) cases had an estimated dimension and a sizing callback")
        #expect(compared >= 30, "only \(compared) cases compared")
    }
}
