import CompositionalLayoutUIKit
import Testing

/// The host's updates and bounds changes call the layout's hooks in UIKit's order: an insertion or deletion
/// is announced with one update item per item (`prepare(forCollectionViewUpdates:)`) and ended with
/// `finalizeCollectionViewUpdates()`; a bounds change the layout invalidates for goes through
/// `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`, not `invalidateLayout()`.
@Suite("Update and bounds-change hooks")
struct UpdateHooksTests {
    /// A list layout that records which hooks were called, in order, and the update items it was told.
    final class RecordingLayout: UICollectionViewCompositionalLayout {
        var calls: [String] = []
        var updates: [(before: IndexPath?, after: IndexPath?, action: UICollectionViewUpdateItem.Action)] = []

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            calls.append("prepare(forCollectionViewUpdates:)")
            updates = updateItems.map { ($0.indexPathBeforeUpdate, $0.indexPathAfterUpdate, $0.updateAction) }
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            calls.append("finalizeCollectionViewUpdates()")
        }

        override func invalidationContext(forBoundsChange newBounds: CGRect)
            -> UICollectionViewLayoutInvalidationContext
        {
            calls.append("invalidationContext(forBoundsChange:) \(newBounds.width)")
            return super.invalidationContext(forBoundsChange: newBounds)
        }

        override func invalidateLayout() {
            calls.append("invalidateLayout()")
            super.invalidateLayout()
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            calls.append("invalidateLayout(with:)")
            super.invalidateLayout(with: context)
        }

        /// 50-point rows, full width.
        static func make() -> RecordingLayout {
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            return RecordingLayout(
                section: NSCollectionLayoutSection(
                    group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])))
        }
    }

    /// A 390 x 844 host of `layout` with `counts` items, laid out, its hook record emptied.
    @MainActor
    func host(_ layout: RecordingLayout, counts: [Int]) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = counts
        view.layoutIfNeeded()
        layout.calls = []
        return view
    }

    @Test("an insertion is announced with one insert per item, then finalised; the new rows are laid out")
    @MainActor
    func insertion() {
        let layout = RecordingLayout.make()
        let view = host(layout, counts: [3, 2])
        view.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1)])
        #expect(
            layout.calls.filter { !$0.hasPrefix("invalidate") } == [
                "prepare(forCollectionViewUpdates:)", "finalizeCollectionViewUpdates()",
            ])
        #expect(layout.updates.count == 2)
        #expect(layout.updates.allSatisfy { $0.before == nil && $0.action == .insert })
        #expect(layout.updates.map(\.after) == [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1)])
        // Section 0 now holds 4 rows: the inserted one at 3 x 50 = 150.
        let frame: CGRect? = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        #expect(frame == CGRect(x: 0, y: 150, width: 390, height: 50))
    }

    @Test("a deletion is announced with one delete per item, then finalised; an index outside the data is not")
    @MainActor
    func deletion() {
        let layout = RecordingLayout.make()
        let view = host(layout, counts: [3])
        view.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 9, section: 0)])
        #expect(
            layout.calls.filter { !$0.hasPrefix("invalidate") } == [
                "prepare(forCollectionViewUpdates:)", "finalizeCollectionViewUpdates()",
            ])
        #expect(layout.updates.count == 1)
        #expect(layout.updates.first?.before == IndexPath(item: 1, section: 0))
        #expect(layout.updates.first?.after == nil && layout.updates.first?.action == .delete)
        // 2 rows remain: 2 x 50 = 100 tall.
        let height: CGFloat = 100
        #expect(view.contentSize.height == height)
        #expect(view.layoutError != nil)
    }

    @Test("a new width invalidates through the bounds-change context, not invalidateLayout(); a scroll does not")
    @MainActor
    func boundsChange() {
        let layout = RecordingLayout.make()
        let view = host(layout, counts: [40])
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(layout.calls == [])
        view.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        #expect(layout.calls == ["invalidationContext(forBoundsChange:) 500.0", "invalidateLayout(with:)"])
        view.layoutIfNeeded()
        let frame: CGRect? = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(frame == CGRect(x: 0, y: 50, width: 500, height: 50))
    }
}
