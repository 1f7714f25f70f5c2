#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

/// Seed 000 ("Getting Started with UICollectionViewCompositionalLayout"), the first complete layout: three
/// square items per row, no insets.
enum Seed000FirstGrid {
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let compositionalLayout: UICollectionViewCompositionalLayout = {
            let fraction: CGFloat = 1 / 3

            // Item
            let itemSize = NSCollectionLayoutSize(
                widthDimension:
                    .fractionalWidth(fraction),
                heightDimension:
                    .fractionalHeight(1))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

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
            return UICollectionViewCompositionalLayout(section: section)
        }()
        return compositionalLayout
    }
}
