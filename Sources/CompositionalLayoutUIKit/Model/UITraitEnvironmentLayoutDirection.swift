/// The direction content flows in, as a trait collection reports it.
///
/// A host reports its effective layout direction here (`HeadlessCollectionView.semanticContentAttribute`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// No direction.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
