import CompositionalLayoutUIKit

/// The layout of pookjw's "UICollectionView.CellRegistration, iOS 15 and iOS 16" sample (iOS 16), whose
/// console warning printed one cell's frame.
///
/// Per the article's code: a section provider with two sections. Section 0 is a strip of emoji cells
/// scrolling sideways with `.continuousGroupLeadingBoundary`, one 100 x 100 group per cell, the cell filling
/// its group inset by 20 on every side; section 1 is an `.insetGrouped` list section of the numbers.
enum EmojiNumbersLayout {
    /// The emoji strip: 100-point square groups of one item inset 20 on each side, scrolling sideways.
    @MainActor
    static func emojis() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            repeatingSubitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        return section
    }

    /// The sample's layout: the emoji strip first, then an `.insetGrouped` list section.
    @MainActor
    static func make() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, environment in
            section == 0
                ? emojis()
                : NSCollectionLayoutSection.list(
                    using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                    layoutEnvironment: environment)
        }
    }
}
