internal import CompositionalLayout

/// The base class of collection view layouts: the questions a collection view asks its layout.
///
/// Subclass it, or `UICollectionViewCompositionalLayout`, as in UIKit: the host (`UICollectionView`, that is
/// `HeadlessCollectionView`) calls `prepare()` after an invalidation, asks `shouldInvalidateLayout(forBoundsChange:)`
/// when its bounds change, and reports what the overridable query methods return.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The solved layout of the last pass; nil before one or after an error.
    var solved: SolvedLayout?
    /// True until the next pass prepares again (after `invalidateLayout()` or a host change).
    var needsSolve = true
    /// The sections item updates changed since `solved` was made, which the next solve places again while the
    /// others keep their elements (`HeadlessCollectionView.insertItems(at:)`, `deleteItems(at:)`); nil when
    /// it must solve everything: before the first solve, after an error, after any other invalidation.
    var changedSinceSolve: [Int]?
    /// The scroll offset `lazyAttributes` was made at; nil when it must be made again (a new pass, a new
    /// content offset, orthogonal offset or content inset).
    var attributesOffset: Double?
    /// The layout's answers at the current offset, pinned and handled: what every query reads.
    var lazyAttributes: LazyAttributes?
    /// What the visible-items handlers left on elements in the last pass.
    let hooks = HookRecord()

    /// The collection view hosting the layout; set when the layout is given to one.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout with nothing in it; subclasses describe their content by overriding the query methods.
    public init() {}

    /// There are no archived layouts off-device, so this always fails (returns nil); subclasses that
    /// declare their own initializers implement it as in UIKit, usually as unavailable.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The engine layout for a pass in `host`; the compositional layout translates its description.
    func engineLayout(in host: UICollectionView, context: TranslationContext) throws -> Layout {
        Layout(sections: [])
    }

    /// The axis the layout scrolls along.
    var scrollAxis: UICollectionView.ScrollDirection { .vertical }

    /// The class of the attributes the layout creates: `UICollectionViewLayoutAttributes` unless a subclass
    /// returns a subclass of it (another class is a layout error, `HeadlessLayoutError.invalidLayout`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether the host mirrors this layout's frames horizontally when it runs right to left; false here.
    ///
    /// The compositional layout mirrors itself (spec L6) and answers false; a custom layout that answers
    /// true lays out left to right and the host's queries flip x about the content width.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Called by the host before it asks anything after an invalidation; does nothing here.
    ///
    /// The compositional layout solves in it. Overrides call `super.prepare()` first.
    open func prepare() {}

    /// Marks the layout for a new `prepare()` at the host's next layout pass, through `invalidateLayout(with:)`
    /// with a context of `invalidationContextClass` that invalidates everything, as in UIKit.
    ///
    /// The section provider runs again. Overrides call `super.invalidateLayout()`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Marks the layout for a new `prepare()` at the host's next layout pass, whatever `context` says.
    ///
    /// The compositional layout solves again: after an item update of the host (a context that invalidates
    /// the data source counts only), only the sections it changed; after anything else, everything. Overrides
    /// read their own context's parts and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsSolve = true
        attributesOffset = nil
        if let sections = context.itemUpdateSections, context.invalidatesItemCountsOnly {
            changedSinceSolve?.append(contentsOf: sections)
        } else {
            changedSinceSolve = nil
        }
    }

    /// The class of the invalidation contexts the layout makes: `UICollectionViewLayoutInvalidationContext`
    /// unless a subclass returns a subclass of it (another class makes the base class).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new, empty context of `invalidationContextClass` for a bounds change to `newBounds`.
    ///
    /// The host asks it after a bounds change the layout invalidates for, and invalidates with it.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes need a new layout; false here, as in UIKit.
    ///
    /// Never called: self-sizing is the host's `preferredSize`, answered inside the engine's solve.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// A new, empty context of `invalidationContextClass` for a self-sizing cell's change.
    ///
    /// Never called: self-sizing is the host's `preferredSize`, answered inside the engine's solve.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A context of `invalidationContextClass` naming the items moving interactively, where they were and where
    /// they go, and the point they are at, as UIKit's default fills it.
    ///
    /// Never called: there is no interactive movement off-device.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [Foundation.IndexPath],
        withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [Foundation.IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// A context of `invalidationContextClass` naming where interactively moved items ended and where they were.
    ///
    /// Never called: there is no interactive movement off-device.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [Foundation.IndexPath], previousIndexPaths: [Foundation.IndexPath],
        movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }

    /// A new context of the layout's `invalidationContextClass`, or of the base class when that is not a
    /// subclass of it.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// Whether a change of the host's bounds to `newBounds` needs a new `prepare()`; false here, as in UIKit.
    ///
    /// The host asks on every bounds change (a new size or a new content offset) and calls
    /// `invalidateLayout()` when the answer is true.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// Accepted and ignored: there are no views; decorations are reported by element kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// The size of all content (spec L3); zero before the host's first layout pass or after an error.
    open var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return solved.map { CGSize($0.contentSize) } ?? .zero
    }

    /// The attributes of every element whose frame overlaps `rect`, as the layout stands at the host's content
    /// offset: pinned items pinned, handlers applied.
    ///
    /// An element that only touches an edge of `rect` is left out, as UIKit leaves it out (recorded:
    /// kern0x1b/charon's rect queries, docs/uikit-fidelity.md); a zero-size `rect` finds the elements around it
    /// (ours: no recording queries one).
    ///
    /// Each call makes new objects, only for the elements it returns, in output order (by index path, cells
    /// before supplementaries before decorations); changing them does not change the layout.
    /// - Complexity: O(log n + k), k the elements returned (`ScrolledLayout.elements(in:)`).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        return lazyAttributes?.elements(in: rect.engineValue) ?? []
    }

    /// The attributes of the cell at `indexPath`, or nil when there is none; a new object on each call.
    /// - Complexity: O(1).
    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let lazyAttributes, let path = indexPath.engineValue else { return nil }
        return lazyAttributes.cell(at: path)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil when there is none; a
    /// new object on each call.
    /// - Complexity: O(m + b): the supplementaries of the item's group and the section's boundary items.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let lazyAttributes, let path = indexPath.engineValue else { return nil }
        return lazyAttributes.supplementary(ofKind: elementKind, at: path)
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil when there is none; a new
    /// object on each call.
    /// - Complexity: O(d), d the section's decorations.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let lazyAttributes, let path = indexPath.engineValue else { return nil }
        return lazyAttributes.decoration(ofKind: elementKind, at: path)
    }

    /// Where an inserted item's animation starts; nil here (UIKit then fades the item in at its frame).
    ///
    /// The host asks it for each item of `insertItems(at:)`, after the layout is prepared with the new item.
    open func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted item's animation ends; nil here (UIKit then fades the item out at its frame).
    ///
    /// The host asks it for each item of `deleteItems(at:)`, before the item leaves the data.
    open func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of an item the user is moving: a copy of its attributes centred on `position`, with the
    /// greatest zIndex so that it floats above the rest, as UIKit's default makes them.
    ///
    /// Never called: there is no interactive movement off-device.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: Foundation.IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath) ?? makeAttributes(forCellAt: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// Where an item moved to `position` would go: the topmost cell (greatest zIndex) whose frame contains
    /// `position`, as UIKit's default answers; `previousIndexPath` where no cell does (ours: UIKit says none).
    ///
    /// Never called: there is no interactive movement off-device.
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: Foundation.IndexPath, withPosition position: CGPoint
    ) -> Foundation.IndexPath {
        let around = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let cells = (layoutAttributesForElements(in: around) ?? []).filter {
            $0.representedElementCategory == .cell && $0.frame.contains(position)
        }
        return cells.max { $0.zIndex < $1.zIndex }?.indexPath ?? previousIndexPath
    }

    /// Empty cell attributes of the layout's `layoutAttributesClass` (the base class when that is not one) at
    /// `indexPath`.
    func makeAttributes(forCellAt indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes {
        let attributesClass = type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        let attributes = (attributesClass ?? UICollectionViewLayoutAttributes.self).init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// Where an inserted supplementary view's animation starts; nil here, as in UIKit.
    ///
    /// Never called: the host asks only for items' (`insertItems(at:)`); there are no animations off-device.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an inserted decoration view's animation starts; nil here, as in UIKit.
    ///
    /// Never called: the host asks only for items' (`insertItems(at:)`); there are no animations off-device.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted supplementary view's animation ends; nil here, as in UIKit.
    ///
    /// Never called: the host asks only for items' (`deleteItems(at:)`); there are no animations off-device.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted decoration view's animation ends; nil here, as in UIKit.
    ///
    /// Never called: the host asks only for items' (`deleteItems(at:)`); there are no animations off-device.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The supplementary views of `elementKind` an update adds; none here, as in UIKit.
    ///
    /// Never called: there are no update animations off-device.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [Foundation.IndexPath] {
        []
    }

    /// The decoration views of `elementKind` an update adds; none here, as in UIKit.
    ///
    /// Never called: there are no update animations off-device.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [Foundation.IndexPath] {
        []
    }

    /// The supplementary views of `elementKind` an update removes; none here, as in UIKit.
    ///
    /// Never called: there are no update animations off-device.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [Foundation.IndexPath] {
        []
    }

    /// The decoration views of `elementKind` an update removes; none here, as in UIKit.
    ///
    /// Never called: there are no update animations off-device.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [Foundation.IndexPath] {
        []
    }

    /// Called before an update with what it does to each item; does nothing here.
    ///
    /// The host's `insertItems(at:)` and `deleteItems(at:)` call it, one update item per item.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after an update's animations are set up; does nothing here.
    ///
    /// The host's `insertItems(at:)` and `deleteItems(at:)` call it last, though it runs no animation.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change; does nothing here.
    ///
    /// Never called: there are no animations off-device.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change; does nothing here.
    ///
    /// Never called: there are no animations off-device.
    open func finalizeAnimatedBoundsChange() {}

    /// Called before the layout replaces `oldLayout` in an animated transition; does nothing here.
    ///
    /// Never called: there are no layout transitions off-device.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called before `newLayout` replaces the layout in an animated transition; does nothing here.
    ///
    /// Never called: there are no layout transitions off-device.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called when a layout transition's animations are set up; does nothing here.
    ///
    /// Never called: there are no layout transitions off-device.
    open func finalizeLayoutTransition() {}

    /// The language direction the layout was designed in: `.leftToRight`, as in UIKit.
    ///
    /// Stored; no effect on layout: the host mirrors by `flipsHorizontallyInOppositeLayoutDirection` alone.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Where a scroll that would stop at `proposedContentOffset` stops instead; the proposed offset here.
    ///
    /// `velocity` is in points per millisecond. The host asks it in `endDragging(proposedContentOffset:velocity:)`.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to keep after the layout changed; the proposed offset here.
    ///
    /// The host asks it when its layout is replaced and a content offset was set.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Runs the host's layout pass if it has not run since the last change.
    func prepareIfNeeded() {
        collectionView?.layoutIfNeeded()
    }
}
