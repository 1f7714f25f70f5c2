import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// 1 000 sections of 100 items cycling through the catalog: the solver alone (prebuilt sections), the
    /// section provider's construction alone, and both together, beside the grid with as many items.
    static var manySections: WorkloadFamily {
        WorkloadFamily(
            number: 4, name: "Many sections",
            summary: "Section i is the (i mod C)-th of the cycle of every default section of every vertical "
                + "compact-width catalog provider (C sections in all), at 390 x 844. *Solver alone* solves a "
                + "`Layout(sections:)` of the C sections built once; *provider construction* calls a section provider "
                + "that builds section i from its recipe, for every section, and solves nothing; *provider and solve* "
                + "solves the layout with that provider, as an app would (the earlier report timed only this). "
                + "The naive reference solves the prebuilt layout."
        ) { scale in
            let (sections, items) =
                switch scale {
                case .full: (1_000, 100)
                case .quick: (100, 100)
                case .tiny: (10, 10)
                }
            return [
                .comparison(
                    Comparison(
                        id: "many-sections",
                        title: "many sections solve (\(Format.count(sections)) sections x \(items) items)",
                        summary: "Ratios to the solver alone.", reference: "solver",
                        setUp: { try manySectionsSubjects(sections: sections, items: items) }))
            ]
        }
    }

    /// The subjects of the many-sections comparison, checked.
    static func manySectionsSubjects(sections: Int, items: Int) throws -> [Subject] {
        let env = BenchLayouts.phone
        let data = LayoutData(sections: sections, items: items)
        let prebuilt = try BenchLayouts.catalogCycle(env)
        let provider = BenchLayouts.catalogProvider(env)
        let shape = "\(Format.count(sections)) sections x \(items) items"
        let (solver, solved) = try SolveWorkloads.engine(
            id: "solver", title: "many sections solve (\(shape), prebuilt sections: solver alone)", layout: prebuilt,
            environment: env, data: data, series: nil)
        let (withProvider, providerSolved) = try SolveWorkloads.engine(
            id: "provider-solve", title: "many sections solve (\(shape), section provider: provider and solve)",
            layout: provider, environment: env, data: data)
        try EngineOutput.checkSame(providerSolved, solved, elements: false, context: "provider vs prebuilt")
        let construction = Subject(
            id: "provider", title: "section provider construction (\(Format.count(sections)) sections)",
            role: .provider, elements: 0,
            run: {
                for index in 0..<sections { blackHole(try provider.section(at: index, environment: env)) }
            })
        let (grid, _) = try SolveWorkloads.engine(
            id: "grid", title: "grid solve (\(Format.count(sections * items)) items)", layout: BenchLayouts.uniformGrid,
            environment: BenchLayouts.gridEnvironment, data: LayoutData(sections: 1, items: sections * items))
        let naive = try SolveWorkloads.naive(of: solver, layout: prebuilt, environment: env, data: data, solved: solved)
        return [solver, construction, withProvider, grid, naive]
    }
}
