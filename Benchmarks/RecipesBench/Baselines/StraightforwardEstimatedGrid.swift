import CompositionalLayout

/// The straightforward baseline for the estimated grid (`BenchLayouts.estimatedGrid`): rows of three
/// cells, each cell as tall as the sizing callback says, each row as tall as its tallest cell.
final class StraightforwardEstimatedGrid {
    /// The collection view's width.
    let width: Double
    /// Cells per row.
    let columns = 3
    /// The estimated cell height, used without a callback.
    let estimate = 100.0
    /// Section insets on every side.
    let sectionInset = 16.0
    /// Cell insets on the leading and trailing sides (the estimated axis has none).
    let itemInset = 4.0
    /// Space between rows.
    let spacing = 8.0
    /// The attributes `prepare` produced, item order.
    private(set) var cache: [BaselineAttributes] = []

    /// A grid layout for a width.
    init(width: Double) { self.width = width }

    /// Lays out `itemCount` cells into a new cache, asking `sizing` for each cell's height.
    /// - Complexity: O(n), one allocation and one callback per cell.
    func prepare(itemCount: Int, sizing: SizingCallback?) {
        var cache: [BaselineAttributes] = []
        cache.reserveCapacity(itemCount)
        let slot = (width - 2 * sectionInset) / Double(columns)
        var y = sectionInset
        var first = 0
        while first < itemCount {
            var rowHeight = 0.0
            for column in 0..<min(columns, itemCount - first) {
                let indexPath = IndexPath(section: 0, item: first + column)
                let height = sizing?(indexPath, Size(width: slot, height: estimate)).height ?? estimate
                let frame = Rect(
                    x: sectionInset + Double(column) * slot + itemInset, y: y, width: slot - 2 * itemInset,
                    height: height)
                cache.append(BaselineAttributes(frame: frame, indexPath: indexPath))
                rowHeight = max(rowHeight, height)
            }
            y += rowHeight + spacing
            first += columns
        }
        self.cache = cache
    }
}
