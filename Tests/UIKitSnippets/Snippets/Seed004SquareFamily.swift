#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

/// Seed 004, "Square family layout": a big square over two rows of two, beside a column of four.
enum Seed004SquareFamily {
    static func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in

            let topLeadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0)))
            topLeadingItem.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)

            let middleLeadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5)))
            middleLeadingItem.contentInsets = NSDirectionalEdgeInsets(
                top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            let middleLeadingGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5)),
                subitems: [middleLeadingItem])

            let bottomLeadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5)))
            bottomLeadingItem.contentInsets = NSDirectionalEdgeInsets(
                top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            let bottomLeadingGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5)),
                subitems: [bottomLeadingItem])

            let leftNestedGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.6667), heightDimension: .fractionalHeight(1.0)),
                subitems: [topLeadingItem, middleLeadingGroup, bottomLeadingGroup])

            let rightVerticalItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)))
            rightVerticalItem.contentInsets = NSDirectionalEdgeInsets(
                top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            let rightNestedGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.3334), heightDimension: .fractionalHeight(1.0)),
                subitems: [rightVerticalItem])

            // 0.9 * 0.6667 + 0.9 * 0.6667 = 1.20006 total height of the container view
            let nestedGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalWidth(1.20006)),
                subitems: [leftNestedGroup, rightNestedGroup])

            let section = NSCollectionLayoutSection(group: nestedGroup)
            section.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            return section
        }

        return layout
    }
}
