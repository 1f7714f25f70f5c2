// The `recipes` executable: the built-in catalog run by RecipesCommand, the library a package's own command
// uses the same way (docs/plugins.md); the logic lives in RecipesCLI (style G12).
import RecipesCommand

RecipesCommand.main()
