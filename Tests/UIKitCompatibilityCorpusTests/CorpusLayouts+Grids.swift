import CompositionalLayoutUIKit

/// Grid and photo layouts, in the shapes photo, shop and recipe apps write them.
enum GridLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(name: "photoGrid", itemCounts: [25], make: photoGrid),
        CorpusEntry(name: "adaptiveColumnsGrid", itemCounts: [14, 9], make: adaptiveColumnsGrid),
        CorpusEntry(name: "sizeClassGrid", itemCounts: [17], make: sizeClassGrid),
        CorpusEntry(name: "mosaicGrid", itemCounts: [12], make: mosaicGrid),
        CorpusEntry(name: "quiltedGrid", itemCounts: [16], make: quiltedGrid),
        CorpusEntry(name: "badgedShopGrid", itemCounts: [8], make: badgedShopGrid),
        CorpusEntry(name: "waterfallCustomGroup", itemCounts: [11], make: waterfallCustomGroup),
        CorpusEntry(name: "transitDepartures", itemCounts: [7], make: transitDepartures),
        CorpusEntry(name: "recipeSteps", itemCounts: [9], make: recipeSteps),
    ]

    /// Square thumbnails, three to a row, one point apart.
    static func photoGrid() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// As many 170-point-wide columns as the container holds, at least two, from the environment's width.
    static func adaptiveColumnsGrid() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            let columns = max(2, Int(width / 170))
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)),
                subitem: item, count: columns)
            group.interItemSpacing = .fixed(12)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 14, bottom: 8, trailing: 14)
            return section
        }
    }

    /// Two columns in compact width and four in regular, from the environment's traits.
    static func sizeClassGrid() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// A large tile with a column of two small ones beside it, then the same mirrored.
    static func mosaicGrid() -> UICollectionViewLayout {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            subitem: small, count: 2)
        let leading = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [large, column])
        let trailing = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [column, large])
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
            subitems: [leading, trailing])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair))
    }

    /// A full-width row, then a row of three, then a half and two quarters.
    static func quiltedGrid() -> UICollectionViewLayout {
        let full = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let wide = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
            subitems: [full])
        let third = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        let threes = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
            repeatingSubitem: third, count: 3)
        let half = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let quarter = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let mixed = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
            subitems: [half, quarter, quarter])
        let pattern = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(180 + 110 + 110)),
            subitems: [wide, threes, mixed])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pattern))
    }

    /// Shop tiles with a "new" badge hanging off each top-trailing corner.
    static func badgedShopGrid() -> UICollectionViewLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Two columns of pins of varied heights, each pin going to the shorter column; the item count comes
    /// from the collection view, as waterfall layouts read it.
    static func waterfallCustomGroup() -> UICollectionViewLayout {
        weak var weakLayout: UICollectionViewCompositionalLayout?
        let heights: [CGFloat] = [160, 230, 120, 190, 250, 140, 170, 210, 130, 180, 220]
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            let count = weakLayout?.collectionView?.numberOfItems(inSection: sectionIndex) ?? 0
            let gutter: CGFloat = 8
            let columnWidth = (environment.container.effectiveContentSize.width - 3 * gutter) / 2
            var columns: [CGFloat] = [0, 0]
            var frames: [CGRect] = []
            for index in 0..<count {
                let column = columns[0] <= columns[1] ? 0 : 1
                let height = heights[index % heights.count]
                frames.append(
                    CGRect(
                        x: gutter + CGFloat(column) * (columnWidth + gutter), y: columns[column], width: columnWidth,
                        height: height))
                columns[column] += height + gutter
            }
            let group = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(max(1, columns.max() ?? 0)))
            ) { _ in frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) } }
            return NSCollectionLayoutSection(group: group)
        }
        weakLayout = layout
        return layout
    }

    /// A departure time beside its route, one row per departure, with a fixed gap between rows.
    static func transitDepartures() -> UICollectionViewLayout {
        let time = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let route = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56)),
            subitems: [time, route])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 2
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Recipe steps in stacks of three, two stacks side by side.
    static func recipeSteps() -> UICollectionViewLayout {
        let step = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)))
        let stack = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(3 * 64 + 2 * 6)),
            repeatingSubitem: step, count: 3)
        stack.interItemSpacing = .fixed(6)
        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(3 * 64 + 2 * 6)),
            subitems: [stack])
        let section = NSCollectionLayoutSection(group: pair)
        section.interGroupSpacing = 16
        return UICollectionViewCompositionalLayout(section: section)
    }
}
