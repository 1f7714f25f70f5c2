internal import CompositionalLayout

/// The visible item the facade hands a visible-items handler: an engine visible item under UIKit's protocol.
@MainActor
final class EngineVisibleItem: NSCollectionLayoutVisibleItem {
    private(set) var value: VisibleItem
    /// The 3D transform as the handler set it; the engine carries its affine part in `value.transform`.
    private var storedTransform3D = CATransform3DIdentity

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
        set {
            value.transform = newValue.engineValue
            storedTransform3D = CATransform3DMakeAffineTransform(newValue)
        }
    }

    var transform3D: CATransform3D {
        get { storedTransform3D }
        set {
            storedTransform3D = newValue
            value.transform = CATransform3DGetAffineTransform(newValue).engineValue
        }
    }

    var indexPath: Foundation.IndexPath { Foundation.IndexPath(value.indexPath) }
    var frame: CGRect { CGRect(value.frame) }
    var bounds: CGRect { CGRect(origin: .zero, size: CGSize(value.frame.size)) }
    var representedElementCategory: UICollectionView.ElementCategory { .init(value.category) }
    var representedElementKind: String? { value.elementKind }
}
