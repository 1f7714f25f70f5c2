import CompositionalLayout

/// The straightforward baseline for the `badge-banner` recipe (compact): rows of three square cells
/// with insets 8, and under each a "new-banner" 1.1 x the cell's width and 30 points tall, hanging
/// 10 points below it, hidden except on every fifth item; one object per cell and per banner.
final class StraightforwardBadges {
    /// The collection view's width.
    let width: Double
    /// Cells per row.
    let columns = 3
    /// Section insets and cell insets (both 8 in the recipe).
    let inset = 8.0
    /// The banner's height and how far it hangs below its cell.
    let bannerHeight = 30.0
    let bannerDrop = 10.0
    /// The attributes `prepare` produced: each cell followed by its banner.
    private(set) var cache: [BaselineAttributes] = []

    /// A badge-banner layout for a width.
    init(width: Double) { self.width = width }

    /// Lays out `itemCount` cells and banners into a new cache.
    /// - Complexity: O(n), two allocations per item.
    func prepare(itemCount: Int) {
        var cache: [BaselineAttributes] = []
        cache.reserveCapacity(2 * itemCount)
        let side = (width - 2 * inset) / Double(columns)
        let cell = side - 2 * inset
        let bannerWidth = cell * 1.1
        for item in 0..<itemCount {
            let indexPath = IndexPath(section: 0, item: item)
            let x = inset + Double(item % columns) * side + inset
            let y = inset + Double(item / columns) * side + inset
            cache.append(BaselineAttributes(frame: Rect(x: x, y: y, width: cell, height: cell), indexPath: indexPath))
            let banner = Rect(
                x: x + cell / 2 - bannerWidth / 2, y: y + cell - bannerHeight + bannerDrop, width: bannerWidth,
                height: bannerHeight)
            cache.append(
                BaselineAttributes(
                    frame: banner, indexPath: indexPath, zIndex: 1, isHidden: item % 5 != 0, elementKind: "new-banner"))
        }
        self.cache = cache
    }
}
