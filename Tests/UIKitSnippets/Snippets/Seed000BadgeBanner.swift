#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

/// Seed 000, "Supplementary Items": the grid with a "new-banner" supplementary item under each item.
///
/// Insets of 8; the banner is 1.1 times as wide as each item, anchored to its bottom and moved 10 points
/// down. The group and section are the first complete layout's, as the article says, with the section
/// inset by `inset`.
enum Seed000BadgeBanner {
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let fraction: CGFloat = 1 / 3
        let inset: CGFloat = 8

        // Supplementary Item
        let layoutSize = NSCollectionLayoutSize(
            widthDimension:
                .fractionalWidth(1.1), heightDimension: .absolute(30))
        let containerAnchor = NSCollectionLayoutAnchor(
            edges: [.bottom],
            absoluteOffset: CGPoint(x: 0, y: 10))
        let supplementaryItem =
            NSCollectionLayoutSupplementaryItem(
                layoutSize: layoutSize,
                elementKind: "new-banner", containerAnchor: containerAnchor)

        // Item
        let itemSize = NSCollectionLayoutSize(
            widthDimension:
                .fractionalWidth(fraction),
            heightDimension:
                .fractionalHeight(1))
        let item = NSCollectionLayoutItem(
            layoutSize: itemSize,
            supplementaryItems: [supplementaryItem])
        item.contentInsets = NSDirectionalEdgeInsets(
            top: inset,
            leading: inset, bottom: inset, trailing: inset)

        // Group
        let groupSize = NSCollectionLayoutSize(
            widthDimension:
                .fractionalWidth(1),
            heightDimension:
                .fractionalWidth(fraction))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize:
                groupSize, subitems: [item])

        // Section
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: inset,
            leading: inset, bottom: inset, trailing: inset)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
