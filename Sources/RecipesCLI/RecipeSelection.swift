import CompositionalLayout
import LayoutFiles
import LayoutRecipes

/// Where the recipe a command works on comes from.
///
/// A catalog name (built-in, or added by `--recipes-dir`/`RECIPES_PATH`), or a layout file given
/// with `--file`; `selectRecipe(_:in:)` resolves both.
enum RecipeSource: Sendable, Equatable {
    /// A recipe of the catalog, by name.
    case named(String)
    /// A layout file, by path (`run --file`); relative paths start at the file system's directory.
    case file(String)
}

/// The recipe a command works on: its name and the catalog that holds its providers.
struct SelectedRecipe: Sendable {
    /// The recipe's name.
    var name: String
    /// A catalog holding its providers (one per size class key).
    var catalog: RecipeCatalog
    /// For providers read from layout files: where each came from, by size class key.
    var origins: [SizeClassKey: LayoutFileOrigin] = [:]

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

    /// The layout file `recipe` was read from, if any.
    func origin(of recipe: Recipe) -> LayoutFileOrigin? { origins[recipe.sizeClass] }

    /// The data shape for `recipe`: `--sections`/`--items` when given (the other from the recipe's
    /// defaults), else a layout file's exact `data`, else the recipe's defaults.
    func data(for recipe: Recipe, options: LayoutOptions) throws -> LayoutData {
        if options.sections == nil, options.items == nil, let origin = origin(of: recipe), let data = origin.data {
            let total = data.itemCounts.reduce(0, +)
            // A limit a file goes over is a problem in the file (exit 1, with its path), not a usage error.
            guard total <= CLILimits.totalItems else {
                throw CommandError.invalidLayoutFile(
                    path: origin.path,
                    problems: [
                        "data: the data lists \(total) items in all; the command solves at most \(CLILimits.totalItems)"
                    ])
            }
            return data
        }
        let data = try options.data(for: recipe)
        return origin(of: recipe)?.sizes?.applied(to: data) ?? data
    }
}

/// Resolves "which recipe" in one place: a catalog name, or a layout file read into a one-recipe
/// catalog whose provider serves both size classes (a file is one layout, run at every width).
func selectRecipe(_ source: RecipeSource, in context: CommandContext) throws -> SelectedRecipe {
    switch source {
    case .named(let name):
        guard !context.catalog.providers(named: name).isEmpty else {
            throw CommandError.unknownRecipe(
                name: name, suggestions: nearestNames(to: name, in: context.catalog.names))
        }
        return context.selection(named: name)
    case .file(let path):
        let document = try LayoutFileOrigin.load(path, fileSystem: context.fileSystem)
        // Standard input (`-`) is named `<stdin>` in messages, and `stdin` as a recipe without a name.
        let shown = FileSystem.displayName(path)
        var recipe = LayoutFileOrigin.recipe(document, path: shown, sizeClass: .any)
        if document.name == nil { recipe.name = LayoutFileOrigin.kebabName(recipe.name) }
        // The decoder accepts kebab-case names only and `kebabName` makes one, so this registers.
        let catalog = (try? RecipeCatalog([recipe])) ?? RecipeCatalog()
        return SelectedRecipe(
            name: recipe.name, catalog: catalog, origins: [.any: LayoutFileOrigin(document, path: shown)])
    }
}

/// `selectRecipe(_:in:)` against a bare catalog (no layout files, current directory).
func selectRecipe(_ source: RecipeSource, in catalog: RecipeCatalog) throws -> SelectedRecipe {
    try selectRecipe(source, in: CommandContext(catalog: catalog, environment: [:], fileSystem: .current))
}
