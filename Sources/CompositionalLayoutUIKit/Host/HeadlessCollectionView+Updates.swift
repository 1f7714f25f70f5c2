extension HeadlessCollectionView {
    /// Inserts items at `indexPaths` (each an index in the data after the insertion).
    ///
    /// Lays the layout out again, tells it the update (`prepare(forCollectionViewUpdates:)`, one insert per
    /// item), records in `appearingItemAttributes` where each item's animation starts, as the layout's
    /// `initialLayoutAttributesForAppearingItem(at:)` answers, and ends with `finalizeCollectionViewUpdates()`,
    /// in UIKit's order. An index path outside the data is skipped and reported in `layoutError` (UIKit raises
    /// an exception).
    public func insertItems(at indexPaths: [IndexPath]) {
        var counts = itemCounts
        var refused: [IndexPath] = []
        for path in indexPaths.sorted(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
            guard path.count == 2, counts.indices.contains(path.section), (0...counts[path.section]).contains(path.item)
            else {
                refused.append(path)
                continue
            }
            counts[path.section] += 1
        }
        let inserted = indexPaths.filter { !refused.contains($0) }
        setItemCounts(counts, updating: inserted.map(\.section))
        layoutIfNeeded()
        collectionViewLayout.prepare(
            forCollectionViewUpdates: inserted.map {
                UICollectionViewUpdateItem(before: nil, after: $0, action: .insert)
            })
        appearingItemAttributes = [:]
        for path in inserted {
            appearingItemAttributes[path] = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
        }
        collectionViewLayout.finalizeCollectionViewUpdates()
        report(refused, by: "insertItems(at:)")
    }

    /// Deletes the items at `indexPaths` (each an index in the data before the deletion).
    ///
    /// Tells the layout the update (`prepare(forCollectionViewUpdates:)`, one delete per item), records in
    /// `disappearingItemAttributes` where each item's animation ends, as the layout's
    /// `finalLayoutAttributesForDisappearingItem(at:)` answers, then lays the layout out again without them and
    /// ends with `finalizeCollectionViewUpdates()`. An index path outside the data is skipped and reported in
    /// `layoutError`.
    public func deleteItems(at indexPaths: [IndexPath]) {
        layoutIfNeeded()
        var counts = itemCounts
        let (deleted, refused) = Set(indexPaths).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
            .reduce(into: ([IndexPath](), [IndexPath]())) { sorted, path in
                let valid =
                    path.count == 2 && counts.indices.contains(path.section)
                    && (0..<counts[path.section]).contains(path.item)
                if valid { sorted.0.append(path) } else { sorted.1.append(path) }
            }
        collectionViewLayout.prepare(
            forCollectionViewUpdates: deleted.map {
                UICollectionViewUpdateItem(before: $0, after: nil, action: .delete)
            })
        disappearingItemAttributes = [:]
        for path in deleted {
            disappearingItemAttributes[path] = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: path)
            counts[path.section] -= 1
        }
        setItemCounts(counts, updating: deleted.map(\.section))
        layoutIfNeeded()
        collectionViewLayout.finalizeCollectionViewUpdates()
        report(refused, by: "deleteItems(at:)")
    }

    /// Records the index paths an update could not apply as the host's layout error.
    private func report(_ refused: [IndexPath], by update: String) {
        guard let first = refused.first, layoutError == nil else { return }
        layoutError = .invalidLayout(
            "\(update): index path \(Array(first)) is outside the data (\(itemCounts.count) sections); it was skipped.")
    }
}
