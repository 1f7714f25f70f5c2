/// What a section provider, custom item provider or visible-items handler knows about where the layout is
/// shown: its container and traits (spec L4).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The host's traits: size classes, display scale, layout direction.
    var traitCollection: UITraitCollection { get }
}
