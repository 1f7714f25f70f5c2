import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// Every recipe at every width from 320 to 1366 points (step 1) with 1 000 items, timed as a whole
    /// (provider call and solve for each pair).
    static var widthSweep: WorkloadFamily {
        WorkloadFamily(
            number: 8, name: "Width sweep",
            summary: "Every registered provider x every width 320...1366 (step 1; step 10 in `--quick`), 1 000 items, "
                + "height 844, scale 0; one call is the whole sweep, each solve including the recipe's provider call. "
                + "Checked against the naive reference at both ends and at 768 and 1024 points first."
        ) { scale in
            let widths: [Double]
            let items: Int
            switch scale {
            case .full: (widths, items) = ((320...1366).map(Double.init), 1_000)
            case .quick: (widths, items) = (stride(from: 320.0, through: 1366, by: 10).map { $0 }, 1_000)
            case .tiny: (widths, items) = ([320, 1366], 20)
            }
            let recipes = RecipeCatalog.builtInRecipes
            let title =
                "width sweep solve (\(recipes.count) providers x \(widths.count) widths x \(Format.count(items)) items)"
            return [
                .comparison(
                    Comparison(
                        id: "width-sweep", title: title, summary: "One subject: the whole sweep.", reference: nil,
                        addsCeilings: false,
                        targets: [
                            TargetCheck(
                                row: .widthSweep, label: "\(recipes.count) providers x \(widths.count) widths",
                                rule: .durationBelow(subject: "sweep", ns: 1e9))
                        ],
                        setUp: { [try sweepSubject(recipes, widths: widths, items: items, title: title)] }))
            ]
        }
    }

    /// The sweep as one subject, after checking it against the naive reference at four widths.
    static func sweepSubject(_ recipes: [Recipe], widths: [Double], items: Int, title: String) throws -> Subject {
        let sweep: () throws -> Int = {
            var elements = 0
            for recipe in recipes {
                let data = SolveWorkloads.data(for: recipe, total: items)
                for width in widths {
                    let env = SolveWorkloads.environment(for: recipe, width: width)
                    let solved = try solve(recipe.layout(for: env), in: env, data: data)
                    elements += solved.elementCount
                    blackHole(solved)
                }
            }
            return elements
        }
        for recipe in recipes {
            let data = SolveWorkloads.data(for: recipe, total: items)
            for width in Set([widths.first!, 768, 1024, widths.last!]) {
                let env = SolveWorkloads.environment(for: recipe, width: width)
                let layout = recipe.layout(for: env)
                let (engine, solved) = try SolveWorkloads.engine(
                    id: "check", title: "\(recipe.name) at \(width)", layout: layout, environment: env, data: data)
                _ = try SolveWorkloads.naive(of: engine, layout: layout, environment: env, data: data, solved: solved)
            }
        }
        let elements = try sweep()
        return Subject(id: "sweep", title: title, elements: elements, run: { blackHole(try sweep()) })
    }
}
