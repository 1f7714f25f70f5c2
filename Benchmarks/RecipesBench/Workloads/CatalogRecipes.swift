import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// Every catalog recipe: at 100 k items beside the uniform grid (the "≤ 2 × grid" target for pinned,
    /// orthogonal, carousel and nested-group recipes), and at 1 000 items beside the naive reference.
    static var catalogRecipes: WorkloadFamily {
        WorkloadFamily(
            number: 2, name: "Every catalog recipe",
            summary: "Each registered provider at 390 points (1024 for regular-only providers), height 844, scale 0; "
                + "the items are spread over the recipe's default number of sections. First every recipe at the large "
                + "size beside the uniform grid (1024 x 844) in one interleaved comparison; then every recipe beside "
                + "the naive reference solver at 1 000 items, checked equal to it first."
        ) { scale in
            let (large, small) =
                switch scale {
                case .full: (100_000, 1_000)
                case .quick: (10_000, 1_000)
                case .tiny: (50, 10)
                }
            let recipes = RecipeCatalog.builtInRecipes
            let featureTargets = recipes.filter(isTwiceGridTarget).map { recipe in
                TargetCheck(
                    row: .features,
                    label:
                        "\(SolveWorkloads.label(recipe)) "
                        + "(\(recipe.features.map(\.rawValue).sorted().joined(separator: ", ")))",
                    rule: .ratioAtMost(subject: SolveWorkloads.key(recipe), reference: "grid", limit: 2))
            }
            let naiveTargets = recipes.map { recipe in
                TargetCheck(
                    row: .naiveSpeedUp, label: "\(SolveWorkloads.label(recipe)), \(Format.count(small)) items",
                    rule: .speedUpAtLeast(
                        subject: SolveWorkloads.key(recipe), baseline: SolveWorkloads.key(recipe) + "-naive", limit: 20)
                )
            }
            return [
                .comparison(
                    Comparison(
                        id: "catalog-large", title: "every catalog recipe solve (\(Format.count(large)) items)",
                        summary: "Every provider at \(Format.count(large)) items; ratios to the uniform grid.",
                        reference: "grid", isKey: true, targets: featureTargets,
                        setUp: { try catalogSubjects(recipes, items: large, naive: false) })),
                .comparison(
                    Comparison(
                        id: "catalog-naive",
                        title: "every catalog recipe solve vs naive reference (\(Format.count(small)) items)",
                        summary: "Every provider at \(Format.count(small)) items beside the naive reference solver.",
                        reference: nil, targets: naiveTargets,
                        setUp: { try catalogSubjects(recipes, items: small, naive: true) })),
            ]
        }
    }

    /// True for the recipes the "≤ 2 × grid" target holds: pinned headers, orthogonal sections, the
    /// carousel, nested groups.
    static func isTwiceGridTarget(_ recipe: Recipe) -> Bool {
        recipe.name == "carousel" || !recipe.features.isDisjoint(with: [.pinned, .orthogonal, .nestedGroups])
    }

    /// The grid (without `naive`) and every recipe, each with its naive reference when `naive`.
    static func catalogSubjects(_ recipes: [Recipe], items: Int, naive: Bool) throws -> [Subject] {
        var subjects: [Subject] = []
        if !naive {
            subjects.append(
                try SolveWorkloads.engine(
                    id: "grid", title: "grid solve (\(Format.count(items)) items)", layout: BenchLayouts.uniformGrid,
                    environment: BenchLayouts.gridEnvironment, data: LayoutData(sections: 1, items: items)
                ).0)
        }
        for recipe in recipes {
            let environment = SolveWorkloads.environment(for: recipe)
            let layout = recipe.layout(for: environment)
            let data = SolveWorkloads.data(for: recipe, total: items)
            let (engine, solved) = try SolveWorkloads.engine(
                id: SolveWorkloads.key(recipe),
                title: "\(SolveWorkloads.label(recipe)) solve (\(Format.count(items)) items)", layout: layout,
                environment: environment, data: data)
            subjects.append(engine)
            if naive {
                subjects.append(
                    try SolveWorkloads.naive(
                        of: engine, layout: layout, environment: environment, data: data, solved: solved))
            }
        }
        return subjects
    }
}
