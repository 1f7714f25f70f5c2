#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

/// Seed 000, "Bonus Round": a sideways strip of squares, a third of the width, scaled up near the middle
/// of the screen by a visible-items invalidation handler.
enum Seed000ScalingCarousel {
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let compositionalLayout: UICollectionViewCompositionalLayout = {
            let fraction: CGFloat = 1.0 / 3.0

            // Item
            let itemSize = NSCollectionLayoutSize(
                widthDimension:
                    .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            // Group
            let groupSize = NSCollectionLayoutSize(
                widthDimension:
                    .fractionalWidth(fraction),
                heightDimension:
                    .fractionalWidth(fraction))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize:
                    groupSize, subitems: [item])

            // Section
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 100,
                leading: 2.5, bottom: 0, trailing: 2.5)
            section.orthogonalScrollingBehavior = .continuous

            section.visibleItemsInvalidationHandler = { (items, offset, environment) in
                items.forEach { item in
                    let distanceFromCenter = abs(
                        (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                    let minScale: CGFloat = 0.7
                    let maxScale: CGFloat = 1.1
                    let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }

            return UICollectionViewCompositionalLayout(section: section)
        }()
        return compositionalLayout
    }
}
