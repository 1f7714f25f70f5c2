/// The traits a section provider, item provider or visible-items handler sees through its environment, and a
/// host reports as `traitCollection`.
///
/// A subset of UIKit's class: size classes, display scale, layout direction, idiom and content size category,
/// from `HeadlessCollectionView`. A trait made with a single-trait initializer leaves the others unspecified.
public final class UITraitCollection: Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0 in a host set to exact, unrounded arithmetic, and when unspecified).
    public let displayScale: CGFloat
    /// The host's effective layout direction: `.rightToLeft` when its semantic content attribute forces it.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The host's `userInterfaceIdiom` (`.phone` by default).
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The preferred text size: `.large`, the default and the only category the facade has font sizes for.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Creates a trait collection with every trait given.
    init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        userInterfaceIdiom: UIUserInterfaceIdiom = .phone, preferredContentSizeCategory: UIContentSizeCategory = .large
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// A trait collection with every trait unspecified.
    public convenience init() {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            layoutDirection: .unspecified, userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified, displayScale: 0,
            layoutDirection: .unspecified, userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass, displayScale: 0,
            layoutDirection: .unspecified, userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the display scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: displayScale,
            layoutDirection: .unspecified, userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            layoutDirection: .unspecified, userInterfaceIdiom: idiom, preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            layoutDirection: layoutDirection, userInterfaceIdiom: .unspecified,
            preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the preferred content size category specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            layoutDirection: .unspecified, userInterfaceIdiom: .unspecified,
            preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of `traitCollections` combined: for each trait, the last specified value wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }
}
