import CompositionalLayout

extension RecipeCatalog {
    /// Every built-in recipe, in the order `recipes list` shows them.
    public static let builtInRecipes: [Recipe] = [
        .gridCompact, .gridRegular,
    ]

    /// The catalog of built-in recipes.
    public static var builtIn: RecipeCatalog {
        // The list is fixed and tested for duplicates, so this cannot fail.
        (try? RecipeCatalog(builtInRecipes)) ?? RecipeCatalog()
    }
}
