internal import CompositionalLayout

/// The visible item the facade hands a visible-items handler: an engine visible item under UIKit's protocol.
@MainActor
final class EngineVisibleItem: NSCollectionLayoutVisibleItem {
    private(set) var value: VisibleItem

    init(_ value: VisibleItem) {
        self.value = value
    }

    var alpha: CGFloat {
        get { CGFloat(value.alpha) }
        set { value.alpha = Double(newValue) }
    }

    var zIndex: Int {
        get { value.zIndex }
        set { value.zIndex = newValue }
    }

    var isHidden: Bool {
        get { value.isHidden }
        set { value.isHidden = newValue }
    }

    var center: CGPoint {
        get { CGPoint(value.center) }
        set { value.center = newValue.engineValue }
    }

    var transform: CGAffineTransform {
        get { CGAffineTransform(value.transform) }
        set { value.transform = newValue.engineValue }
    }

    var indexPath: Foundation.IndexPath { Foundation.IndexPath(value.indexPath) }
    var frame: CGRect { CGRect(value.frame) }
    var bounds: CGRect { CGRect(origin: .zero, size: CGSize(value.frame.size)) }
    var representedElementCategory: UICollectionView.ElementCategory { .init(value.category) }
    var representedElementKind: String? { value.elementKind }
}
