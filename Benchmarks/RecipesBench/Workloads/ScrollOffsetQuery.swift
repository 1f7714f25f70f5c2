import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// `elements(atScrollOffset:)` (every element, pinned for the offset, in output order) at seeded random
    /// offsets in a grid and in a recipe with badges, each call timed on its own.
    static func scrollOffsetQueries(_ scale: WorkloadScale) -> [Benchmark] {
        let (items, offsets) =
            switch scale {
            case .full: (20_000, 100)
            case .quick: (10_000, 50)
            case .tiny: (200, 5)
            }
        let env = LayoutEnvironment(width: 390, height: 812)
        var probes: [Benchmark] = [
            .latency(
                scrollOffsetQuery(
                    id: "grid-at-offset",
                    title: "grid elements at scroll offset (\(Format.count(items)) items, "
                        + "\(Format.count(offsets)) offsets)",
                    layout: BenchLayouts.uniformGrid, environment: env, data: LayoutData(sections: 1, items: items),
                    offsets: offsets))
        ]
        if let badges = RecipeCatalog.builtInRecipes.first(where: { $0.features.contains(.badges) }) {
            let badgesEnv = SolveWorkloads.environment(for: badges, width: 390, height: 812)
            probes.append(
                .latency(
                    scrollOffsetQuery(
                        id: "supplemented-at-offset",
                        title: "\(SolveWorkloads.label(badges)) elements at scroll offset "
                            + "(\(Format.count(items)) items, \(Format.count(offsets)) offsets)",
                        layout: badges.layout(for: badgesEnv), environment: badgesEnv,
                        data: SolveWorkloads.data(for: badges, total: items), offsets: offsets)))
        }
        return probes
    }

    /// A probe of `elements(atScrollOffset:)` over one solved layout; it checks that each call lists every
    /// element once, ordered by index path.
    static func scrollOffsetQuery(
        id: String, title: String, layout: Layout, environment: LayoutEnvironment, data: LayoutData, offsets count: Int
    ) -> LatencyProbe {
        LatencyProbe(
            id: id, title: title,
            summary: "`elements(atScrollOffset:)`: every element of the solved layout, pinned for the offset, in "
                + "output order.",
            setUp: {
                let solved = try solve(layout, in: environment, data: data)
                let axis = solved.scrollDirection
                let room = max(0, solved.contentSize[axis] - environment.container.contentSize[axis])
                var random = SeededRandom(seed: 9)
                let offsets = (0..<count).map { _ in Double(random.next() >> 11) / Double(1 << 53) * room }
                for offset in offsets.prefix(3) {
                    let listed = solved.elements(atScrollOffset: offset)
                    let ordered = zip(listed, listed.dropFirst()).allSatisfy { $0.indexPath <= $1.indexPath }
                    guard listed.count == solved.elementCount, ordered else {
                        throw Disagreement(
                            description: "\(title): \(listed.count) elements at offset \(offset) of "
                                + "\(solved.elementCount), ordered: \(ordered)")
                    }
                }
                return LatencyOperations(count: offsets.count) { i in
                    solved.elements(atScrollOffset: offsets[i]).count
                }
            })
    }
}
