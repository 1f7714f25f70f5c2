import CompositionalLayout
import LayoutFiles
import LayoutRecipes

/// One recipe solved at one width: what every output format draws from.
struct RecipeRun: Sendable {
    /// The recipe's name.
    var recipeName: String
    /// The provider used (it depends on the size class).
    var recipe: Recipe
    /// The layout the provider built.
    var layout: Layout
    /// The solved layout.
    var solved: SolvedLayout
    /// The scroll offset the elements are given at.
    var scrollOffset: Double
    /// Every element as the layout stands at `scrollOffset`: pinned items at their pinned place,
    /// visible-items hooks applied, orthogonal sections at rest; ordered by section, item, category.
    var elements: [ElementAttributes]

    /// The container width.
    var width: Double { solved.environment.container.contentSize.width }
    /// The container height.
    var height: Double { solved.environment.container.contentSize.height }
    /// The size class used.
    var sizeClass: SizeClass { solved.environment.traits.horizontalSizeClass }

    /// Solves `selected` at `width` and drops the result, throwing what `solve` would.
    ///
    /// The check `recipes run` makes before it writes anything, without listing the elements. Returns a
    /// layout file's overflow warnings (`LayoutFileCheck`), none for a recipe of the catalog.
    @discardableResult
    static func check(_ selected: SelectedRecipe, width: Double, options: LayoutOptions, sizes: LayoutSizes? = nil)
        throws -> [String]
    {
        let environment = options.environment(width: width)
        let recipe = try selected.provider(for: environment.traits.horizontalSizeClass)
        var data = try selected.data(for: recipe, options: options)
        if let sizes { data = sizes.applied(to: data) }
        do {
            let layout = recipe.layout(for: environment, data: data)
            let solved = try CompositionalLayout.solve(layout, in: environment, data: data)
            guard let origin = selected.origin(of: recipe) else { return [] }
            return LayoutFileCheck.warnings(solved, origin: origin)
        } catch let error as LayoutError {
            throw failure(error, selected: selected, recipe: recipe, width: width)
        } catch {
            // A section provider's own error (a UIKit recipe's host that laid out nothing): its sentence.
            throw CommandError.solveFailed(recipe: selected.name, width: width, reason: "\(error)")
        }
    }

    /// Solves `selected` at `width` and returns the solve alone, without listing its elements (`recipes diff`
    /// reads them one at a time); throws what `solve` would.
    static func solvedLayout(_ selected: SelectedRecipe, width: Double, options: LayoutOptions) throws -> SolvedLayout {
        let environment = options.environment(width: width)
        let recipe = try selected.provider(for: environment.traits.horizontalSizeClass)
        let data = try selected.data(for: recipe, options: options)
        do {
            return try CompositionalLayout.solve(
                recipe.layout(for: environment, data: data), in: environment, data: data)
        } catch let error as LayoutError {
            throw failure(error, selected: selected, recipe: recipe, width: width)
        } catch {
            // A section provider's own error (a UIKit recipe's host that laid out nothing): its sentence.
            throw CommandError.solveFailed(recipe: selected.name, width: width, reason: "\(error)")
        }
    }

    /// The `solveFailed` error for a solver refusal: a layout file's problem is named by the file's paths
    /// (`sections[j]`), not the engine's.
    static func failure(_ error: LayoutError, selected: SelectedRecipe, recipe: Recipe, width: Double) -> CommandError {
        let reason = selected.origin(of: recipe)?.translate(error.description) ?? error.description
        return CommandError.solveFailed(recipe: selected.name, width: width, reason: reason)
    }

    /// Solves `selected` at `width` with `options` (data: see `SelectedRecipe.data(for:options:)`); throws `CommandError.solveFailed` when the solver refuses.
    static func solve(
        _ selected: SelectedRecipe, width: Double, options: LayoutOptions, scrollOffset: Double = 0,
        orthogonalOffsets: [Int: Double] = [:], sizes: LayoutSizes? = nil
    ) throws -> RecipeRun {
        let environment = options.environment(width: width)
        let recipe = try selected.provider(for: environment.traits.horizontalSizeClass)
        var data = try selected.data(for: recipe, options: options)
        if let sizes { data = sizes.applied(to: data) }
        let layout = recipe.layout(for: environment, data: data)
        do {
            let solved = try CompositionalLayout.solve(layout, in: environment, data: data)
            return RecipeRun(
                recipeName: selected.name, recipe: recipe, layout: layout, solved: solved, scrollOffset: scrollOffset,
                elements: solved.elements(atScrollOffset: scrollOffset, orthogonalOffsets: orthogonalOffsets))
        } catch let error as LayoutError {
            throw failure(error, selected: selected, recipe: recipe, width: width)
        } catch {
            // A section provider's own error (a UIKit recipe's host that laid out nothing): its sentence.
            throw CommandError.solveFailed(recipe: selected.name, width: width, reason: "\(error)")
        }
    }
}
