import CompositionalLayout
import CompositionalLayoutUIKit
import LayoutRecipes

extension Recipe {
    /// The sentence `recipes export` gives for a UIKit recipe: its layout is code, not data.
    public static let uikitExportRefusal =
        "its layout is UIKit code (a function returning UICollectionViewCompositionalLayout), whose behaviour a "
        + "file cannot hold; 'recipes snapshot' or 'recipes run --format json' write its frames"

    /// A recipe whose layout is a function returning a `UICollectionViewCompositionalLayout`, as an app writes
    /// it, solved through `HeadlessCollectionView` at each width with the command's data and `host`.
    ///
    /// Keyed by name and size class like any recipe; `export` refuses it (`uikitExportRefusal`).
    public static func uikit(
        name: String, summary: String, source: String = "UIKit code", features: Set<RecipeFeature> = [],
        defaultSections: Int = 1, defaultItems: Int = 30, sizeClass: SizeClassKey = .any,
        allowsOverlap: Bool = false, host: UIKitHost = UIKitHost(),
        makeLayout: @escaping @MainActor @Sendable () -> UICollectionViewCompositionalLayout
    ) -> Recipe {
        let replay: @Sendable (LayoutEnvironment, LayoutData) -> Layout = { environment, data in
            let recorded = MainActorBridge.run {
                UIKitReplay.record(makeLayout, host: host, environment: environment, data: data)
            }
            return recorded.layout(name: name, sections: data.itemCounts.count)
        }
        let defaults = LayoutData(sections: defaultSections, items: defaultItems)
        var recipe = Recipe(
            name: name, summary: summary, source: source, features: features, defaultSections: defaultSections,
            defaultItems: defaultItems, sizeClass: sizeClass, allowsOverlap: allowsOverlap
        ) { environment in replay(environment, defaults) }
        recipe.dataProvider = replay
        recipe.exportRefusal = uikitExportRefusal
        return recipe
    }
}
