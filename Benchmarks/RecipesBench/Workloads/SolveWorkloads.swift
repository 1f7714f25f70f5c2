import CompositionalLayout
import LayoutRecipes
import ReferenceSolver

/// Builders shared by the workloads: engine and naive subjects (checked before they are returned), and
/// the environment and data each catalog recipe is measured with.
enum SolveWorkloads {
    /// Solves once, checks the cell count, and returns the solve as a subject with the solve's output
    /// (for further checks; drop it before timing).
    static func engine(
        id: String, title: String, layout: Layout, environment: LayoutEnvironment, data: LayoutData,
        series: String? = nil
    ) throws -> (Subject, SolvedLayout) {
        let solved = try solve(layout, in: environment, data: data)
        let expected = data.itemCounts.reduce(0, +)
        guard solved.cellCount == expected else {
            throw Disagreement(description: "\(title): \(solved.cellCount) cells, expected \(expected)")
        }
        let subject = Subject(
            id: id, title: title, elements: solved.elementCount, series: series,
            run: { blackHole(try solve(layout, in: environment, data: data)) })
        return (subject, solved)
    }

    /// The naive reference solver on the same input, after checking that it agrees with `solved` to 1e-9.
    static func naive(
        of engine: Subject, layout: Layout, environment: LayoutEnvironment, data: LayoutData, solved: SolvedLayout
    ) throws -> Subject {
        try checkAgreement(solved, try referenceSolve(layout, in: environment, data: data), context: engine.title)
        return Subject(
            id: engine.id + "-naive", title: "naive reference " + engine.title, role: .naive,
            elements: engine.elements, baselineOf: engine.id,
            run: { blackHole(try referenceSolve(layout, in: environment, data: data)) })
    }

    /// The environment a recipe is measured in: 390 points for compact or either class, 1024 for regular.
    static func environment(for recipe: Recipe, width: Double? = nil, height: Double = 844) -> LayoutEnvironment {
        let cls: SizeClass? =
            recipe.sizeClass == .regular ? .regular : (recipe.sizeClass == .compact ? .compact : nil)
        return LayoutEnvironment(
            width: width ?? (recipe.sizeClass == .regular ? 1024 : 390), height: height, sizeClass: cls)
    }

    /// A recipe's label in titles: its name, with the size class when it has one of its own.
    static func label(_ recipe: Recipe) -> String {
        recipe.sizeClass == .any ? recipe.name : "\(recipe.name) [\(recipe.sizeClass.rawValue)]"
    }

    /// A recipe's key in subject ids: its name, with the size class when it has one of its own.
    static func key(_ recipe: Recipe) -> String {
        recipe.sizeClass == .any ? recipe.name : "\(recipe.name)-\(recipe.sizeClass.rawValue)"
    }

    /// `total` items spread over the recipe's default number of sections (the first sections take the
    /// remainder).
    static func data(for recipe: Recipe, total: Int, sizing: SizingCallback? = nil) -> LayoutData {
        let sections = max(1, recipe.defaultSections)
        let counts = (0..<sections).map { total / sections + ($0 < total % sections ? 1 : 0) }
        return LayoutData(itemCounts: counts, sizing: sizing)
    }
}
