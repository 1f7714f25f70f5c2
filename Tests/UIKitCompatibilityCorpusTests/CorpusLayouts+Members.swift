import CompositionalLayoutUIKit
import Foundation
import Testing

/// Layouts using the members UIKit documents that the symbol list found missing and the facade now has: the
/// iOS 16.0 group spellings, a group's inherited initializers, a list's content-hugging elements, invalidation
/// contexts, and the animation hooks custom layouts override.
enum MemberLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "repeatingShelves", itemCounts: [6, 8], orthogonalSections: [1], make: repeatingShelves,
            exercise: { view in
                // Three 100-point covers from the 16-point inset: the third at 16 + 2 x 100.
                #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 216)
                let top = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                let below = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                let next = view.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                // Two 60-point rows 10 apart per column; columns 150 wide, 12 apart.
                #expect(below.map { $0.minY } == top.map { $0.minY + 60 + 10 })
                #expect(next.map { $0.minX } == top.map { $0.minX + 150 + 12 })
            }),
        CorpusEntry(
            name: "placeholderGroupFeed", itemCounts: [1, 7, 0], make: placeholderGroupFeed,
            exercise: { view in
                // The promo is one full-width 180-point card; the grid's second tile starts at half the width.
                #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 180)
                let tile = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                #expect(tile?.minX == view.bounds.width / 2)
            }),
        CorpusEntry(
            name: "huggingSidebar", itemCounts: [4, 3], make: { huggingSidebar(hugging: true) },
            exercise: { view in
                // Stored only: the same sidebar without hugging puts its headers in the same place.
                let plain = UICollectionView(frame: view.frame, collectionViewLayout: huggingSidebar(hugging: false))
                plain.safeAreaInsets = view.safeAreaInsets
                plain.itemCounts = view.itemCounts
                plain.layoutIfNeeded()
                let path = IndexPath(item: 0, section: 1)
                let kind = UICollectionView.elementKindSectionHeader
                let header = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame
                #expect(
                    header != nil
                        && header == plain.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame)
            }),
        CorpusEntry(
            name: "contextCachedColumns", itemCounts: [9], make: { CachedColumnsLayout.make() },
            exercise: { view in
                let layout = view.collectionViewLayout as? CachedColumnsLayout
                // Two columns under 700 points, four from 700: the second tile at a column's width.
                let columns: CGFloat = view.bounds.width < 700 ? 2 : 4
                #expect(
                    view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == view.bounds.width
                        / columns)
                view.frame = CGRect(x: 0, y: 0, width: view.frame.width + 100, height: view.frame.height)
                let wider: CGFloat = view.bounds.width < 700 ? 2 : 4
                #expect(
                    view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == view.bounds.width
                        / wider)
                // A new width invalidates with the layout's own bounds-change context, as in UIKit: its flag,
                // not invalidateEverything, drops the cached column count.
                let context = layout?.lastContext as? CachedColumnsContext
                #expect(context?.invalidateColumnCount == true && context?.invalidateEverything == false)
                let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                let taller = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                taller.size = CGSize(width: 0, height: 1)
                #expect(
                    layout?.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: cell)
                        == true)
            }),
        CorpusEntry(
            name: "fadingTimeline", itemCounts: [3, 4], make: { FadingTimelineLayout.make() },
            exercise: { view in
                let layout = view.collectionViewLayout as? FadingTimelineLayout
                view.insertItems(at: [IndexPath(item: 4, section: 1)])
                view.deleteItems(at: [IndexPath(item: 4, section: 1)])
                view.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: view.frame.height - 100)
                // Each update is announced and finalised, as UIKit does (2 x 2 calls); the host runs no
                // animations, so the supplementary-view hooks are not asked, and a bounds change calls none.
                #expect(layout?.hookCalls == 4)
                #expect(layout?.insertedHeaders == [])
                let header = layout?.initialLayoutAttributesForAppearingSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                let resting = view.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                // The app's own answer: its header fades in from 24 points higher.
                #expect(header?.alpha == 0 && header?.frame.minY == resting.map { $0.frame.minY - 24 })
            }),
        CorpusEntry(
            name: "themedBadgeGrid", itemCounts: [7, 6], make: themedBadgeGrid,
            exercise: { view in
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                // The copied spacing: 6 points between tiles.
                #expect(first.flatMap { a in second.map { abs($0.minX - a.maxX - 6) < 0.001 } } == true)
                // The copied mosaic frames: the second tile at (124, 0) in its group, 120 x 58.
                let mosaic = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                let lead = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                #expect(mosaic?.size == CGSize(width: 120, height: 58) && mosaic?.minX == 124)
                #expect(mosaic?.minY == lead?.minY)
            }),
        CorpusEntry(
            name: "reorderableShelf", itemCounts: [7], make: { ReorderableShelfLayout.make() },
            exercise: { view in
                guard let layout = view.collectionViewLayout as? ReorderableShelfLayout,
                    let target = view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                else {
                    Issue.record("reorderableShelf: no layout or no item 4")
                    return
                }
                // What the app's drag handler asks, here directly: the cover under the finger, or the last
                // place past the end of the shelf.
                let start = IndexPath(item: 0, section: 0)
                let finger = CGPoint(x: target.midX, y: target.midY)
                #expect(layout.targetIndexPath(forInteractivelyMovingItem: start, withPosition: finger).item == 4)
                let pastEnd = CGPoint(x: 5, y: view.contentSize.height + 10)
                #expect(layout.targetIndexPath(forInteractivelyMovingItem: start, withPosition: pastEnd).item == 6)
                let lifted = layout.layoutAttributesForInteractivelyMovingItem(at: start, withTargetPosition: finger)
                #expect(lifted.center == finger && lifted.zIndex == Int.max && lifted.transform.a == 1.1)
                let context = layout.invalidationContext(
                    forInteractivelyMovingItems: [IndexPath(item: 4, section: 0)], withTargetPosition: finger,
                    previousIndexPaths: [start], previousPosition: .zero)
                #expect(context.interactiveMovementTarget == finger && layout.liftedPoint == finger)
                _ = layout.invalidationContextForEndingInteractiveMovementOfItems(
                    toFinalIndexPaths: [start], previousIndexPaths: [start], movementCancelled: true)
                #expect(layout.liftedPoint == nil)
            }),
    ]

    /// A store's shelves: covers three to a row in the iOS 16.0 spelling, then a sideways shelf of
    /// two-row columns.
    static func repeatingShelves() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            if sectionIndex == 0 {
                let cover = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(150)))
                let row = NSCollectionLayoutGroup.horizontalGroup(
                    with: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                    repeatingSubitem: cover, count: 3)
                let section = NSCollectionLayoutSection(group: row)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                section.interGroupSpacing = 8
                return section
            }
            let line = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
            let column = NSCollectionLayoutGroup.verticalGroup(
                with: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(130)),
                repeatingSubitem: line, count: 2)
            column.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: column)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
            return section
        }
    }

    /// What each section of the feed shows.
    enum FeedKind {
        case promo, grid, comingSoon
    }

    /// A feed whose sections with nothing to show get a group with no subitems, made with the item
    /// initializer a group inherits, as apps write it; the grid's group starts as such a placeholder.
    static func placeholderGroupFeed() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let kinds: [FeedKind] = [.promo, .grid, .comingSoon]
            let kind = sectionIndex < kinds.count ? kinds[sectionIndex] : .comingSoon
            let height: CGFloat = kind == .promo ? 180 : 120
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
            let full = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            switch kind {
            case .comingSoon:
                return NSCollectionLayoutSection(
                    group: NSCollectionLayoutGroup(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
                )
            case .promo:
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [full]))
            case .grid:
                // Replaced when the tiles are known; a placeholder so that `tiles` is never optional.
                var tiles = NSCollectionLayoutGroup(layoutSize: size, supplementaryItems: [])
                let half = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                tiles = .horizontal(layoutSize: size, repeatingSubitem: half, count: 2)
                let section = NSCollectionLayoutSection(group: tiles)
                section.interGroupSpacing = 4
                return section
            }
        }
    }

    /// A sidebar whose section headers hug their titles (iOS 18), or not.
    static func huggingSidebar(hugging: Bool) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .supplementary
        if hugging {
            configuration.contentHuggingElements = .supplementaryHeader
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// A grid and a mosaic whose sizes, spacing, insets, badge anchor and tile frames come from one shared
    /// theme, copied for each section as code ported from Objective-C does (`[theme.tileSize copy]`).
    static func themedBadgeGrid() -> UICollectionViewLayout {
        let tileSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(100))
        let rowHeight: NSCollectionLayoutDimension = .absolute(110)
        let gap: NSCollectionLayoutSpacing = .fixed(6)
        let lowered = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(4), trailing: nil, bottom: nil)
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let mosaicFrames = [
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 120, height: 120)),
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 124, y: 0, width: 120, height: 58)),
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 124, y: 62, width: 120, height: 58), zIndex: 1),
        ]
        return UICollectionViewCompositionalLayout { sectionIndex, _ in
            if sectionIndex == 1 {
                let mosaic = NSCollectionLayoutGroup.custom(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
                ) { _ in mosaicFrames.map { $0.copy() as! NSCollectionLayoutGroupCustomItem } }
                let section = NSCollectionLayoutSection(group: mosaic)
                section.interGroupSpacing = 4
                return section
            }
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(18), heightDimension: .absolute(18)),
                elementKind: "unread", containerAnchor: corner.copy() as! NSCollectionLayoutAnchor)
            let tile = NSCollectionLayoutItem(
                layoutSize: tileSize.copy() as! NSCollectionLayoutSize, supplementaryItems: [badge])
            tile.edgeSpacing = lowered.copy() as? NSCollectionLayoutEdgeSpacing
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: rowHeight.copy() as! NSCollectionLayoutDimension),
                subitems: [tile])
            row.interItemSpacing = gap.copy() as? NSCollectionLayoutSpacing
            return NSCollectionLayoutSection(group: row)
        }
    }
}

/// The context a columns layout is invalidated with: whether its cached column count is stale.
final class CachedColumnsContext: UICollectionViewLayoutInvalidationContext {
    /// True when the width changed, so the column count must be worked out again.
    var invalidateColumnCount = false
}

/// A grid that caches its column count and drops it when an invalidation context says so.
final class CachedColumnsLayout: UICollectionViewCompositionalLayout {
    /// The column count for the current width; nil until worked out.
    var cachedColumns: Int?
    /// The context of the last invalidation.
    var lastContext: UICollectionViewLayoutInvalidationContext?

    /// The grid: square-ish tiles 100 tall, as many columns as the width allows.
    static func make() -> CachedColumnsLayout {
        weak var weakLayout: CachedColumnsLayout?
        let layout = CachedColumnsLayout { _, environment in
            let columns =
                weakLayout?.cachedColumns ?? (environment.container.effectiveContentSize.width < 700 ? 2 : 4)
            weakLayout?.cachedColumns = columns
            let tile = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                repeatingSubitem: tile, count: columns)
            return NSCollectionLayoutSection(group: row)
        }
        weakLayout = layout
        return layout
    }

    override class var invalidationContextClass: AnyClass { CachedColumnsContext.self }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CachedColumnsContext)?.invalidateColumnCount = newBounds.width != collectionView?.bounds.width
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        lastContext = context
        if context.invalidateEverything || (context as? CachedColumnsContext)?.invalidateColumnCount == true {
            cachedColumns = nil
        }
        super.invalidateLayout(with: context)
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }
}

/// A timeline whose section headers fade in from above and whose rows slide out, with the animation hooks a
/// custom layout overrides.
final class FadingTimelineLayout: UICollectionViewCompositionalLayout {
    /// How many times an animation hook was called.
    var hookCalls = 0
    /// Headers added by the last update.
    var insertedHeaders: [IndexPath] = []

    /// The timeline: 72-point rows under a 44-point header per day.
    static func make() -> FadingTimelineLayout {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return FadingTimelineLayout(section: section)
    }

    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        hookCalls += 1
        insertedHeaders = updateItems.compactMap { update in
            update.updateAction == .insert && update.indexPathAfterUpdate?.item == 0 ? update.indexPathAfterUpdate : nil
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        hookCalls += 1
        insertedHeaders = []
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        hookCalls += 1
        return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind) + insertedHeaders
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        hookCalls += 1
        return super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        hookCalls += 1
        return []
    }

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        hookCalls += 1
        return []
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
        attributes?.alpha = 0
        attributes?.center.y -= 24
        return attributes
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        hookCalls += 1
        let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        hookCalls += 1
        return super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        hookCalls += 1
        return super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        hookCalls += 1
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        hookCalls += 1
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        hookCalls += 1
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        hookCalls += 1
    }

    override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        hookCalls += 1
    }
}

/// A shelf the user reorders by dragging: the lifted cover grows, and a drop past the last cover goes to the
/// end of the shelf.
final class ReorderableShelfLayout: UICollectionViewCompositionalLayout {
    /// Where the lifted cover is, while one is lifted.
    var liftedPoint: CGPoint?

    /// Three covers to a row, 160 points tall, 8 apart.
    static func make() -> ReorderableShelfLayout {
        let cover = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)),
            repeatingSubitem: cover, count: 3)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        return ReorderableShelfLayout(section: section)
    }

    override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        attributes.alpha = 0.9
        return attributes
    }

    override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    {
        let proposed = super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        guard proposed == previousIndexPath, position.y > collectionViewContentSize.height,
            let count = collectionView?.numberOfItems(inSection: previousIndexPath.section), count > 0
        else { return proposed }
        return IndexPath(item: count - 1, section: previousIndexPath.section)
    }

    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        liftedPoint = context.interactiveMovementTarget
        return context
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        liftedPoint = nil
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }
}
