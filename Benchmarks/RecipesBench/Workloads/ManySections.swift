import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// Workload 5: 1 000 sections of 20 items, section i taken from catalog recipe i mod R.
    static var manySections: WorkloadFamily {
        WorkloadFamily(
            number: 5, name: "Many sections",
            summary: "A section provider cycling through the vertical compact-width providers of the catalog "
                + "(section i from recipe i mod R, its section (i / R) mod its default section count), 20 items each, at 390 x 844."
        ) { scale in
            let sections =
                switch scale {
                case .full: 1_000
                case .quick: 100
                case .tiny: 10
                }
            let env = LayoutEnvironment(width: 390, height: 844)
            let recipes = RecipeCatalog.builtInRecipes.filter {
                $0.sizeClass != .regular && $0.layout(for: env).configuration.scrollDirection == .vertical
            }
            let layout = Layout(name: "catalog-cycle") { index, env in
                let recipe = recipes[index % recipes.count]
                return try recipe.layout(for: env).section(at: (index / recipes.count) % max(1, recipe.defaultSections), environment: env)
            }
            return [
                SolveWorkloads.solve(
                    "many sections solve (\(SolveWorkloads.count(sections)) sections x 20 items, \(recipes.count) recipes)",
                    layout: layout, environment: env, data: LayoutData(sections: sections, items: 20))
            ]
        }
    }
}
