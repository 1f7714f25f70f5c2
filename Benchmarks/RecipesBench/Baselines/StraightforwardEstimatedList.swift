import CompositionalLayout

/// The straightforward baseline for the estimated list (`BenchLayouts.estimatedList`): rows one under
/// the other, each as tall as the sizing callback says (or the estimate), one object per cell.
final class StraightforwardEstimatedList {
    /// The collection view's width.
    let width: Double
    /// The estimated row height, used without a callback.
    let estimate = 44.0
    /// Section insets on every side.
    let sectionInset = 16.0
    /// Cell insets on the leading and trailing sides.
    let itemInset = 12.0
    /// Space between rows.
    let spacing = 8.0
    /// The attributes `prepare` produced, item order.
    private(set) var cache: [BaselineAttributes] = []

    /// A list layout for a width.
    init(width: Double) { self.width = width }

    /// Lays out `itemCount` rows into a new cache, asking `sizing` (the same callback the engine gets)
    /// for each row's height.
    /// - Complexity: O(n), one allocation and one callback per cell.
    func prepare(itemCount: Int, sizing: SizingCallback?) {
        var cache: [BaselineAttributes] = []
        cache.reserveCapacity(itemCount)
        let rowWidth = width - 2 * sectionInset
        var y = sectionInset
        for item in 0..<itemCount {
            let indexPath = IndexPath(section: 0, item: item)
            let height = sizing?(indexPath, Size(width: rowWidth, height: estimate)).height ?? estimate
            let frame = Rect(x: sectionInset + itemInset, y: y, width: rowWidth - 2 * itemInset, height: height)
            cache.append(BaselineAttributes(frame: frame, indexPath: indexPath))
            y += height + spacing
        }
        self.cache = cache
    }
}
