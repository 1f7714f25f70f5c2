import CompositionalLayoutUIKit

/// The feeds list of the NetNewsWire iPhone app, whose first screen real UIKit captured (iOS 26.1).
///
/// Per the app's source: `UICollectionViewCompositionalLayout.list` of an `.insetGrouped` configuration with
/// supplementary section headers and a separator handler that hides bottom separators and a section's first top
/// separator (separators are drawing: the frames are the same without it). Swipe actions are left out.
enum NetNewsWireFeedsLayout {
    /// The app's list layout on iPhone.
    @MainActor
    static func make() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            var separators = sectionConfiguration
            separators.bottomSeparatorVisibility = .hidden
            separators.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .visible
            return separators
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}
