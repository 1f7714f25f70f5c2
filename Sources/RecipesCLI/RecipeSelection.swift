import CompositionalLayout
import LayoutRecipes

/// Where the recipe a command works on comes from.
///
/// Today a catalog name; a layout file (`--file`) becomes another case resolved by
/// `selectRecipe(_:in:)`, and a `--recipes-dir` extends the catalog.
enum RecipeSource: Sendable, Equatable {
    /// A recipe of the catalog, by name.
    case named(String)
}

/// The recipe a command works on: its name and the catalog that holds its providers.
struct SelectedRecipe: Sendable {
    /// The recipe's name.
    var name: String
    /// A catalog holding its providers (one per size class key).
    var catalog: RecipeCatalog

    /// The provider for a size class: the one registered for it, else the one for both.
    func provider(for sizeClass: SizeClass) throws -> Recipe {
        do {
            return try catalog.recipe(named: name, sizeClass: sizeClass)
        } catch RecipeError.noProviderForSizeClass(let name, let cls) {
            throw CommandError.noProviderForSizeClass(recipe: name, sizeClass: cls)
        } catch RecipeError.unknownRecipe(let name, let suggestions) {
            throw CommandError.unknownRecipe(name: name, suggestions: suggestions)
        }
    }
}

/// Resolves "which recipe" in one place, so new sources slot in here.
func selectRecipe(_ source: RecipeSource, in catalog: RecipeCatalog) throws -> SelectedRecipe {
    switch source {
    case .named(let name):
        guard !catalog.providers(named: name).isEmpty else {
            throw CommandError.unknownRecipe(name: name, suggestions: nearestNames(to: name, in: catalog.names))
        }
        return SelectedRecipe(name: name, catalog: catalog)
    }
}
