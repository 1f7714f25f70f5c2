internal import CompositionalLayout

/// The base class of collection view layouts: the questions a collection view asks its layout.
///
/// Only `UICollectionViewCompositionalLayout` is a working subclass (the facade has no custom layouts, so
/// the base class cannot be subclassed outside this module); functions may still return this type, as
/// `func createLayout() -> UICollectionViewLayout` does in UIKit code.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The solved layout of the last pass; nil before one or after an error.
    var solved: SolvedLayout?
    /// True until the next pass re-solves (after `invalidateLayout()` or a host change).
    var needsSolve = true
    /// The scroll offset the attributes were computed at; nil when they must be recomputed.
    var attributesOffset: Double?
    /// Every element at the current offset, pinned and handled, in the engine's order.
    var currentAttributes: [UICollectionViewLayoutAttributes] = []
    /// Look-ups into `currentAttributes` by category, element kind and index path.
    var attributesIndex: [HookRecord.Key: Int] = [:]
    /// What the visible-items handlers left on elements in the last pass.
    let hooks = HookRecord()

    /// The collection view hosting the layout; set by `HeadlessCollectionView`.
    public internal(set) weak var collectionView: HeadlessCollectionView?

    init() {}

    /// The engine layout for a pass in `host`; subclasses translate their description.
    func engineLayout(in host: HeadlessCollectionView, context: TranslationContext) throws -> Layout {
        Layout(sections: [])
    }

    /// The axis the layout scrolls along.
    var scrollAxis: UICollectionView.ScrollDirection { .vertical }

    /// Marks the layout for a new solve at the host's next layout pass (the section provider runs again).
    open func invalidateLayout() {
        needsSolve = true
        attributesOffset = nil
    }

    /// Accepted and ignored: there are no views; decorations are reported by element kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// The size of all content (spec L3); zero before the host's first layout pass or after an error.
    open var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return solved.map { CGSize($0.contentSize) } ?? .zero
    }

    /// The attributes of every element whose frame meets `rect` (touching counts, as the engine's rect
    /// query), as the layout stands at the host's content offset: pinned items pinned, handlers applied.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        let query = rect.engineValue
        return currentAttributes.filter { $0.frame.engineValue.touches(query) }.map { $0.copy() }
    }

    /// The attributes of the cell at `indexPath`, or nil when there is none.
    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil when there is none.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementary, kind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil when there is none.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.decoration, kind: elementKind, at: indexPath)
    }

    private func attributes(
        _ category: CompositionalLayout.ElementCategory, kind: String?, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let path = indexPath.engineValue,
            let index = attributesIndex[HookRecord.Key(category: category, elementKind: kind, indexPath: path)]
        else { return nil }
        return currentAttributes[index].copy()
    }

    /// Runs the host's layout pass if it has not run since the last change.
    func prepareIfNeeded() {
        collectionView?.layoutIfNeeded()
    }
}
