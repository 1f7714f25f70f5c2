import CompositionalLayoutUIKit

/// The list layouts of OpenUIKit's listheaderprobe and listseparatorprobe (iOS 26.1, iPhone 16).
///
/// Per the probes' descriptions: NetNewsWire's feed list, an `.insetGrouped` list layout of plain self-sizing
/// cells; the header probe adds supplementary section headers, the separator probe's `nnw` variant adds an item
/// separator handler that hides bottom separators and insets top ones by 48 (separators are drawing, not
/// layout: the frames are the same either way).
enum ListProbeLayouts {
    /// An `.insetGrouped` list whose sections carry supplementary headers.
    @MainActor
    static func insetGroupedWithHeaders() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// An `.insetGrouped` list without headers, with UIKit's own separators.
    @MainActor
    static func insetGrouped() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    /// An `.insetGrouped` list whose separator handler shows only top separators after a section's first row.
    @MainActor
    static func insetGroupedWithSeparatorHandler() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            var separators = sectionConfiguration
            separators.bottomSeparatorVisibility = .hidden
            separators.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .visible
            separators.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 48, bottom: 0, trailing: 0)
            return separators
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}
