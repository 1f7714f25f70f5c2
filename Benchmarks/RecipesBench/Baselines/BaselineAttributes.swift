import CompositionalLayout

/// What a hand-written `UICollectionViewLayout` keeps per element after `prepare()`: one object with a
/// frame, an index path, a zIndex, a hidden flag and, for supplementaries, the element kind.
final class BaselineAttributes {
    /// The element's frame.
    var frame: Rect
    /// Its index path.
    var indexPath: IndexPath
    /// Its stacking order.
    var zIndex: Int
    /// True when it is laid out but not shown.
    var isHidden: Bool
    /// nil for a cell; the supplementary's kind otherwise.
    var elementKind: String?

    /// An element's attributes.
    init(frame: Rect, indexPath: IndexPath, zIndex: Int = 0, isHidden: Bool = false, elementKind: String? = nil) {
        self.frame = frame
        self.indexPath = indexPath
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.elementKind = elementKind
    }
}
