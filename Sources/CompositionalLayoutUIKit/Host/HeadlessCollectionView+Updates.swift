extension HeadlessCollectionView {
    /// Inserts items at `indexPaths` (each an index in the data after the insertion).
    ///
    /// Lays the layout out again and records in `appearingItemAttributes` where each item's animation starts,
    /// as the layout's `initialLayoutAttributesForAppearingItem(at:)` answers. An index path outside the data
    /// is skipped and reported in `layoutError` (UIKit raises an exception).
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
        itemCounts = counts
        layoutIfNeeded()
        appearingItemAttributes = [:]
        for path in indexPaths where !refused.contains(path) {
            appearingItemAttributes[path] = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
        }
        report(refused, by: "insertItems(at:)")
    }

    /// Deletes the items at `indexPaths` (each an index in the data before the deletion).
    ///
    /// Records in `disappearingItemAttributes` where each item's animation ends, as the layout's
    /// `finalLayoutAttributesForDisappearingItem(at:)` answers, then lays the layout out again without them.
    /// An index path outside the data is skipped and reported in `layoutError`.
    public func deleteItems(at indexPaths: [IndexPath]) {
        layoutIfNeeded()
        var counts = itemCounts
        var refused: [IndexPath] = []
        disappearingItemAttributes = [:]
        for path in Set(indexPaths) {
            guard path.count == 2, counts.indices.contains(path.section),
                (0..<itemCounts[path.section]).contains(path.item)
            else {
                refused.append(path)
                continue
            }
            disappearingItemAttributes[path] = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: path)
            counts[path.section] -= 1
        }
        itemCounts = counts
        layoutIfNeeded()
        report(refused, by: "deleteItems(at:)")
    }

    /// Records the index paths an update could not apply as the host's layout error.
    private func report(_ refused: [IndexPath], by update: String) {
        guard let first = refused.first, layoutError == nil else { return }
        layoutError = .invalidLayout(
            "\(update): index path \(Array(first)) is outside the data (\(itemCounts.count) sections); it was skipped.")
    }
}
