#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

/// Seed 004, "Tree layout": two mirrored columns, a big square over pairs and pairs over a big square.
enum Seed004Tree {
    static func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in

            // Leading Top item
            let leadingTopItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
            leadingTopItem.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)

            // Leading Middle Group
            let leadingMiddleItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            leadingMiddleItem.contentInsets = NSDirectionalEdgeInsets(
                top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            let leadingMiddleGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
                subitem: leadingMiddleItem, count: 2)

            // Leading Bottom Group
            let leadingBottomItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            leadingBottomItem.contentInsets = NSDirectionalEdgeInsets(
                top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            let leadingBottomGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
                subitem: leadingBottomItem, count: 2)

            // Trailing Top Item
            let trailingTopItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            trailingTopItem.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            let trailingTopGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
                subitem: trailingTopItem, count: 2)

            // Trailing Middle Group
            let trailingMiddleItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            trailingMiddleItem.contentInsets = NSDirectionalEdgeInsets(
                top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            let trailingMiddleGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
                subitem: trailingMiddleItem, count: 2)

            // Trailing Bottom Item
            let trailingBottomItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
            trailingBottomItem.contentInsets = NSDirectionalEdgeInsets(
                top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)

            // Leading Full Group
            let leadingFullGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(1.0)),
                subitems: [leadingTopItem, leadingMiddleGroup, leadingBottomGroup])

            // Trailing Full Group
            let trailingFullGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(1.0)),
                subitems: [trailingTopGroup, trailingMiddleGroup, trailingBottomItem])

            // Nested Group
            let nestedGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalWidth(0.9)),
                subitems: [leadingFullGroup, trailingFullGroup])

            let section = NSCollectionLayoutSection(group: nestedGroup)
            section.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            return section
        }

        return layout
    }
}
