import CompositionalLayout
import CompositionalLayoutUIKit

/// The layouts the facade family times, each written twice: in UIKit's API and in the engine's DSL.
///
/// The UIKit spelling is the one an app writes; set-up checks that both give the same frames.
@MainActor
enum FacadeLayouts {
    /// The host: a 390 x 844 phone at scale 3, no safe area.
    nonisolated static let size = CGSize(width: 390, height: 844)

    /// The engine environment the host gives the layout.
    nonisolated static let environment = LayoutEnvironment(
        container: LayoutContainer(contentSize: Size(width: 390, height: 844)), traits: Traits(displayScale: 3))

    /// A 3-column photo grid: items 1/3 wide, rows 1/3 of the width tall, 2.5-pt insets around each item and
    /// the section (the uniform grid of the other families).
    static func photoGrid() -> UICollectionViewCompositionalLayout {
        let inset = NSDirectionalEdgeInsets(top: 2.5, leading: 2.5, bottom: 2.5, trailing: 2.5)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = inset
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = inset
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// `photoGrid()` in the engine's DSL.
    nonisolated static var enginePhotoGrid: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                    Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
                }
            }
            .contentInsets(2.5))
    }

    /// A plain list: 44-pt rows under a 40-pt header pinned to the visible bounds, in every section.
    static func pinnedHeaderList() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: pinnedHeaderSection())
    }

    /// The list's section.
    static func pinnedHeaderSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// `pinnedHeaderList()` in the engine's DSL.
    nonisolated static var enginePinnedHeaderList: Layout {
        Layout(
            section: Section {
                VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() }
            }
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(
                    elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                    alignment: .top, pinToVisibleBounds: true)
            })
    }

    /// A home feed, the shape the benchmark's targets do not name: sections cycle through a paging carousel
    /// of 300 x 200 cards whose visible-items handler scales each card by its distance from the centre, a
    /// 2-column grid of badged 1:1 tiles under a header, and a list under a pinned header with a background.
    static func homeFeed() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            switch index % 3 {
            case 0: carousel(width: environment.container.effectiveContentSize.width)
            case 1: badgedGrid()
            default: backgroundList()
            }
        }
    }

    /// The feed's carousel section.
    static func carousel(width: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(0.8, 1 - distance / width / 2)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    /// The feed's badged grid section.
    static func badgedGrid() -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                elementKind: "header", alignment: .top)
        ]
        return section
    }

    /// The feed's list section.
    static func backgroundList() -> NSCollectionLayoutSection {
        let section = pinnedHeaderSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        return section
    }
}
