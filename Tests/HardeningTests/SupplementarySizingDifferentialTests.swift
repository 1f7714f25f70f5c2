import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Boundary supplementaries sized by the supplementary sizing callback (spec E4) in the differential test:
/// random layouts solved with a callback by the engine and by the reference solver, which asks it on its own.
@Suite("Differential: supplementary sizing")
struct SupplementarySizingDifferentialTests {
    /// How many random cases are compared.
    static let cases = 300

    /// Grows the proposed size by an amount that depends on the kind's length and the section.
    static let sizing: SupplementarySizingCallback = { kind, indexPath, proposed in
        Size(
            width: proposed.width + Double(kind.count % 3),
            height: proposed.height + Double((indexPath.section * 7 + kind.count) % 23))
    }

    /// True when some section or the layout has a boundary item with an estimated dimension.
    static func hasEstimatedBoundary(_ c: RandomLayoutCase) -> Bool {
        let items = c.sections.flatMap(\.boundarySupplementaryItems) + c.configuration.boundarySupplementaryItems
        return items.contains { $0.size.width.isEstimated || $0.size.height.isEstimated }
    }

    @Test("fast and reference solvers agree on random layouts whose estimated boundary items are measured")
    func agree() {
        var compared = 0
        var withEstimated = 0
        for seed in HardeningSettings.seeds(batch: 0, of: 1, total: Self.cases, base: HardeningSettings.baseSeed &+ 13)
        {
            let c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            guard Self.hasEstimatedBoundary(c) else { continue }
            withEstimated += 1
            var data = c.data
            data.supplementarySizing = Self.sizing
            guard let fast = try? solve(c.layout, in: c.environment, data: data),
                let reference = try? referenceSolve(c.layout, in: c.environment, data: data)
            else { continue }
            compared += 1
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty {
                Issue.record("supplementary sizing seed \(seed): \(found.joined(separator: "\n  "))\n\(c)")
                break
            }
        }
        print(
            "[hardening] supplementary sizing: \(withEstimated) cases with estimated boundary items, \(compared) compared"
        )
        #expect(withEstimated >= 40, "only \(withEstimated) cases had an estimated boundary item")
        #expect(compared >= 30, "only \(compared) cases compared")
    }
}
