import CompositionalLayout

/// A registry of recipe providers keyed by (name, size class), built from an explicit list (style G8).
///
/// Registering returns a new catalog; there is no global mutable registry.
public struct RecipeCatalog: Sendable {
    /// Every registered provider, in registration order.
    public private(set) var recipes: [Recipe] = []

    /// An empty catalog.
    public init() {}

    /// A catalog of `recipes`; throws on a duplicate (name, size class) or a bad name.
    public init(_ recipes: [Recipe]) throws {
        for recipe in recipes { try register(recipe) }
    }

    /// Adds a provider; throws `RecipeError.duplicate` when (name, size class) is taken.
    public mutating func register(_ recipe: Recipe) throws {
        guard RecipeCatalog.isKebabCase(recipe.name) else { throw RecipeError.invalidName(recipe.name) }
        if recipes.contains(where: { $0.name == recipe.name && $0.sizeClass == recipe.sizeClass }) {
            throw RecipeError.duplicate(name: recipe.name, sizeClass: recipe.sizeClass.rawValue)
        }
        recipes.append(recipe)
    }

    /// A copy with `recipe` added; throws on a duplicate.
    public func registering(_ recipe: Recipe) throws -> RecipeCatalog {
        var copy = self
        try copy.register(recipe)
        return copy
    }

    /// A copy with every recipe of `others` added; throws on the first duplicate.
    public func registering(contentsOf others: [Recipe]) throws -> RecipeCatalog {
        var copy = self
        for recipe in others { try copy.register(recipe) }
        return copy
    }

    /// The distinct names, in registration order.
    public var names: [String] {
        var seen = Set<String>()
        return recipes.map(\.name).filter { seen.insert($0).inserted }
    }

    /// The providers registered under `name` (one per size class key).
    public func providers(named name: String) -> [Recipe] {
        recipes.filter { $0.name == name }
    }

    /// The provider for `name` and `sizeClass`: the one registered for that class, else the one for both.
    ///
    /// Throws `unknownRecipe` with the nearest names when the name is unknown, and
    /// `noProviderForSizeClass` when the name has neither a provider for the class nor one for both.
    public func recipe(named name: String, sizeClass: SizeClass) throws -> Recipe {
        let candidates = providers(named: name)
        guard !candidates.isEmpty else {
            throw RecipeError.unknownRecipe(name: name, suggestions: nearestNames(to: name, in: names))
        }
        if let exact = candidates.first(where: { $0.sizeClass == SizeClassKey(sizeClass) }) { return exact }
        if let any = candidates.first(where: { $0.sizeClass == .any }) { return any }
        throw RecipeError.noProviderForSizeClass(name: name, sizeClass: sizeClass.rawValue)
    }

    /// True for lowercase letters and digits in runs joined by single hyphens.
    public static func isKebabCase(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 64, !name.hasPrefix("-"), !name.hasSuffix("-"), !name.contains("--") else {
            return false
        }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
