/// A collection view cell; the facade makes none (no cells off-device), so the type exists for cell
/// providers and cell subclasses to type check.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {}
