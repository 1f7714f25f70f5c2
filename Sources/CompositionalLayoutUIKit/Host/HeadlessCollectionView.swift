internal import CompositionalLayout

/// A collection view without views: the facade's only host for a compositional layout off-device.
///
/// It gives the layout a size, safe area, traits, data shape and content offset, and runs its layout passes.
///
/// `contentOffset` and `safeAreaInsets` mean what they mean in UIKit with automatic content-inset adjustment:
/// the safe area insets the content along the scroll axis, so the resting offset is −adjustedContentInset.
/// `UICollectionView` names this class, so the layout's `collectionView` answers UIKit's questions (counts,
/// bounds, insets, margins, direction) from inside a section provider. As UIKit's, it is a `UIScrollView` is
/// a `UIView`: code taking a view accepts it, and the view's geometry answers from the host.
@preconcurrency @MainActor
open class HeadlessCollectionView: UIScrollView {
    /// The view's frame; its size is the layout's container.
    ///
    /// A new size is a bounds change: the layout's `shouldInvalidateLayout(forBoundsChange:)` decides whether
    /// it is prepared again.
    public final override var frame: CGRect {
        willSet { boundsWillChange(to: CGRect(origin: contentOffset, size: newValue.size)) }
    }
    /// The hosted layout; setting it hosts the new layout, and an assigned content offset becomes the new
    /// layout's `targetContentOffset(forProposedContentOffset:)`.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            invalidate()
            if let assignedContentOffset {
                self.assignedContentOffset = collectionViewLayout.targetContentOffset(
                    forProposedContentOffset: assignedContentOffset)
            }
        }
    }
    /// The number of items in each section, as a data source would report them.
    ///
    /// Setting it lays everything out again, as UIKit's `reloadData()` does; `insertItems(at:)` and
    /// `deleteItems(at:)` change it and lay out again only the sections they change.
    public var itemCounts: [Int] = [] {
        didSet { if !isApplyingItemUpdate { invalidate() } }
    }
    /// True while an item update sets `itemCounts` (`setItemCounts(_:updating:)`).
    private var isApplyingItemUpdate = false
    /// Pixels per point; 3 by default (fractional sizes snap to the pixel grid, spec D6, spec R1).
    public var displayScale: CGFloat = 3 {
        didSet { invalidate() }
    }
    /// The safe area; its insets across the scroll axis narrow sections (spec L2), those along it inset the
    /// content and the rect pinned items pin in (spec B5).
    ///
    /// Settable here (ours: UIKit's is read-only, set by the window and the view controller's bars).
    public final override var safeAreaInsets: UIEdgeInsets {
        get { storedSafeAreaInsets }
        set {
            storedSafeAreaInsets = newValue
            invalidate()
        }
    }
    /// The readable width of the readable content guide, which UIKit derives from the text size and does
    /// not publish (ours: UIKit's view has `readableContentGuide`); nil, the default, sets no limit (spec S10).
    public var readableContentWidth: CGFloat? {
        didSet { invalidate() }
    }
    /// The device idiom the traits, `UIDevice.current` and `UIScreen.main` report during this host's layout
    /// passes; `.phone` by default.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone {
        didSet { invalidate() }
    }
    /// The vertical size class; `.regular` by default.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular {
        didSet { invalidate() }
    }
    /// What a self-sizing cell would answer for an estimated dimension (spec E1).
    ///
    /// Given the index path and the proposed size, the size the cell wants. Only cells are asked; supplementaries
    /// are asked through `preferredSupplementarySize`.
    public var preferredSize: ((Foundation.IndexPath, CGSize) -> CGSize)? {
        didSet { invalidate() }
    }
    /// The size a header, footer, badge or other supplementary wants (spec E4).
    ///
    /// Given its element kind, index path and proposed size; only estimated dimensions take the answer. Ours,
    /// the sibling of `preferredSize`: UIKit asks the view itself.
    public var preferredSupplementarySize: ((String, Foundation.IndexPath, CGSize) -> CGSize)? {
        didSet { invalidate() }
    }
    /// Why the last layout pass produced no layout, or nil after a successful pass.
    public internal(set) var layoutError: HeadlessLayoutError?
    /// The scroll view's own content inset; the adjusted content inset adds the safe area to it.
    ///
    /// Stored; it moves the resting content offset, and is not applied to the layout's container.
    public final override var contentInset: UIEdgeInsets {
        didSet { collectionViewLayout.attributesOffset = nil }
    }
    /// Ours: where the animations of the last `insertItems(at:)` start, by index path, as the layout's
    /// `initialLayoutAttributesForAppearingItem(at:)` answered (items it answered nil for are absent).
    public internal(set) var appearingItemAttributes: [Foundation.IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// Ours: where the animations of the last `deleteItems(at:)` end, by index path, as the layout's
    /// `finalLayoutAttributesForDisappearingItem(at:)` answered (items it answered nil for are absent).
    public internal(set) var disappearingItemAttributes: [Foundation.IndexPath: UICollectionViewLayoutAttributes] =
        [:]

    private var storedSafeAreaInsets: UIEdgeInsets = .zero
    private var assignedSizeClass: UIUserInterfaceSizeClass?
    private var assignedMargins: NSDirectionalEdgeInsets?
    private var assignedContentOffset: CGPoint?
    private var orthogonalOffsets: [Int: CGPoint] = [:]

    /// Creates a host of `frame`'s size for `layout`, and sets the layout's `collectionView`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// There are no archived views off-device, so this always fails (returns nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of sections: the count of `itemCounts`.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`; 0 for a section that does not exist (UIKit raises an exception).
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The horizontal size class: compact below 600 points wide, else regular, until set; setting
    /// `.unspecified` returns to that default.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get {
            if let assignedSizeClass, assignedSizeClass != .unspecified { return assignedSizeClass }
            return Double(frame.width) >= LayoutEnvironment.regularWidthThreshold ? .regular : .compact
        }
        set {
            assignedSizeClass = newValue
            invalidate()
        }
    }

    /// The layout margins from the view's edges, leading and trailing by the layout direction (spec S10).
    ///
    /// Until set, the safe area (UIKit's root views add the system minimum margins to it, a number it does
    /// not publish); sections whose `contentInsetsReference` is `.layoutMargins` measure from them.
    public final override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let assignedMargins { return assignedMargins }
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: safeAreaInsets.top, leading: rightToLeft ? safeAreaInsets.right : safeAreaInsets.left,
                bottom: safeAreaInsets.bottom, trailing: rightToLeft ? safeAreaInsets.left : safeAreaInsets.right)
        }
        set {
            assignedMargins = newValue
            invalidate()
        }
    }

    /// `contentInset` plus the safe area along the scroll axis, which automatic adjustment adds to it.
    public final override var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        if collectionViewLayout.scrollAxis == .vertical {
            inset.top += safeAreaInsets.top
            inset.bottom += safeAreaInsets.bottom
        } else {
            inset.left += safeAreaInsets.left
            inset.right += safeAreaInsets.right
        }
        return inset
    }

    /// Where the content is scrolled to; until set, the resting offset.
    ///
    /// The resting offset is (−left, −top) of the adjusted content inset, so (0, −54) under a 54-point top
    /// safe area. Pinned items and visible-items handlers see it. It is the bounds' origin, as in UIKit.
    public final override var contentOffset: CGPoint {
        get {
            if let assignedContentOffset { return assignedContentOffset }
            let inset = adjustedContentInset
            return CGPoint(x: -inset.left, y: -inset.top)
        }
        set {
            boundsWillChange(to: CGRect(origin: newValue, size: frame.size))
            assignedContentOffset = newValue
            collectionViewLayout.attributesOffset = nil
        }
    }

    /// Ours: ends a drag as a fling would, scrolling to where the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says the scroll stops.
    public func endDragging(proposedContentOffset: CGPoint, velocity: CGPoint) {
        contentOffset = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }

    /// Scrolls orthogonal section `section` to `offset` (x in a vertical layout, y in a horizontal one); the
    /// layout's attributes are then those at the offset UIKit would show (spec S9).
    ///
    /// As UIKit's section scroll view, the offset is clamped and snapped per behaviour (recorded: UIKit, Mac
    /// Catalyst); the request is kept and resolved again at every layout pass, so an offset set before the
    /// section has content takes effect when it has (ours). Ours: UIKit reaches it through the section's
    /// internal scroll view.
    public func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int) {
        orthogonalOffsets[section] = offset
        collectionViewLayout.attributesOffset = nil
    }

    /// The offset orthogonal section `section` shows: the one set, clamped and snapped as UIKit does (spec S9),
    /// else its offset at rest (0, or negative for `.groupPagingCentered`).
    ///
    /// Runs a layout pass if one is needed; `.zero` for a section that is not orthogonal or not laid out.
    public func orthogonalContentOffset(forSection section: Int) -> CGPoint {
        collectionViewLayout.prepareIfNeeded()
        guard let solved = collectionViewLayout.solved, solved.sections.indices.contains(section),
            let info = solved.sections[section].orthogonal
        else { return .zero }
        let vertical = solved.scrollDirection == .vertical
        let effective = orthogonalOffsets[section].map {
            info.effectiveOffset(Double(vertical ? $0.x : $0.y))
        }
        let offset = CGFloat(effective ?? info.offsetAtRest)
        return vertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    }

    /// The orthogonal offsets as the engine takes them: points along each section's own scroll axis.
    func engineOrthogonalOffsets(scrollAxis: Axis) -> [Int: Double] {
        orthogonalOffsets.mapValues { Double(scrollAxis == .vertical ? $0.x : $0.y) }
    }

    /// The visible rectangle in content coordinates: the content offset and the frame's size.
    ///
    /// Setting it is one bounds change, asked of `shouldInvalidateLayout(forBoundsChange:)` once: its origin
    /// becomes the content offset, its size the frame's, about the same center (UIKit's view geometry).
    public final override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            boundsWillChange(to: newValue)
            super.bounds = newValue
            assignedContentOffset = newValue.origin
            collectionViewLayout.attributesOffset = nil
        }
    }

    /// The size of all content, as the layout reports it; setting it changes nothing, as UIKit's collection
    /// view sets it again from its layout.
    public final override var contentSize: CGSize {
        get { collectionViewLayout.collectionViewContentSize }
        set {}
    }

    /// The traits the layout's closures see.
    public final override var traitCollection: UITraitCollection {
        UITraitCollection(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale,
            layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            userInterfaceIdiom: userInterfaceIdiom)
    }

    /// How the contents behave between left-to-right and right-to-left layouts; `.forceRightToLeft` lays
    /// the layout out right to left, mirrored as UIKit's compositional layout does (spec L6).
    ///
    /// Our host has no app language: apart from `.forceRightToLeft` it is left to right.
    public final override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { invalidate() }
    }

    /// The direction the layout runs in: right to left when `semanticContentAttribute` forces it (a view's
    /// answer, restated so the host's queries read it without dynamic dispatch).
    public final override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The window showing the view: off-device a window as large as the host's frame, with the host's safe
    /// area, whose scene answers the interface orientation from the host's shape (ours: there is no window;
    /// layout code reads `window?.windowScene?.interfaceOrientation` and `window?.safeAreaInsets`).
    public final override var window: UIWindow? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: frame.size))
        window.windowScene = UIWindowScene(self)
        window.hostSafeAreaInsets = safeAreaInsets
        return window
    }

    /// Runs a layout pass if anything changed since the last one: solves the layout (calling its section
    /// provider) when invalid, and recomputes the elements at the content offset (calling visible-items
    /// handlers) when it moved.
    public func layoutIfNeeded() {
        collectionViewLayout.layoutPass(in: self)
    }

    private func invalidate() {
        collectionViewLayout.invalidateLayout()
    }

    /// Sets `itemCounts` to `counts` after an item update in `sections`, and invalidates the layout with the
    /// context UIKit makes for an insertion or deletion: the data source counts, not everything (Apple's
    /// `invalidateEverything` and `invalidateDataSourceCounts` pages, docs/uikit-fidelity.md).
    func setItemCounts(_ counts: [Int], updating sections: [Int]) {
        isApplyingItemUpdate = true
        itemCounts = counts
        isApplyingItemUpdate = false
        let layout = collectionViewLayout
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        context.itemUpdateSections = sections
        layout.invalidateLayout(with: context)
    }

    /// Asks the layout whether the bounds change to `newBounds` invalidates it and, if so, invalidates it with
    /// the context its `invalidationContext(forBoundsChange:)` makes, as UIKit does (not `invalidateLayout()`).
    private func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds else { return }
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// The engine's environment: the frame's size, the safe area as container insets, the layout margins and
    /// readable width (spec S10), traits.
    ///
    /// The safe area is physical (left, right) and the engine's insets directional: right to left, the
    /// right inset is the leading one.
    var engineEnvironment: LayoutEnvironment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = DirectionalInsets(
            top: Double(safeAreaInsets.top), leading: Double(rightToLeft ? safeAreaInsets.right : safeAreaInsets.left),
            bottom: Double(safeAreaInsets.bottom),
            trailing: Double(rightToLeft ? safeAreaInsets.left : safeAreaInsets.right))
        return LayoutEnvironment(
            container: LayoutContainer(
                contentSize: frame.size.engineValue, contentInsets: insets,
                layoutMargins: assignedMargins.map { _ in directionalLayoutMargins.engineValue },
                readableContentWidth: readableContentWidth.map { Double($0) }),
            traits: Traits(
                horizontalSizeClass: horizontalSizeClass == .regular ? .regular : .compact,
                verticalSizeClass: verticalSizeClass == .compact ? .compact : .regular,
                displayScale: Double(displayScale), layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
    }

    /// The engine's data shape, with `preferredSize` as its sizing callback.
    var engineData: LayoutData {
        var data = LayoutData(itemCounts: itemCounts)
        if let preferredSize {
            let box = ClosureBox(preferredSize)
            data = LayoutData(itemCounts: itemCounts) { indexPath, proposed in
                MainActor.assumeIsolated {
                    box.closure(Foundation.IndexPath(indexPath), CGSize(proposed)).engineValue
                }
            }
        }
        if let preferredSupplementarySize {
            let box = ClosureBox(preferredSupplementarySize)
            data.supplementarySizing = { kind, indexPath, proposed in
                MainActor.assumeIsolated {
                    box.closure(kind, Foundation.IndexPath(indexPath), CGSize(proposed)).engineValue
                }
            }
        }
        return data
    }
}
