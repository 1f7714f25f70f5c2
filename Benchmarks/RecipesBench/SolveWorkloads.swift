import CompositionalLayout
import LayoutRecipes
import ReferenceSolver

/// Builders shared by the solve workloads: a fast solve, a naive solve, and the check between them.
enum SolveWorkloads {
    /// A workload that solves `layout` with both solvers; checks element counts and agreement first.
    static func solve(
        _ title: String, layout: Layout, environment: LayoutEnvironment, data: LayoutData, naive: Bool = true,
        minimumIterations: Int = 5
    ) -> Workload {
        let expectedCells = data.itemCounts.reduce(0, +)
        return Workload(
            title: title, minimumIterations: minimumIterations,
            check: {
                let fast = try CompositionalLayout.solve(layout, in: environment, data: data)
                guard fast.cellCount == expectedCells else {
                    throw Disagreement(description: "\(title): \(fast.cellCount) cells, expected \(expectedCells)")
                }
                if naive {
                    try checkAgreement(fast, try referenceSolve(layout, in: environment, data: data), context: title)
                }
                return fast.elementCount
            },
            run: { blackHole(try CompositionalLayout.solve(layout, in: environment, data: data)) },
            naive: naive ? { blackHole(try referenceSolve(layout, in: environment, data: data)) } : nil,
            compareToCeiling: true)
    }

    /// "1 000", "100 k", "1 M": a count as the report titles write it.
    static func count(_ n: Int) -> String {
        if n >= 1_000_000 && n % 1_000_000 == 0 { return "\(n / 1_000_000) M" }
        if n >= 10_000 && n % 1_000 == 0 { return "\(n / 1_000) k" }
        if n >= 1_000 {
            let thousands = n / 1_000
            let rest = n % 1_000
            return "\(thousands) " + String(repeating: "0", count: 3 - String(rest).count) + "\(rest)"
        }
        return "\(n)"
    }

    /// The environment a recipe is measured in: 390 points for compact or either class, 1024 for regular.
    static func environment(for recipe: Recipe, width: Double? = nil) -> LayoutEnvironment {
        let cls: SizeClass? = recipe.sizeClass == .regular ? .regular : (recipe.sizeClass == .compact ? .compact : nil)
        return LayoutEnvironment(width: width ?? (recipe.sizeClass == .regular ? 1024 : 390), height: 844, sizeClass: cls)
    }

    /// A recipe's label in titles: its name, with the size class when it has one of its own.
    static func label(_ recipe: Recipe) -> String {
        recipe.sizeClass == .any ? recipe.name : "\(recipe.name) [\(recipe.sizeClass.rawValue)]"
    }

    /// `total` items spread over the recipe's default number of sections (the first sections take the remainder).
    static func data(for recipe: Recipe, total: Int, sizing: SizingCallback? = nil) -> LayoutData {
        let sections = max(1, recipe.defaultSections)
        let counts = (0..<sections).map { total / sections + ($0 < total % sections ? 1 : 0) }
        return LayoutData(itemCounts: counts, sizing: sizing)
    }
}
