import CompositionalLayoutUIKit

/// The list screen of OpenUIKit's TableEditor conformance app, whose frames real UIKit captured (iOS 26.1).
///
/// Per the app's description: `UICollectionViewCompositionalLayout.list` of an `.insetGrouped` configuration,
/// header mode none, two sections of `UICollectionViewListCell` rows that size themselves to their content
/// configuration. The app's trailing swipe actions are interaction, not layout, and are left out.
enum TableEditorListLayout {
    /// The app's list layout.
    @MainActor
    static func make() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }
}
