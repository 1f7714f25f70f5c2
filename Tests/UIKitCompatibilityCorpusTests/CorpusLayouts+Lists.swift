import CompositionalLayoutUIKit
import Testing

/// Lists and feeds, in the shapes settings, chat, reading and wallet screens write them.
enum ListLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(name: "settingsInsetGrouped", itemCounts: [3, 5, 2], make: settingsInsetGrouped),
        CorpusEntry(name: "sidebarThenPlain", itemCounts: [6, 4], make: sidebarThenPlain),
        CorpusEntry(
            name: "estimatedFeed", itemCounts: [10], make: estimatedFeed,
            exercise: { view in
                view.preferredSize = { indexPath, proposed in
                    CGSize(width: proposed.width, height: 120 + 40 * CGFloat(indexPath.item % 3))
                }
                // Rows of 120, 160 and 200 points, 12 apart.
                let expected: CGFloat = 120 + 160 + 200 + 3 * 12
                #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == expected)
            }),
        CorpusEntry(
            name: "chatDaysPinned", itemCounts: [4, 6, 3], make: chatDaysPinned,
            exercise: { view in
                view.contentOffset = CGPoint(x: 0, y: 300)
                let header = view.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                #expect(header != nil)
            }),
        CorpusEntry(name: "commentsThread", itemCounts: [7], make: commentsThread),
        CorpusEntry(
            name: "readingListMargins", itemCounts: [6], make: readingListMargins,
            exercise: { view in
                view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
            }),
        CorpusEntry(
            name: "readableArticle", itemCounts: [5], make: readableArticle,
            exercise: { view in view.readableContentWidth = 672 }),
        CorpusEntry(name: "walletCardStack", itemCounts: [5], overlapping: true, make: walletCardStack),
    ]

    /// Settings: inset grouped lists with a header per section.
    static func settingsInsetGrouped() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// A sidebar list for the first section and a plain list after it, from the section provider.
    static func sidebarThenPlain() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let configuration = UICollectionLayoutListConfiguration(appearance: sectionIndex == 0 ? .sidebar : .plain)
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Posts whose height the cell decides, estimated at 300.
    static func estimatedFeed() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(300))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Messages grouped by day, each day's header pinned while its messages scroll.
    static func chatDaysPinned() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(64))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Comments 4 points apart by edge spacing, with a header and a "load more" footer.
    static func commentsThread() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(88)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(4), trailing: nil, bottom: .fixed(4))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Saved articles aligned to the layout margins.
    static func readingListMargins() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .layoutMargins
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// An article's paragraphs within the readable width.
    static func readableArticle() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(140))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .readableContent
        section.interGroupSpacing = 18
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Wallet cards stacked so each shows its top 56 points over the one before.
    static func walletCardStack() -> UICollectionViewLayout {
        weak var weakLayout: UICollectionViewCompositionalLayout?
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            let count = weakLayout?.collectionView?.numberOfItems(inSection: sectionIndex) ?? 0
            let width = environment.container.effectiveContentSize.width - 32
            let cardHeight = width * 0.63
            let height = CGFloat(max(count - 1, 0)) * 56 + cardHeight
            let group = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
            ) { _ in
                (0..<count).map {
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: 16, y: CGFloat($0) * 56, width: width, height: cardHeight), zIndex: $0)
                }
            }
            return NSCollectionLayoutSection(group: group)
        }
        weakLayout = layout
        return layout
    }
}
