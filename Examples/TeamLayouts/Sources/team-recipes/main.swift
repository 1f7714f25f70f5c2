import LayoutRecipes
import RecipesCommand
import TeamLayouts

RecipesCommand.main(catalog: try .builtIn.registering(contentsOf: TeamLayouts.recipes))
