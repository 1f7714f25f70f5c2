import CompositionalLayout

/// The straightforward baseline for the uniform grid: `columns` square cells per row, one object per
/// cell, in a single loop, no sorting, as a competent app developer writes a custom layout's `prepare()`.
final class StraightforwardGrid {
    /// The collection view's width.
    let width: Double
    /// Cells per row.
    let columns: Int
    /// Section insets on every side.
    let sectionInset: Double
    /// Cell insets inside each square slot.
    let itemInset: Double
    /// The attributes `prepare` produced, item order.
    private(set) var cache: [BaselineAttributes] = []

    /// A grid layout for a width.
    init(width: Double, columns: Int, sectionInset: Double, itemInset: Double) {
        self.width = width
        self.columns = columns
        self.sectionInset = sectionInset
        self.itemInset = itemInset
    }

    /// Lays out `itemCount` cells into a new cache (the old one is released, as on invalidation).
    /// - Complexity: O(n), one allocation per cell.
    func prepare(itemCount: Int) {
        var cache: [BaselineAttributes] = []
        cache.reserveCapacity(itemCount)
        let side = (width - 2 * sectionInset) / Double(columns)
        let length = side - 2 * itemInset
        for item in 0..<itemCount {
            let row = item / columns
            let column = item % columns
            let frame = Rect(
                x: sectionInset + Double(column) * side + itemInset, y: sectionInset + Double(row) * side + itemInset,
                width: length, height: length)
            cache.append(BaselineAttributes(frame: frame, indexPath: IndexPath(section: 0, item: item)))
        }
        self.cache = cache
    }
}
