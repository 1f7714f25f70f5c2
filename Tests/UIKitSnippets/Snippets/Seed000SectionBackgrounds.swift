#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

/// Seed 000, "Decoration Items": the grid with item insets of 2.5, section insets of 16 and a background
/// decoration inset by 8, registered on the layout.
enum Seed000SectionBackgrounds {
    /// Stands in for the article's `UICollectionReusableView` subclass: the facade has no views, and
    /// `register(_:forDecorationViewOfKind:)` accepts any class.
    final class BackgroundSupplementaryView {}

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let fraction: CGFloat = 1 / 3
        let inset: CGFloat = 2.5

        // Item
        let itemSize = NSCollectionLayoutSize(
            widthDimension:
                .fractionalWidth(fraction),
            heightDimension:
                .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
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
        let sectionInset: CGFloat = 16
        section.contentInsets = NSDirectionalEdgeInsets(
            top:
                sectionInset, leading: sectionInset, bottom: sectionInset,
            trailing: sectionInset)

        let backgroundItem =
            NSCollectionLayoutDecorationItem.background(
                elementKind:
                    "background")

        let backgroundInset: CGFloat = 8
        backgroundItem.contentInsets = NSDirectionalEdgeInsets(
            top:
                backgroundInset, leading: backgroundInset,
            bottom:
                backgroundInset, trailing: backgroundInset)
        section.decorationItems = [backgroundItem]

        let layout = UICollectionViewCompositionalLayout(
            section:
                section)
        layout.register(
            BackgroundSupplementaryView.self,
            forDecorationViewOfKind: "background")
        return layout
    }
}
