internal import CompositionalLayout

/// Layout-wide settings: scroll direction, spacing between sections and layout-wide headers and footers.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along; vertical by default.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections; 0 by default.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (spec B6).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The edges sections measure their content insets from unless they choose (spec S10); `.safeArea` by
    /// default, as UIKit documents.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea
    /// The spacing `UICollectionViewCompositionalLayout.list(using:)` set, which is no mistake while
    /// `interSectionSpacing` still equals it (spec LS4); nil for a configuration the app made.
    var listInterSectionSpacing: CGFloat?

    /// Creates a configuration with UIKit's defaults.
    public init() {}

    /// A copy, as the layout keeps one (UIKit's property copies the configuration it is given).
    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        copy.listInterSectionSpacing = listInterSectionSpacing
        return copy
    }

    /// The engine's value.
    func engineConfiguration() throws -> LayoutConfiguration {
        var configuration = LayoutConfiguration(
            scrollDirection: scrollDirection == .vertical ? .vertical : .horizontal,
            interSectionSpacing: Double(interSectionSpacing),
            boundarySupplementaryItems: try boundarySupplementaryItems.map { try $0.engineBoundary() },
            contentInsetsReference: contentInsetsReference.engineValue)
        configuration.listInterSectionSpacing = listInterSectionSpacing.map(Double.init)
        return configuration
    }
}
