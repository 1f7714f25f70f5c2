import CompositionalLayoutUIKit
import Testing

/// Sections, their supplementary, boundary and decoration items, the environment and visible items.
@Suite("UIKit symbols: sections and what they carry, used")
struct SymbolSectionUsageTests {
    @Test("a section's insets and spacing move its rows as worked out by hand")
    func sectionSpacing() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group: NSCollectionLayoutGroup = .vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        // symbol: NSCollectionLayoutSection.init(group:)
        let section = NSCollectionLayoutSection(group: group)
        // symbol: NSCollectionLayoutSection.contentInsets
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let insets: NSDirectionalEdgeInsets = section.contentInsets
        // symbol: NSCollectionLayoutSection.interGroupSpacing
        section.interGroupSpacing = 8
        let spacing: CGFloat = section.interGroupSpacing
        // symbol: NSCollectionLayoutSection.contentInsetsReference
        section.contentInsetsReference = .none
        let reference: UIContentInsetsReference = section.contentInsetsReference
        // symbol: NSCollectionLayoutSection.supplementaryContentInsetsReference
        section.supplementaryContentInsetsReference = .none
        let supplementaryReference: UIContentInsetsReference = section.supplementaryContentInsetsReference
        // symbol: NSCollectionLayoutSection.supplementariesFollowContentInsets
        section.supplementariesFollowContentInsets = true
        let follows: Bool = section.supplementariesFollowContentInsets
        #expect(
            insets.leading == 20 && spacing == 8 && reference == .none && supplementaryReference == .none && follows)
        let view = symbolHost(UICollectionViewCompositionalLayout(section: section), counts: [2])
        // 20 in from each side of 400; row 1 at 10 + 50 + 8.
        #expect(cellFrame(view, 0) == CGRect(x: 20, y: 10, width: 360, height: 50))
        #expect(cellFrame(view, 1) == CGRect(x: 20, y: 68, width: 360, height: 50))
    }

    @Test("headers, badges and backgrounds sit where their anchors and insets put them")
    func supplementaries() {
        let tileSize = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        // symbol: NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:)
        let dot = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "dot", containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        // symbol: NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:itemAnchor:)
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        // symbol: NSCollectionLayoutSupplementaryItem.elementKind
        let kind: String = badge.elementKind
        // symbol: NSCollectionLayoutSupplementaryItem.containerAnchor
        let containerAnchor: NSCollectionLayoutAnchor = badge.containerAnchor
        // symbol: NSCollectionLayoutSupplementaryItem.itemAnchor
        let itemAnchor: NSCollectionLayoutAnchor? = dot.itemAnchor
        // symbol: NSCollectionLayoutSupplementaryItem.zIndex
        badge.zIndex = 4
        let badgeZ: Int = badge.zIndex
        // symbol: NSCollectionLayoutSupplementaryItem.contentInsets
        dot.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let dotInsets: NSDirectionalEdgeInsets = dot.contentInsets
        // symbol: NSCollectionLayoutSupplementaryItem.edgeSpacing
        dot.edgeSpacing = nil
        let dotSpacing: NSCollectionLayoutEdgeSpacing? = dot.edgeSpacing
        // symbol: NSCollectionLayoutSupplementaryItem.supplementaryItems
        let dotChildren: [NSCollectionLayoutSupplementaryItem] = dot.supplementaryItems
        #expect(kind == "badge" && containerAnchor.edges == [.top, .trailing] && itemAnchor == nil && badgeZ == 4)
        #expect(dotInsets.top == 1 && dotSpacing == nil && dotChildren.isEmpty)

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:absoluteOffset:)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom,
            absoluteOffset: CGPoint(x: 0, y: 6))
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.alignment
        let alignment: NSRectAlignment = footer.alignment
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.offset
        let offset: CGPoint = footer.offset
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.extendsBoundary
        header.extendsBoundary = true
        let extends: Bool = header.extendsBoundary
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds
        header.pinToVisibleBounds = false
        let pins: Bool = header.pinToVisibleBounds
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.zIndex
        header.zIndex = 2
        let headerZ: Int = header.zIndex
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.contentInsets
        header.contentInsets = .zero
        let headerInsets: NSDirectionalEdgeInsets = header.contentInsets
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.containerAnchor
        let derivedAnchor: NSCollectionLayoutAnchor = footer.containerAnchor
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.itemAnchor
        let noItemAnchor: NSCollectionLayoutAnchor? = footer.itemAnchor
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.edgeSpacing
        footer.edgeSpacing = nil
        let footerSpacing: NSCollectionLayoutEdgeSpacing? = footer.edgeSpacing
        // symbol: NSCollectionLayoutBoundarySupplementaryItem.supplementaryItems
        let footerChildren: [NSCollectionLayoutSupplementaryItem] = footer.supplementaryItems
        #expect(alignment == .bottom && offset == CGPoint(x: 0, y: 6) && extends && !pins && headerZ == 2)
        #expect(headerInsets == .zero && derivedAnchor.edges == [.bottom] && noItemAnchor == nil)
        #expect(footerSpacing == nil && footerChildren.isEmpty)

        // symbol: NSCollectionLayoutDecorationItem.background(elementKind:)
        let background: NSCollectionLayoutDecorationItem = .background(elementKind: "card")
        // symbol: NSCollectionLayoutDecorationItem.elementKind
        let backgroundKind: String = background.elementKind
        // symbol: NSCollectionLayoutDecorationItem.zIndex
        background.zIndex = -1
        let backgroundZ: Int = background.zIndex
        // symbol: NSCollectionLayoutDecorationItem.contentInsets
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let backgroundInsets: NSDirectionalEdgeInsets = background.contentInsets
        // symbol: NSCollectionLayoutDecorationItem.layoutSize
        let backgroundSize: NSCollectionLayoutSize = background.layoutSize
        // symbol: NSCollectionLayoutDecorationItem.edgeSpacing
        background.edgeSpacing = nil
        let backgroundSpacing: NSCollectionLayoutEdgeSpacing? = background.edgeSpacing
        // symbol: NSCollectionLayoutDecorationItem.supplementaryItems
        let backgroundChildren: [NSCollectionLayoutSupplementaryItem] = background.supplementaryItems
        #expect(backgroundKind == "card" && backgroundZ == -1 && backgroundInsets.top == 4)
        #expect(
            backgroundSize.widthDimension.isFractionalWidth && backgroundSpacing == nil && backgroundChildren.isEmpty)

        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let badged = NSCollectionLayoutItem(layoutSize: tileSize, supplementaryItems: [badge])
        let headed = NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [badged]))
        // symbol: NSCollectionLayoutSection.boundarySupplementaryItems
        headed.boundarySupplementaryItems = [header]
        let boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = headed.boundarySupplementaryItems
        let backed = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        // symbol: NSCollectionLayoutSection.decorationItems
        backed.decorationItems = [background]
        let decorations: [NSCollectionLayoutDecorationItem] = backed.decorationItems
        #expect(boundaries.count == 1 && decorations.count == 1)
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? headed : backed }
        let view = symbolHost(layout, counts: [1, 2])
        // The header takes the top 30 points; the tile starts under it.
        let headerFrame = view.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        #expect(headerFrame == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(cellFrame(view, 0) == CGRect(x: 0, y: 30, width: 100, height: 50))
        // The badge's bottom-leading corner on the tile's top-trailing corner (100, 30).
        let badgeFrame = view.layoutAttributesForSupplementaryElement(
            ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(badgeFrame == CGRect(x: 100, y: 10, width: 20, height: 20))
        // Section 1 spans 30 + 50 = 80 to 180; its background is that inset by 4.
        let card = view.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: "card", at: IndexPath(item: 0, section: 1))
        #expect(card?.frame == CGRect(x: 4, y: 84, width: 392, height: 92))
    }

    @Test("providers see the container and traits, and handlers change what they are handed")
    func environmentAndVisibleItems() {
        let record = SymbolRecord()
        // symbol: UICollectionViewCompositionalLayoutSectionProvider
        let provider: UICollectionViewCompositionalLayoutSectionProvider = { _, environment in
            record.environments.append(environment)
            let section = symbolRows(height: 50)
            // symbol: NSCollectionLayoutSectionVisibleItemsInvalidationHandler
            let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = { items, offset, _ in
                record.visibleItems = items
                record.offsets.append(offset)
                for item in items where item.indexPath.item == 1 {
                    // symbol: NSCollectionLayoutVisibleItem.alpha
                    item.alpha = 0.5
                    // symbol: NSCollectionLayoutVisibleItem.zIndex
                    item.zIndex = 5
                    // symbol: NSCollectionLayoutVisibleItem.isHidden
                    item.isHidden = false
                    // symbol: NSCollectionLayoutVisibleItem.center
                    item.center = CGPoint(x: item.center.x + 10, y: item.center.y)
                    // symbol: NSCollectionLayoutVisibleItem.transform
                    item.transform = .identity
                    // symbol: NSCollectionLayoutVisibleItem.transform3D
                    item.transform3D = CATransform3DIdentity
                }
            }
            // symbol: NSCollectionLayoutSection.visibleItemsInvalidationHandler
            section.visibleItemsInvalidationHandler = handler
            #expect(section.visibleItemsInvalidationHandler != nil)
            return section
        }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            collectionViewLayout: UICollectionViewCompositionalLayout(sectionProvider: provider))
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        view.itemCounts = [3]
        view.layoutIfNeeded()

        let environment = record.environments.first
        // symbol: NSCollectionLayoutEnvironment.container
        let container: (any NSCollectionLayoutContainer)? = environment?.container
        // symbol: NSCollectionLayoutEnvironment.traitCollection
        let traits: UITraitCollection? = environment?.traitCollection
        // symbol: NSCollectionLayoutContainer.contentSize
        let contentSize: CGSize? = container?.contentSize
        // symbol: NSCollectionLayoutContainer.effectiveContentSize
        let effectiveSize: CGSize? = container?.effectiveContentSize
        // symbol: NSCollectionLayoutContainer.contentInsets
        let containerInsets: NSDirectionalEdgeInsets? = container?.contentInsets
        // symbol: NSCollectionLayoutContainer.effectiveContentInsets
        let effectiveInsets: NSDirectionalEdgeInsets? = container?.effectiveContentInsets
        #expect(contentSize == CGSize(width: 400, height: 800) && traits?.displayScale == 3)
        // The safe area's 10 + 30 come off the width.
        #expect(effectiveSize == CGSize(width: 360, height: 800))
        #expect(containerInsets == NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
        #expect(effectiveInsets == containerInsets)

        let second = record.visibleItems.first { $0.indexPath.item == 1 }
        // symbol: NSCollectionLayoutVisibleItem.indexPath
        let path: IndexPath? = second?.indexPath
        // symbol: NSCollectionLayoutVisibleItem.representedElementKind
        let elementKind: String? = second?.representedElementKind
        // symbol: NSCollectionLayoutVisibleItem.representedElementCategory
        let category: UICollectionView.ElementCategory? = second?.representedElementCategory
        // symbol: NSCollectionLayoutVisibleItem.frame
        let placed: CGRect? = second?.frame
        // symbol: NSCollectionLayoutVisibleItem.bounds
        let bounds: CGRect? = second?.bounds
        #expect(path == IndexPath(item: 1, section: 0) && elementKind == nil && category == .cell)
        // Row 1 of the safe area's 360-point width: (10, 50).
        #expect(placed == CGRect(x: 10, y: 50, width: 360, height: 50))
        #expect(bounds == CGRect(x: 0, y: 0, width: 360, height: 50) && record.offsets.first == .zero)
        let attributes = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(attributes?.alpha == 0.5 && attributes?.zIndex == 5)
        #expect(attributes?.frame == CGRect(x: 20, y: 50, width: 360, height: 50))
    }
}
