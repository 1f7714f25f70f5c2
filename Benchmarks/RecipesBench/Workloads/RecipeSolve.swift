import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// Workload 2: every catalog recipe (each size-class provider) solved in full at 1 000 and 100 k items.
    static var recipeSolve: WorkloadFamily {
        WorkloadFamily(
            number: 2, name: "Every catalog recipe, full solve",
            summary: "Each registered provider at 390 points (1024 for regular-only providers), height 844, scale 0; "
                + "the items are spread over the recipe's default number of sections."
        ) { scale in
            let sizes =
                switch scale {
                case .full: [1_000, 100_000]
                case .quick: [100, 1_000]
                case .tiny: [10, 50]
                }
            var workloads: [Workload] = []
            for recipe in RecipeCatalog.builtInRecipes {
                let env = SolveWorkloads.environment(for: recipe)
                let layout = recipe.layout(for: env)
                for n in sizes {
                    let title = "\(SolveWorkloads.label(recipe)) solve (\(SolveWorkloads.count(n)) items)"
                    var workload = SolveWorkloads.solve(
                        title, layout: layout, environment: env, data: SolveWorkloads.data(for: recipe, total: n))
                    if recipe.features.contains(.nestedGroups) && (n == 100_000 || (scale != .full && n == sizes.last)) {
                        workload.targets.insert(.nestedSpeedUp)
                    }
                    workloads.append(workload)
                }
            }
            return workloads
        }
    }
}
