import CompositionalLayoutUIKit
import Testing

/// Social, news and notification feeds, in the shapes timeline, news reader and community apps write them.
enum FeedLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(name: "socialPostsEstimated", itemCounts: [6, 4], make: socialPostsEstimated),
        CorpusEntry(
            name: "newsTopStoryThenColumns", itemCounts: [1, 6, 5], make: newsTopStoryThenColumns,
            exercise: { view in
                // The top story is 280 tall; the briefs two to a row in compact width, three in regular, 150 tall.
                let columns: CGFloat = view.bounds.width < 600 ? 2 : 3
                let brief = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                #expect(brief.map { abs($0.minX - view.bounds.width / columns) < 0.34 && $0.minY == 280 } == true)
            }),
        CorpusEntry(
            name: "sponsoredEveryFifth", itemCounts: [15], make: sponsoredEveryFifth,
            exercise: { view in
                // Four posts of 90 and a sponsored card of 160 make a block of 520: the sixth post opens the second.
                let sixth = view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
                let sponsored = view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                let block: CGFloat = 4 * 90 + 160
                #expect(sixth?.minY == block)
                #expect(sponsored?.height == 160)
            }),
        CorpusEntry(
            name: "storiesThenPosts", itemCounts: [12, 5], orthogonalSections: [0], make: storiesThenPosts),
        CorpusEntry(name: "notificationsByDay", itemCounts: [3, 5, 2], make: notificationsByDay),
        CorpusEntry(
            name: "pinnedDayHeaders", itemCounts: [6, 6, 6], make: pinnedDayHeaders,
            exercise: { view in
                // Sections of a 32-point header and six rows of 60 are 392 tall; at an offset of 500 the top of
                // the safe area, 500 + 47 = 547, is in the second, whose header pins there.
                view.contentOffset = CGPoint(x: 0, y: 500)
                let header = view.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                #expect(header?.frame == CGRect(x: 0, y: 500 + 47, width: view.bounds.width, height: 32))
            }),
        CorpusEntry(
            name: "trendingChipsThenRows", itemCounts: [9, 7], orthogonalSections: [0], make: trendingChipsThenRows),
    ]

    /// Posts of estimated height under a section header, 10 apart.
    static func socialPostsEstimated() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(240))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A news front: one top story, briefs in columns by size class, then headlines as rows.
    static func newsTopStoryThenColumns() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0:
                let story = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(280)),
                        subitems: [story]))
            case 1:
                let columns = environment.traitCollection.horizontalSizeClass == .compact ? 2 : 3
                let brief = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                    repeatingSubitem: brief, count: columns)
                return NSCollectionLayoutSection(group: row)
            default:
                let headline = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)))
                let section = NSCollectionLayoutSection(
                    group: .vertical(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)),
                        subitems: [headline]))
                section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
                return section
            }
        }
    }

    /// Four posts then a taller sponsored card, repeated: one vertical group of five.
    static func sponsoredEveryFifth() -> UICollectionViewLayout {
        let post = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)))
        let sponsored = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)))
        let block = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(4 * 90 + 160)),
            subitems: [post, post, post, post, sponsored])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: block))
    }

    /// Story bubbles scrolling sideways above the posts.
    static func storiesThenPosts() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let bubble = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(72), heightDimension: .absolute(92)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(72), heightDimension: .absolute(92)),
                    subitems: [bubble])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
                return section
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(420))
            let section = NSCollectionLayoutSection(
                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.interGroupSpacing = 1
            return section
        }
    }

    /// Notifications in a plain list, a header per day.
    static func notificationsByDay() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = true
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Rows of 60 under day headers of 32 that stay pinned under the status bar while their day scrolls.
    static func pinnedDayHeaders() -> UICollectionViewLayout {
        let row = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let section = NSCollectionLayoutSection(
            group: .vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitems: [row]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Trending topics as chips of estimated width scrolling sideways, then the posts about them.
    static func trendingChipsThenRows() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let chipSize = NSCollectionLayoutSize(widthDimension: .estimated(90), heightDimension: .absolute(34))
                let chip = NSCollectionLayoutItem(layoutSize: chipSize)
                let section = NSCollectionLayoutSection(
                    group: .horizontal(layoutSize: chipSize, subitems: [chip]))
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
                return section
            }
            let row = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110))
            )
            let section = NSCollectionLayoutSection(
                group: .vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
                    subitems: [row]))
            section.interGroupSpacing = 8
            return section
        }
    }
}
