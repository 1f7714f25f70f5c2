import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// ns/element from 10³ to 10⁷ items for the grid, the estimated list, the badge-banner recipe and
    /// many sections, with the grid's baselines and the three ceilings at every size: the plot's data.
    static var scaling: WorkloadFamily {
        WorkloadFamily(
            number: 9, name: "Scaling: ns/element from 10³ to 10⁷ items",
            summary: "At each size, one interleaved comparison: the uniform grid (spec example (a), 1024 x 844), its "
                + "straightforward baseline (up to 1 M items) and the naive reference (up to 100 k), the estimated "
                + "list with a sizing callback (390 x 844), the `badge-banner` recipe (compact, 390 x 844; one banner "
                + "per item, four in five hidden), and many sections (the catalog cycle of family 4, 100 items per "
                + "section, prebuilt sections: the solver alone), plus the three ceilings for each element count. "
                + "Ratios are to the grid at the same size. The plot is "
                + "[benchmarks-scaling.svg](benchmarks-scaling.svg)."
        ) { scale in
            let sizes: [Int]
            let baselineUpTo: Int
            let naiveUpTo: Int
            switch scale {
            case .full:
                (sizes, baselineUpTo, naiveUpTo) = (
                    [1_000, 10_000, 100_000, 1_000_000, 10_000_000], 1_000_000, 100_000
                )
            case .quick: (sizes, baselineUpTo, naiveUpTo) = ([1_000, 10_000, 100_000], 100_000, 10_000)
            case .tiny: (sizes, baselineUpTo, naiveUpTo) = ([10, 100], 100, 100)
            }
            return sizes.map { n in
                var targets: [TargetCheck] = []
                if n == (scale == .full ? 1_000_000 : sizes.last!) {
                    targets.append(
                        TargetCheck(
                            row: .gridThroughput, label: "grid, \(Format.count(n)) items",
                            rule: .throughputAtLeast(subject: "grid", perSecond: 100e6)))
                }
                if n == naiveUpTo {
                    targets.append(
                        TargetCheck(
                            row: .naiveSpeedUp, label: "grid, \(Format.count(n)) items",
                            rule: .speedUpAtLeast(subject: "grid", baseline: "grid-naive", limit: 20)))
                }
                return .comparison(
                    Comparison(
                        id: "scaling-\(n)", title: "scaling solve (\(Format.count(n)) items)",
                        summary: "Grid, estimated list, badges and many sections at \(Format.count(n)) items.",
                        reference: "grid", targets: targets,
                        setUp: { try scalingSubjects(n, baseline: n <= baselineUpTo, naive: n <= naiveUpTo) }))
            }
        }
    }

    /// The subjects of one scaling comparison, checked.
    static func scalingSubjects(_ n: Int, baseline: Bool, naive: Bool) throws -> [Subject] {
        let size = Format.count(n)
        let gridData = LayoutData(sections: 1, items: n)
        var subjects: [Subject] = []
        do {
            let (grid, solved) = try SolveWorkloads.engine(
                id: "grid", title: "grid solve (\(size) items)", layout: BenchLayouts.uniformGrid,
                environment: BenchLayouts.gridEnvironment, data: gridData, series: "grid")
            subjects.append(grid)
            if baseline { subjects.append(try Baselines.grid(of: grid, itemCount: n, solved: solved)) }
            if naive {
                subjects.append(
                    try SolveWorkloads.naive(
                        of: grid, layout: BenchLayouts.uniformGrid, environment: BenchLayouts.gridEnvironment,
                        data: gridData, solved: solved))
            }
        }
        subjects.append(
            try SolveWorkloads.engine(
                id: "estimated", title: "estimated list solve (\(size) items, sizing callback)",
                layout: BenchLayouts.estimatedList, environment: BenchLayouts.phone,
                data: LayoutData(sections: 1, items: n, sizing: BenchLayouts.listHeights), series: "estimated list"
            ).0)
        let badges = Recipe.badgeBannerCompact
        let badgeEnvironment = SolveWorkloads.environment(for: badges)
        subjects.append(
            try SolveWorkloads.engine(
                id: "badges", title: "badge-banner [compact] solve (\(size) items)",
                layout: badges.layout(for: badgeEnvironment), environment: badgeEnvironment,
                data: SolveWorkloads.data(for: badges, total: n), series: "badges"
            ).0)
        let sections = max(1, n / 100)
        subjects.append(
            try SolveWorkloads.engine(
                id: "sections",
                title: "many sections solve (\(Format.count(sections)) sections x \(n / sections) items, prebuilt)",
                layout: try BenchLayouts.catalogCycle(BenchLayouts.phone), environment: BenchLayouts.phone,
                data: LayoutData(sections: sections, items: n / sections), series: "many sections"
            ).0)
        return subjects
    }
}
