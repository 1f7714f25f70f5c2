import CompositionalLayoutUIKit
import LayoutRecipes

/// One generated layout function (`Scripts/generate-uikit-exports` lists them all in `generatedLayouts`).
struct GeneratedLayout: Sendable {
    /// The catalog recipe it was exported from.
    var recipe: String
    /// The size class exported, or nil for an export of every size class (chosen by the trait collection).
    var sizeClass: SizeClassKey?
    /// The generated function.
    var make: @MainActor @Sendable () -> UICollectionViewCompositionalLayout
}
