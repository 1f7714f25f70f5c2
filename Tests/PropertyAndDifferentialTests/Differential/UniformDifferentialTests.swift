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
        let count = DifferentialComparison.run(
            "uniform differential", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 11
        ) { c, _ in
            DifferentialComparison.rewriteGroups(&c, { Self.uniform($0) }) && c.sizing != nil ? c.data : nil
        }
        print("[differential] uniform: \(count.prepared) cases with uniform dimensions, \(count.compared) compared")
        #expect(
            count.prepared >= 40, "only \(count.prepared) cases had an estimated dimension and a sizing callback")
        #expect(count.compared >= 30, "only \(count.compared) cases compared")
    }
}
