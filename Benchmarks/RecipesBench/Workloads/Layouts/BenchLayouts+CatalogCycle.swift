import CompositionalLayout
import LayoutRecipes

extension BenchLayouts {
    /// The catalog recipes the many-sections workloads cycle through: every vertical provider that
    /// registers for compact width (or any), at `environment`.
    static func cycleRecipes(_ environment: LayoutEnvironment) -> [Recipe] {
        RecipeCatalog.builtInRecipes.filter {
            $0.sizeClass != .regular && $0.layout(for: environment).configuration.scrollDirection == .vertical
        }
    }

    /// Each cycle recipe's default sections in turn: (recipe index, section index) pairs.
    static func cyclePairs(_ recipes: [Recipe]) -> [(recipe: Int, section: Int)] {
        recipes.indices.flatMap { r in (0..<max(1, recipes[r].defaultSections)).map { (r, $0) } }
    }

    /// The sections of the cycle, built once: section i of a layout is `list[i % list.count]`.
    static func cycleSections(_ environment: LayoutEnvironment) throws -> [Section] {
        let recipes = cycleRecipes(environment)
        return try cyclePairs(recipes).map { pair in
            try recipes[pair.recipe].layout(for: environment).section(at: pair.section, environment: environment)
        }
    }

    /// The cycle as prebuilt sections (`Layout(sections:)`): solving it times the solver alone.
    static func catalogCycle(_ environment: LayoutEnvironment) throws -> Layout {
        Layout(sections: try cycleSections(environment))
    }

    /// The same cycle as a section provider that builds each section when asked, as an app's provider
    /// does: solving it times the solver and the provider together.
    static func catalogProvider(_ environment: LayoutEnvironment) -> Layout {
        let recipes = cycleRecipes(environment)
        let pairs = cyclePairs(recipes)
        return Layout(
            provider: SectionProvider(name: "catalog-cycle") { index, env in
                let pair = pairs[index % pairs.count]
                return try recipes[pair.recipe].layout(for: env).section(at: pair.section, environment: env)
            })
    }
}
