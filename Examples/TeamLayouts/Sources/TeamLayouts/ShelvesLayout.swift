#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

/// The library screen's layout, as the app writes it: each section a shelf of 2:3 covers, 40% of the width
/// (a quarter in regular width), scrolling sideways, under a 32-point title.
@MainActor
public func makeShelvesLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let fraction: CGFloat = environment.traitCollection.horizontalSizeClass == .regular ? 0.25 : 0.4
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalWidth(fraction * 1.5)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return section
    }
}
