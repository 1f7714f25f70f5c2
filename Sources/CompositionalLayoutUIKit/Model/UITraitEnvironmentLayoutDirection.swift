/// The direction content flows in, as a trait collection reports it.
///
/// The engine has no right-to-left layout: the facade always reports `.leftToRight` and lays out left to right.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// No direction.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
