/// Which parts of a layout need updating when it is invalidated, as UIKit's `invalidateLayout(with:)` is told.
///
/// A context's parts are recorded and returned for the layout's own code to read. The compositional layout
/// solves everything again after any invalidation but one: the host's item updates (`insertItems(at:)`,
/// `deleteItems(at:)`), whose context invalidates the data source counts only, as in UIKit; it then places
/// again only the sections they changed.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// True when all layout data is invalid: so in the context `invalidateLayout()` makes, false in a new one.
    public internal(set) var invalidateEverything = false
    /// True when the layout should ask for new section and item counts: so in the context
    /// `invalidateLayout()` makes, false in a new one.
    public internal(set) var invalidateDataSourceCounts = false
    /// A change to apply to the content offset: stored; not applied (the host asks the layout for no context).
    public var contentOffsetAdjustment: CGPoint = .zero
    /// A change to apply to the content size: stored; not applied (the content size is the engine's).
    public var contentSizeAdjustment: CGSize = .zero
    /// The cells `invalidateItems(at:)` added, in order; nil until it is called.
    public private(set) var invalidatedItemIndexPaths: [Foundation.IndexPath]?
    /// The supplementary views `invalidateSupplementaryElements(ofKind:at:)` added, by element kind; nil until
    /// it is called.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [Foundation.IndexPath]]?
    /// The decoration views `invalidateDecorationElements(ofKind:at:)` added, by element kind; nil until it is
    /// called.
    public private(set) var invalidatedDecorationIndexPaths: [String: [Foundation.IndexPath]]?
    /// Where interactively moving items were, in a context a layout's interactive-movement methods make; nil
    /// otherwise (there is no interactive movement off-device to make one).
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [Foundation.IndexPath]?
    /// Where interactively moving items go, in a context a layout's interactive-movement methods make; nil
    /// otherwise.
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [Foundation.IndexPath]?
    /// The point an interactive movement is at, in a context
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`
    /// makes; zero otherwise.
    public internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// The sections a host's item update changed, in the context it invalidates with; nil in every other.
    var itemUpdateSections: [Int]?

    /// True when the context invalidates the data source counts and nothing else, as an item update's does.
    var invalidatesItemCountsOnly: Bool {
        invalidateDataSourceCounts && !invalidateEverything && invalidatedItemIndexPaths == nil
            && invalidatedSupplementaryIndexPaths == nil && invalidatedDecorationIndexPaths == nil
            && contentOffsetAdjustment == .zero && contentSizeAdjustment == .zero
    }

    /// An empty context: nothing invalidated; the initializer the layout uses to make its
    /// `invalidationContextClass`, so subclasses keep it.
    public required init() {}

    /// Adds the cells at `indexPaths` to `invalidatedItemIndexPaths`.
    public func invalidateItems(at indexPaths: [Foundation.IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds the supplementary views of `elementKind` at `indexPaths` to `invalidatedSupplementaryIndexPaths`.
    public func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [Foundation.IndexPath]) {
        var paths = invalidatedSupplementaryIndexPaths ?? [:]
        paths[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = paths
    }

    /// Adds the decoration views of `elementKind` at `indexPaths` to `invalidatedDecorationIndexPaths`.
    public func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [Foundation.IndexPath]) {
        var paths = invalidatedDecorationIndexPaths ?? [:]
        paths[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = paths
    }
}
