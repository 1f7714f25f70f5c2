import CompositionalLayout
import LayoutRecipes
import Testing

@testable import RecipesBench

/// The straightforward baselines give the engine's frames, including partial last rows and empty input.
@Suite("Straightforward baselines")
struct BaselineTests {
    static let counts = [0, 1, 2, 4, 11, 50]

    @Test("the grid baseline gives the engine's cell frames", arguments: counts)
    func grid(items: Int) throws {
        let solved = try solve(
            BenchLayouts.uniformGrid, in: BenchLayouts.gridEnvironment, data: LayoutData(sections: 1, items: items))
        let layout = StraightforwardGrid(width: 1024, columns: 3, sectionInset: 2.5, itemInset: 2.5)
        layout.prepare(itemCount: items)
        try checkBaseline(layout.cache, matches: solved, elements: true, context: "grid")
        // Spec example (a) at 1024: slots (1024 - 5) / 3 wide; item 1 at x = 2.5 + slot + 2.5.
        if items > 1 { #expect(abs(layout.cache[1].frame.x - (2.5 + 1019.0 / 3 + 2.5)) < 1e-9) }
    }

    @Test("the estimated list and grid baselines match with and without a callback", arguments: counts)
    func estimated(items: Int) throws {
        for sizing in [BenchLayouts.listHeights, nil] {
            let data = LayoutData(sections: 1, items: items, sizing: sizing)
            let list = StraightforwardEstimatedList(width: 390)
            list.prepare(itemCount: items, sizing: sizing)
            try checkBaseline(
                list.cache, matches: try solve(BenchLayouts.estimatedList, in: BenchLayouts.phone, data: data),
                elements: true, context: "list")
            let gridSizing = sizing == nil ? nil : BenchLayouts.gridHeights
            let grid = StraightforwardEstimatedGrid(width: 390)
            grid.prepare(itemCount: items, sizing: gridSizing)
            try checkBaseline(
                grid.cache,
                matches: try solve(
                    BenchLayouts.estimatedGrid, in: BenchLayouts.phone,
                    data: LayoutData(sections: 1, items: items, sizing: gridSizing)),
                elements: true, context: "grid")
        }
    }

    @Test("the badge baseline gives every element of the badge-banner recipe", arguments: counts)
    func badges(items: Int) throws {
        let recipe = Recipe.badgeBannerCompact
        let env = SolveWorkloads.environment(for: recipe)
        let solved = try solve(recipe.layout(for: env), in: env, data: SolveWorkloads.data(for: recipe, total: items))
        let layout = StraightforwardBadges(width: 390)
        layout.prepare(itemCount: items)
        try checkBaseline(layout.cache, matches: solved, elements: true, context: "badges")
    }

    @Test("a baseline that differs from the engine is refused")
    func refused() throws {
        let solved = try solve(
            BenchLayouts.uniformGrid, in: BenchLayouts.gridEnvironment, data: LayoutData(sections: 1, items: 6))
        let layout = StraightforwardGrid(width: 1024, columns: 3, sectionInset: 2.5, itemInset: 2)
        layout.prepare(itemCount: 6)
        #expect(throws: Disagreement.self) { try checkBaseline(layout.cache, matches: solved, context: "grid") }
    }
}
