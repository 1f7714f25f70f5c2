import CompositionalLayout
import LayoutRecipes
import ReferenceSolver

extension WorkloadFamily {
    /// Workload 3: every recipe at every width from 320 to 1366 points (step 1) with 1 000 items, timed as
    /// a whole (provider call and solve for each pair).
    static var widthSweep: WorkloadFamily {
        WorkloadFamily(
            number: 3, name: "Width sweep",
            summary: "Every registered provider x every width 320...1366 (step 1), 1 000 items, height 844, scale 0; "
                + "one iteration is the whole sweep, each solve including the recipe's provider call."
        ) { scale in
            let widths: [Double]
            let items: Int
            switch scale {
            case .full: (widths, items) = ((320...1366).map(Double.init), 1_000)
            case .quick: (widths, items) = (stride(from: 320.0, through: 1366, by: 10).map { $0 }, 1_000)
            case .tiny: (widths, items) = ([320, 1366], 20)
            }
            let recipes = RecipeCatalog.builtInRecipes
            let sweep: @Sendable () throws -> Int = {
                var elements = 0
                for recipe in recipes {
                    let data = SolveWorkloads.data(for: recipe, total: items)
                    for width in widths {
                        let env = SolveWorkloads.environment(for: recipe, width: width)
                        let solved = try CompositionalLayout.solve(recipe.layout(for: env), in: env, data: data)
                        elements += solved.elementCount
                        blackHole(solved)
                    }
                }
                return elements
            }
            let title = "width sweep solve (\(recipes.count) providers x \(widths.count) widths x \(SolveWorkloads.count(items)) items)"
            return [
                Workload(
                    title: title,
                    check: {
                        // Fast == naive at the ends and two common widths of the sweep, for every provider.
                        for recipe in recipes {
                            let data = SolveWorkloads.data(for: recipe, total: items)
                            for width in Set([widths.first!, 768, 1024, widths.last!]) {
                                let env = SolveWorkloads.environment(for: recipe, width: width)
                                let layout = recipe.layout(for: env)
                                try checkAgreement(
                                    try CompositionalLayout.solve(layout, in: env, data: data),
                                    try referenceSolve(layout, in: env, data: data), context: "\(recipe.name) at \(width)")
                            }
                        }
                        let first = try sweep()
                        let again = try sweep()
                        guard again == first, first > 0 else {
                            throw Disagreement(description: "the sweep produced \(first) elements, then \(again)")
                        }
                        return first
                    },
                    run: { blackHole(try sweep()) }, compareToCeiling: true, ceilingChunks: recipes.count * widths.count,
                    targets: [.widthSweep])
            ]
        }
    }
}
