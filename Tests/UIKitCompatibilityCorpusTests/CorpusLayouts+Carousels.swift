import CompositionalLayoutUIKit
import Testing

/// What a visible-items handler reports to its screen, as apps keep a page control's page.
final class PageBox {
    var page = -1
}

/// Carousels, shelves and pagers, in the shapes media, store and social apps write them.
enum CarouselLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "heroPagingBanner", itemCounts: [5], orthogonalSections: [0], make: { heroPagingBanner(PageBox()) },
            exercise: { view in
                let box = PageBox()
                view.collectionViewLayout = heroPagingBanner(box)
                view.setOrthogonalContentOffset(CGPoint(x: view.bounds.width * 2, y: 0), forSection: 0)
                view.layoutIfNeeded()
                #expect(box.page == 2)
            }),
        CorpusEntry(name: "scalingCarousel", itemCounts: [9], orthogonalSections: [0], make: scalingCarousel),
        CorpusEntry(name: "mediaShelves", itemCounts: [8, 6, 10], orthogonalSections: [0, 1, 2], make: mediaShelves),
        CorpusEntry(name: "featuredStack", itemCounts: [12], orthogonalSections: [0], make: featuredStack),
        CorpusEntry(name: "storiesRow", itemCounts: [14], orthogonalSections: [0], make: storiesRow),
        CorpusEntry(name: "fullScreenPager", itemCounts: [4], make: fullScreenPager),
        CorpusEntry(name: "homeFeedMixed", itemCounts: [3, 8, 5], orthogonalSections: [0], make: homeFeedMixed),
        CorpusEntry(name: "onboardingPages", itemCounts: [3], orthogonalSections: [0], make: onboardingPages),
    ]

    /// A full-width banner paging by group; the handler keeps the page index from the offset.
    static func heroPagingBanner(_ box: PageBox) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(260)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.visibleItemsInvalidationHandler = { _, offset, environment in
            box.page = Int((offset.x / environment.container.contentSize.width).rounded())
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Centred cards that shrink and turn away as they leave the middle (a cover flow: `transform3D` with
    /// perspective, set in the visible-items handler).
    static func scalingCarousel() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(320)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 18
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let middle = environment.container.contentSize.width / 2
            for item in items {
                let distance = abs(item.frame.midX - offset.x - middle)
                let scale = max(0.82, 1 - distance / environment.container.contentSize.width)
                let side: CGFloat = item.frame.midX - offset.x < middle ? 1 : -1
                var turn = CATransform3DIdentity
                turn.m34 = -1 / 600
                turn = CATransform3DRotate(turn, side * min(0.6, distance / 400), 0, 1, 0)
                item.transform3D = CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), turn)
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Shelves of posters, each with a title header, scrolling sideways.
    static func mediaShelves() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, _ in
                let wide = sectionIndex == 0
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(wide ? 0.8 : 0.38),
                        heightDimension: .absolute(wide ? 200 : 230)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 0, trailing: 16)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                section.boundarySupplementaryItems = [header]
                return section
            }, configuration: configuration)
    }

    /// Columns of three rows sliding by their leading edge, as store charts do.
    static func featuredStack() -> UICollectionViewLayout {
        let row = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1 / 3)))
        row.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(3 * 72)),
            subitems: [row])
        let section = NSCollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Round story avatars of a fixed size in a row that pages by the screen.
    static func storiesRow() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(72), heightDimension: .absolute(92)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(72), heightDimension: .absolute(92)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .paging
        section.interGroupSpacing = 14
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Whole-screen pages scrolling sideways: the layout itself scrolls horizontally.
    static func fullScreenPager() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
    }

    /// A home screen: a paging banner, a two-column grid, then a list on a background.
    static func homeFeedMixed() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch sectionIndex {
            case 0:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.92), heightDimension: .absolute(180)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                return section
            case 1:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .absolute(environment.container.effectiveContentSize.width > 700 ? 260 : 200)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            default:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 1
                section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card-background")]
                return section
            }
        }
        layout.register(nil, forDecorationViewOfKind: "card-background")
        layout.configuration.interSectionSpacing = 20
        return layout
    }

    /// Onboarding pages with a page-dots footer under them.
    static func onboardingPages() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(480)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .paging
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
