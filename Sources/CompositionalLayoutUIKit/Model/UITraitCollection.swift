/// The traits a section provider, item provider or visible-items handler sees through its environment.
///
/// A subset of UIKit's class: size classes, display scale and layout direction, from `HeadlessCollectionView`.
public final class UITraitCollection: Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0 in a host set to exact, unrounded arithmetic).
    public let displayScale: CGFloat
    /// The host's effective layout direction: `.rightToLeft` when its semantic content attribute forces it.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Creates a trait collection with every trait given.
    init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }
}
