import CompositionalLayoutUIKit
import Testing

/// Shop fronts, product pages, carts and checkouts, in the shapes retail and marketplace apps write them.
enum ShoppingLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "saleBadgedProducts", itemCounts: [10], make: saleBadgedProducts,
            exercise: { view in
                // The badge hangs half outside the card's top leading corner: 36 wide, its center on the corner.
                let card = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let badge = view.layoutAttributesForSupplementaryElement(
                    ofKind: "sale-badge", at: IndexPath(item: 0, section: 0))?.frame
                #expect(badge.map { $0.midX == card?.minX && $0.midY == card?.minY && $0.width == 36 } == true)
            }),
        CorpusEntry(
            name: "categoryChipsAndGrid", itemCounts: [8, 12], orthogonalSections: [0], make: categoryChipsAndGrid),
        CorpusEntry(
            name: "cartWithTotalFooter", itemCounts: [4], make: cartWithTotalFooter,
            exercise: { view in
                // Four lines of 96 inside 16-point insets; the footer lies outside the insets, after the bottom
                // one: 16 + 4 × 96 + 16.
                let footer = view.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                let top: CGFloat = 16 + 4 * 96 + 16
                #expect(footer?.minY == top)
                let card = view.collectionViewLayout.layoutAttributesForDecorationView(
                    ofKind: "cart-card", at: IndexPath(item: 0, section: 0))?.frame
                #expect(card?.minX == 8)
            }),
        CorpusEntry(
            name: "productPageGallery", itemCounts: [5, 4], orthogonalSections: [0], make: productPageGallery),
        CorpusEntry(name: "dealsPeekCarousel", itemCounts: [7], orthogonalSections: [0], make: dealsPeekCarousel),
        CorpusEntry(
            name: "sizePickerGrid", itemCounts: [11], make: sizePickerGrid,
            exercise: { view in
                // Five sizes to a row in compact width, eight in regular, 8 apart inside 16-point insets.
                let perRow: CGFloat = view.bounds.width < 600 ? 5 : 8
                let width = (view.bounds.width - 32 - (perRow - 1) * 8) / perRow
                let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                #expect(second.map { abs($0.minX - (16 + width + 8)) < 0.34 } == true)
            }),
        CorpusEntry(
            name: "checkoutWithGlobalHeader", itemCounts: [2, 3, 1], make: checkoutWithGlobalHeader,
            exercise: { view in
                // The layout's header (60) comes first; sections follow 24 apart: the second starts at
                // 60 + 2 × 70 + 24.
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                let top: CGFloat = 60 + 2 * 70 + 24
                #expect(first?.minY == top)
            }),
    ]

    /// Product cards two to a row (three in regular width), a sale badge hanging off the top leading corner.
    static func saleBadgedProducts() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .regular ? 3 : 2
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(36), heightDimension: .absolute(20)),
                elementKind: "sale-badge",
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .leading], fractionalOffset: CGPoint(x: -0.5, y: -0.5)))
            let card = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [badge])
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(250)),
                subitem: card, count: columns)
            row.interItemSpacing = .fixed(12)
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = 16
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    /// Category chips scrolling sideways, then the products of the chosen one three to a row.
    static func categoryChipsAndGrid() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let chip = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(40)))
                let section = NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .absolute(110), heightDimension: .absolute(40)),
                        subitems: [chip]))
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            }
            let product = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
            product.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                    subitems: [product]))
        }
    }

    /// Cart lines on a rounded card (a decoration 8 in from the edges), the total in a footer under them.
    static func cartWithTotalFooter() -> UICollectionViewLayout {
        let line = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)))
        let section = NSCollectionLayoutSection(
            group: .vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
                subitems: [line]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        ]
        let card = NSCollectionLayoutDecorationItem.background(elementKind: "cart-card")
        card.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [card]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "cart-card")
        return layout
    }

    /// A product page: square photos paging sideways, then the details in rows of estimated height.
    static func productPageGallery() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                let photo = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let side = min(environment.container.effectiveContentSize.width, 500)
                let section = NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
                        subitems: [photo]))
                section.orthogonalScrollingBehavior = .paging
                return section
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
            let section = NSCollectionLayoutSection(
                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
            return section
        }
    }

    /// Deals 85 % of the width, the next one peeking in, paging card by card.
    static func dealsPeekCarousel() -> UICollectionViewLayout {
        let deal = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)),
            subitems: [deal])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Clothing sizes as square-ish buttons, five or eight to a row by width class, 8 apart.
    static func sizePickerGrid() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let perRow = environment.traitCollection.horizontalSizeClass == .compact ? 5 : 8
            let size = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)),
                subitem: size, count: perRow)
            row.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
    }

    /// A checkout: a layout-wide header with the order number, then address, items and payment sections,
    /// 24 apart.
    static func checkoutWithGlobalHeader() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                elementKind: "order-header", alignment: .top)
        ]
        let row = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)))
        let section = NSCollectionLayoutSection(
            group: .vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)),
                subitems: [row]))
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
