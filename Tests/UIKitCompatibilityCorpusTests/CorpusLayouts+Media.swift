import CompositionalLayoutUIKit
import Testing

/// Music, podcast, video and photo screens, in the shapes media players and galleries write them.
enum MediaLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "albumShelvesWithHeaders", itemCounts: [9, 7], orthogonalSections: [0, 1],
            make: albumShelvesWithHeaders,
            exercise: { view in
                // A 44-point header above each shelf of 150-wide covers (150 + 40 for the title), 14 apart.
                let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                #expect(second == CGRect(x: 16 + 150 + 14, y: 44, width: 150, height: 190))
            }),
        CorpusEntry(name: "podcastEpisodes", itemCounts: [6, 3], make: podcastEpisodes),
        CorpusEntry(
            name: "videoThumbnailsWide", itemCounts: [10], make: videoThumbnailsWide,
            exercise: { view in
                // One column under 700 points of width, two above; each thumbnail 16:9 plus 64 for its title.
                let columns: CGFloat = view.bounds.width < 700 ? 1 : 2
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let width = (view.bounds.width - 24 - (columns - 1) * 12) / columns
                #expect(first.map { abs($0.height - (width * 9 / 16 + 64)) < 0.34 } == true)
            }),
        CorpusEntry(
            name: "queueScrollingSideways", itemCounts: [12], make: queueScrollingSideways,
            exercise: { view in
                // Sideways, the safe area's top and bottom (47, 34) narrow the two rows: (844 − 81) / 2 each.
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                let row: CGFloat = (844 - 47 - 34) / 2
                #expect(first.map { abs($0.height - row) < 0.34 } == true)
                #expect(second.map { abs($0.minY - (47 + row)) < 0.34 && $0.minX == 0 } == true)
            }),
        CorpusEntry(name: "memoriesMosaic", itemCounts: [12], make: memoriesMosaic),
        CorpusEntry(
            name: "castCirclesCentred", itemCounts: [8], orthogonalSections: [0], make: castCirclesCentred),
    ]

    /// Shelves of album covers scrolling sideways, each under a header.
    static func albumShelvesWithHeaders() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let cover = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(150), heightDimension: .absolute(150 + 40)),
                subitems: [cover])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.interGroupSpacing = 14
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }
    }

    /// Episodes in an inset grouped list: the latest, then the older ones, with a footer of show notes.
    static func podcastEpisodes() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = index == 1 ? .supplementary : .none
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Video thumbnails at 16:9 with a title under each, one column on phones and two on wide screens.
    static func videoThumbnailsWide() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let available = environment.container.effectiveContentSize.width
            let columns = available < 700 ? 1 : 2
            let width = (available - 24 - CGFloat(columns - 1) * 12) / CGFloat(columns)
            let video = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(width * 9 / 16 + 64)),
                subitem: video, count: columns)
            row.interItemSpacing = .fixed(12)
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
            return section
        }
    }

    /// The play queue scrolling sideways: columns of two tracks, each column 280 wide.
    static func queueScrollingSideways() -> UICollectionViewLayout {
        let track = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(280), heightDimension: .fractionalHeight(1)),
            subitems: [track])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: column), configuration: configuration)
    }

    /// Memories: a wide photo over a row of three, then two tall ones side by side, repeated.
    static func memoriesMosaic() -> UICollectionViewLayout {
        let wide = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(220)))
        let third = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        let threes = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [third])
        let tall = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(260)),
            subitems: [tall])
        let memory = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(220 + 120 + 260)),
            subitems: [wide, threes, pair])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: memory))
    }

    /// The cast as circles 100 across, centred while paging, shrinking as they leave the middle.
    static func castCirclesCentred() -> UICollectionViewLayout {
        let person = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(130)),
            subitems: [person])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 20
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let middle = offset.x + environment.container.contentSize.width / 2
            for item in items {
                let distance = abs(item.frame.midX - middle)
                let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }
}
