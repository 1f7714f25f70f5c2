import CompositionalLayout
import LayoutRecipes

/// The work a sweep (or an interactive gallery) asks for, estimated from the data shapes before anything is
/// solved, to refuse one over `CLILimits`.
extension SweepCommand {
    /// The element solves sweeping `selections` at the widths of `options` asks for, from arithmetic on
    /// the data shapes (nothing is solved): for each recipe, widths x the most elements any of its
    /// providers has (see `estimatedElements(_:selected:options:)`).
    static func estimatedWork(_ selections: [SelectedRecipe], options: LayoutOptions) -> Double {
        let widths = Double(options.widths.values.count)
        let environment = options.environment(width: options.widths.values.first ?? 320)
        return selections.reduce(0) { sum, selected in
            let providers = selected.catalog.providers(named: selected.name)
            let elements = providers.map {
                estimatedElements($0, selected: selected, options: options, environment: environment)
            }
            return sum + widths * max(1, elements.max() ?? 1)
        }
    }

    /// The elements one layout of `recipe` has, estimated from arithmetic, never by solving.
    ///
    /// Its items (sections x items, or a layout file's data), plus each section's boundary items and
    /// decorations (as section 0 has them), plus the layout's boundary items; item badges are not counted.
    /// A data shape over the limits counts 0: the sweep reports it without solving.
    static func estimatedElements(
        _ recipe: Recipe, selected: SelectedRecipe, options: LayoutOptions, environment: LayoutEnvironment
    ) -> Double {
        guard let data = try? selected.data(for: recipe, options: options) else { return 0 }
        let items = Double(data.itemCounts.reduce(0, +))
        let sections = Double(data.itemCounts.count)
        let layout = recipe.layout(for: environment, data: data)
        let perSection =
            (try? layout.section(at: 0, environment: environment)).map {
                Double($0.boundarySupplementaryItems.count + $0.decorationItems.count)
            } ?? 0
        return items + sections * perSection + Double(layout.configuration.boundarySupplementaryItems.count)
    }
}
