import CompositionalLayoutUIKit

/// A 400 x 800 host with no safe area, given `counts` items per section and laid out with `layout`.
func symbolHost(_ layout: UICollectionViewLayout, counts: [Int]) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
    view.itemCounts = counts
    view.layoutIfNeeded()
    return view
}

/// The frame of the cell at `item` in `section` of `view`, or nil when there is none.
func cellFrame(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// A full-width section of rows `height` points tall, one item per row.
func symbolRows(height: CGFloat) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
    let item = NSCollectionLayoutItem(layoutSize: size)
    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
}

/// What a section provider, custom item provider or visible-items handler was handed, kept for the test.
final class SymbolRecord {
    /// The environments handed to providers, in call order.
    var environments: [any NSCollectionLayoutEnvironment] = []
    /// The visible items handed to handlers, in call order.
    var visibleItems: [any NSCollectionLayoutVisibleItem] = []
    /// The content offsets handed to handlers, in call order.
    var offsets: [CGPoint] = []
}
