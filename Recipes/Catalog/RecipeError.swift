/// Why a catalog operation failed; `description` is one sentence.
public enum RecipeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No recipe has this name; `suggestions` are the nearest known names, nearest first.
    case unknownRecipe(name: String, suggestions: [String])
    /// The name is known but has no provider for this size class and no fallback for both.
    case noProviderForSizeClass(name: String, sizeClass: String)
    /// A provider for (name, size class) is already registered.
    case duplicate(name: String, sizeClass: String)
    /// A recipe's name is not kebab-case.
    case invalidName(String)

    /// One sentence naming the bad value.
    public var description: String {
        switch self {
        case .unknownRecipe(let name, let suggestions):
            if let first = suggestions.first { return "unknown recipe '\(name)'; did you mean '\(first)'?" }
            return "unknown recipe '\(name)'; 'recipes list' shows the known ones."
        case .noProviderForSizeClass(let name, let sizeClass):
            return "recipe '\(name)' has no layout for the \(sizeClass) size class."
        case .duplicate(let name, let sizeClass):
            return "recipe '\(name)' is already registered for size class '\(sizeClass)'."
        case .invalidName(let name):
            return "'\(name)' is not a kebab-case recipe name (lowercase letters, digits and single hyphens)."
        }
    }
}
