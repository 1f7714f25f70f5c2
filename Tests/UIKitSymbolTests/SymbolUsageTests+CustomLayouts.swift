import CompositionalLayoutUIKit
import Testing

/// An invalidation context subclass, so the layout's `invalidationContextClass` is seen to be used.
final class SymbolProbeContext: UICollectionViewLayoutInvalidationContext {}

/// A custom layout overriding every member of `UICollectionViewLayout` a subclass may, with UIKit's
/// signatures: one 100 x 40 cell per item of section 0, stacked 10 points from the left.
final class SymbolProbeLayout: UICollectionViewLayout {
    /// The contexts `invalidateLayout(with:)` was given, in order.
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    /// How many times `prepare()` ran.
    var prepared = 0
    /// The items `prepare(forCollectionViewUpdates:)` was told were inserted.
    var inserted: [IndexPath] = []

    // symbol: UICollectionViewLayout.init()
    override init() {
        super.init()
    }

    // symbol: UICollectionViewLayout.init(coder:)
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The host's item count of section 0.
    var count: Int {
        // symbol: UICollectionViewLayout.collectionView
        let host: UICollectionView? = collectionView
        return host.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
    }

    // symbol: UICollectionViewLayout.layoutAttributesClass
    override class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    // symbol: UICollectionViewLayout.invalidationContextClass
    override class var invalidationContextClass: AnyClass { SymbolProbeContext.self }

    // symbol: UICollectionViewLayout.collectionViewContentSize
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 40)
    }

    // symbol: UICollectionViewLayout.prepare()
    override func prepare() {
        super.prepare()
        prepared += 1
    }

    // symbol: UICollectionViewLayout.layoutAttributesForElements(in:)
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    // symbol: UICollectionViewLayout.layoutAttributesForItem(at:)
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item < count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 10, y: CGFloat(indexPath.item) * 40, width: 100, height: 40)
        return attributes
    }

    // symbol: UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)
    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    // symbol: UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)
    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    // symbol: UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // symbol: UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 40).rounded() * 40)
    }

    // symbol: UICollectionViewLayout.prepare(forCollectionViewUpdates:)
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            // symbol: UICollectionViewUpdateItem.updateAction
            let action: UICollectionViewUpdateItem.Action = update.updateAction
            // symbol: UICollectionViewUpdateItem.indexPathBeforeUpdate
            let before: IndexPath? = update.indexPathBeforeUpdate
            // symbol: UICollectionViewUpdateItem.indexPathAfterUpdate
            let after: IndexPath? = update.indexPathAfterUpdate
            switch action {
            // symbol: UICollectionViewUpdateItem.Action.insert
            case .insert: inserted += after.map { [$0] } ?? []
            // symbol: UICollectionViewUpdateItem.Action.delete
            case .delete: inserted.removeAll { $0 == before }
            // symbol: UICollectionViewUpdateItem.Action.reload
            case .reload: break
            // symbol: UICollectionViewUpdateItem.Action.move
            case .move: break
            // symbol: UICollectionViewUpdateItem.Action.none
            case .none: break
            }
        }
    }

    // symbol: UICollectionViewLayout.finalizeCollectionViewUpdates()
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
    }

    // symbol: UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:)
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    // symbol: UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:)
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToInsertForDecorationView(ofKind: elementKind)
    }

    // symbol: UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:)
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    // symbol: UICollectionViewLayout.indexPathsToDeleteForDecorationView(ofKind:)
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToDeleteForDecorationView(ofKind: elementKind)
    }

    // symbol: UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    // symbol: UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)
    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    // symbol: UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)
    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    // symbol: UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    // symbol: UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)
    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    // symbol: UICollectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)
    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    // symbol: UICollectionViewLayout.layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)
    override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.alpha = 0.8
        return attributes
    }

    // symbol: UICollectionViewLayout.targetIndexPath(forInteractivelyMovingItem:withPosition:)
    override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    {
        super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    // symbol: UICollectionViewLayout.invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)
    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }

    // symbol: UICollectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)
    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }

    // symbol: UICollectionViewLayout.invalidateLayout()
    override func invalidateLayout() {
        super.invalidateLayout()
    }

    // symbol: UICollectionViewLayout.invalidateLayout(with:)
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    // symbol: UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    // symbol: UICollectionViewLayout.invalidationContext(forBoundsChange:)
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 1)
        return context
    }

    // symbol: UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    // symbol: UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    // symbol: UICollectionViewLayout.prepare(forAnimatedBoundsChange:)
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }

    // symbol: UICollectionViewLayout.finalizeAnimatedBoundsChange()
    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
    }

    // symbol: UICollectionViewLayout.prepareForTransition(from:)
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
    }

    // symbol: UICollectionViewLayout.prepareForTransition(to:)
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
    }

    // symbol: UICollectionViewLayout.finalizeLayoutTransition()
    override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
    }

    // symbol: UICollectionViewLayout.developmentLayoutDirection
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // symbol: UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

/// The base layout's members, layout attributes and invalidation contexts, used with UIKit's signatures.
@Suite("UIKit symbols: custom layouts, attributes and invalidation contexts, used")
struct SymbolCustomLayoutUsageTests {
    @Test("a subclass overriding every member lays out, invalidates and answers as written")
    func customLayout() {
        let probe = SymbolProbeLayout()
        // symbol: UICollectionViewLayout.register(_:forDecorationViewOfKind:)
        probe.register(nil, forDecorationViewOfKind: "rule")
        let view = symbolHost(probe, counts: [3])
        // Item 2: 10 in, 2 x 40 down.
        #expect(cellFrame(view, 2) == CGRect(x: 10, y: 80, width: 100, height: 40))
        #expect(view.contentSize == CGSize(width: 400, height: 120) && probe.prepared == 1)
        // Rows 0 (0 to 40) and 1 (40 to 80) overlap a rect 50 tall.
        #expect(view.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 50)).count == 2)

        probe.invalidateLayout()
        let context = probe.contexts.last
        #expect(context is SymbolProbeContext && context?.invalidateEverything == true)
        #expect(context?.invalidateDataSourceCounts == true)
        view.layoutIfNeeded()
        #expect(probe.prepared == 2)
        let boundsContext = probe.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 800))
        #expect(boundsContext is SymbolProbeContext && boundsContext.contentOffsetAdjustment == CGPoint(x: 0, y: 1))
        #expect(!boundsContext.invalidateEverything)
        view.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(view.appearingItemAttributes[IndexPath(item: 3, section: 0)]?.alpha == 0)
        // The host announces the insertion before it asks for the item's attributes, as UIKit does.
        probe.prepare(forCollectionViewUpdates: [])
        #expect(probe.inserted == [IndexPath(item: 3, section: 0)])

        // Interactive movement, asked directly (the host has none): item 1's 100 x 40 attributes moved to the
        // finger, on top; the cell under (50, 100) is item 2 (y 80 to 120); none is under (300, 10).
        let moving = probe.layoutAttributesForInteractivelyMovingItem(
            at: IndexPath(item: 1, section: 0), withTargetPosition: CGPoint(x: 200, y: 300))
        #expect(moving.center == CGPoint(x: 200, y: 300) && moving.size == CGSize(width: 100, height: 40))
        #expect(moving.zIndex == Int.max && moving.alpha == 0.8)
        let first = IndexPath(item: 0, section: 0)
        #expect(
            probe.targetIndexPath(forInteractivelyMovingItem: first, withPosition: CGPoint(x: 50, y: 100)).item == 2)
        #expect(probe.targetIndexPath(forInteractivelyMovingItem: first, withPosition: CGPoint(x: 300, y: 10)) == first)
        let moveContext = probe.invalidationContext(
            forInteractivelyMovingItems: [IndexPath(item: 2, section: 0)], withTargetPosition: CGPoint(x: 50, y: 100),
            previousIndexPaths: [first], previousPosition: CGPoint(x: 50, y: 20))
        #expect(moveContext is SymbolProbeContext && moveContext.interactiveMovementTarget == CGPoint(x: 50, y: 100))
        #expect(moveContext.targetIndexPathsForInteractivelyMovingItems?.first?.item == 2)
        let endContext = probe.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [first], previousIndexPaths: [first], movementCancelled: true)
        #expect(endContext.previousIndexPathsForInteractivelyMovingItems == [first])

        // The base class's answers where a subclass does not give its own.
        let base = UICollectionViewLayout()
        let path = IndexPath(item: 0, section: 0)
        let original = UICollectionViewLayoutAttributes(forCellWith: path)
        #expect(base.indexPathsToInsertForSupplementaryView(ofKind: "x").isEmpty)
        #expect(base.indexPathsToDeleteForDecorationView(ofKind: "x").isEmpty)
        #expect(base.initialLayoutAttributesForAppearingDecorationElement(ofKind: "x", at: path) == nil)
        #expect(base.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "x", at: path) == nil)
        #expect(!base.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))
        #expect(base.developmentLayoutDirection == .leftToRight && !base.flipsHorizontallyInOppositeLayoutDirection)
        let sizing = probe.invalidationContext(forPreferredLayoutAttributes: original, withOriginalAttributes: original)
        #expect(sizing.invalidatedItemIndexPaths == [path])
        #expect(
            probe.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 61), withScrollingVelocity: .zero).y
                == 80)
    }

    @Test("layout attributes keep frame, centre and size in step as worked out by hand")
    func attributes() {
        let path = IndexPath(item: 2, section: 1)
        // symbol: UICollectionViewLayoutAttributes.init(forCellWith:)
        let cell = UICollectionViewLayoutAttributes(forCellWith: path)
        // symbol: UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: path)
        // symbol: UICollectionViewLayoutAttributes.init(forDecorationViewOfKind:with:)
        let card = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "card", with: path)
        // symbol: UICollectionViewLayoutAttributes.init()
        let blank = UICollectionViewLayoutAttributes()
        #expect(blank.representedElementCategory == .cell && blank.frame == .zero && blank.alpha == 1)
        // symbol: UICollectionViewLayoutAttributes.indexPath
        cell.indexPath = IndexPath(item: 3, section: 1)
        let cellPath: IndexPath = cell.indexPath
        // symbol: UICollectionViewLayoutAttributes.representedElementKind
        let kind: String? = header.representedElementKind
        // symbol: UICollectionViewLayoutAttributes.representedElementCategory
        let category: UICollectionView.ElementCategory = card.representedElementCategory
        #expect(
            cellPath.item == 3 && kind == "header" && category == .decorationView && cell.representedElementKind == nil)

        // symbol: UICollectionViewLayoutAttributes.frame
        cell.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let frame: CGRect = cell.frame
        // symbol: UICollectionViewLayoutAttributes.center
        let center: CGPoint = cell.center
        // symbol: UICollectionViewLayoutAttributes.size
        let size: CGSize = cell.size
        // symbol: UICollectionViewLayoutAttributes.bounds
        let bounds: CGRect = cell.bounds
        // Centre (10 + 50, 20 + 25); bounds the size at the origin.
        #expect(frame.maxX == 110 && center == CGPoint(x: 60, y: 45) && size == CGSize(width: 100, height: 50))
        #expect(bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.center = CGPoint(x: 70, y: 45)
        #expect(cell.frame.minX == 20)
        // An 80-wide size about the centre 70: from 30.
        cell.size = CGSize(width: 80, height: 50)
        #expect(cell.frame == CGRect(x: 30, y: 20, width: 80, height: 50))
        cell.bounds = CGRect(x: 0, y: 0, width: 60, height: 50)
        #expect(cell.frame.minX == 40)

        // symbol: UICollectionViewLayoutAttributes.transform
        cell.transform = CGAffineTransform(scaleX: 2, y: 2)
        let transform: CGAffineTransform = cell.transform
        // symbol: UICollectionViewLayoutAttributes.transform3D
        let transform3D: CATransform3D = cell.transform3D
        #expect(transform.a == 2 && transform3D.m11 == 2)
        cell.transform3D = CATransform3DIdentity
        // symbol: UICollectionViewLayoutAttributes.alpha
        cell.alpha = 0.25
        let alpha: CGFloat = cell.alpha
        // symbol: UICollectionViewLayoutAttributes.zIndex
        cell.zIndex = 9
        let zIndex: Int = cell.zIndex
        // symbol: UICollectionViewLayoutAttributes.isHidden
        cell.isHidden = true
        let hidden: Bool = cell.isHidden
        #expect(cell.transform.isIdentity && alpha == 0.25 && zIndex == 9 && hidden)

        // symbol: UICollectionViewLayoutAttributes.copy(with:)
        let copy = cell.copy(with: nil) as? UICollectionViewLayoutAttributes
        #expect(copy?.frame == cell.frame && copy?.zIndex == 9 && copy !== cell)
    }

    @Test("an invalidation context records what it is told")
    func invalidationContext() {
        // symbol: UICollectionViewLayoutInvalidationContext.init()
        let context = UICollectionViewLayoutInvalidationContext()
        // symbol: UICollectionViewLayoutInvalidationContext.invalidateEverything
        let everything: Bool = context.invalidateEverything
        // symbol: UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts
        let counts: Bool = context.invalidateDataSourceCounts
        // symbol: UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment
        context.contentOffsetAdjustment = CGPoint(x: 0, y: -12)
        let offsetAdjustment: CGPoint = context.contentOffsetAdjustment
        // symbol: UICollectionViewLayoutInvalidationContext.contentSizeAdjustment
        context.contentSizeAdjustment = CGSize(width: 0, height: 30)
        let sizeAdjustment: CGSize = context.contentSizeAdjustment
        #expect(!everything && !counts && offsetAdjustment.y == -12 && sizeAdjustment.height == 30)

        let first = IndexPath(item: 0, section: 0)
        let second = IndexPath(item: 1, section: 0)
        // symbol: UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths
        let before: [IndexPath]? = context.invalidatedItemIndexPaths
        // symbol: UICollectionViewLayoutInvalidationContext.invalidateItems(at:)
        context.invalidateItems(at: [first])
        context.invalidateItems(at: [second])
        // symbol: UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:)
        context.invalidateSupplementaryElements(ofKind: "header", at: [first])
        // symbol: UICollectionViewLayoutInvalidationContext.invalidateDecorationElements(ofKind:at:)
        context.invalidateDecorationElements(ofKind: "card", at: [second])
        // symbol: UICollectionViewLayoutInvalidationContext.invalidatedSupplementaryIndexPaths
        let supplementaries: [String: [IndexPath]]? = context.invalidatedSupplementaryIndexPaths
        // symbol: UICollectionViewLayoutInvalidationContext.invalidatedDecorationIndexPaths
        let decorations: [String: [IndexPath]]? = context.invalidatedDecorationIndexPaths
        #expect(before == nil && context.invalidatedItemIndexPaths == [first, second])
        #expect(supplementaries == ["header": [first]] && decorations == ["card": [second]])

        // symbol: UICollectionViewLayoutInvalidationContext.previousIndexPathsForInteractivelyMovingItems
        let previous: [IndexPath]? = context.previousIndexPathsForInteractivelyMovingItems
        // symbol: UICollectionViewLayoutInvalidationContext.targetIndexPathsForInteractivelyMovingItems
        let target: [IndexPath]? = context.targetIndexPathsForInteractivelyMovingItems
        // symbol: UICollectionViewLayoutInvalidationContext.interactiveMovementTarget
        let point: CGPoint = context.interactiveMovementTarget
        #expect(previous == nil && target == nil && point == .zero)
    }
}
