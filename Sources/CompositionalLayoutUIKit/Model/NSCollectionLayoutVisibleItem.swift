/// An element on screen, handed to a section's visible-items handler: its geometry is read-only, its
/// appearance (alpha, zIndex, isHidden, center, transform, transform3D) may be changed (spec L5).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// Opacity, 1 unless changed.
    var alpha: CGFloat { get set }
    /// Stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre in the collection view's coordinates; moving it moves the element.
    var center: CGPoint { get set }
    /// A transform about the element's centre; the reported frame becomes its transformed bounds.
    ///
    /// Setting it sets `transform3D` to its 3D version.
    var transform: CGAffineTransform { get set }
    /// A 3D transform about the element's centre (a cover-flow tilt, a perspective `m34`); setting it sets
    /// `transform` to its affine part, and the reported frame is the bounding box of that affine part.
    var transform3D: CATransform3D { get set }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame as the layout placed it, before the handler's changes.
    var frame: CGRect { get }
    /// The element's bounds: its size at the origin.
    var bounds: CGRect { get }
    /// Cell, supplementary view or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element kind of a supplementary or decoration view; nil for a cell.
    var representedElementKind: String? { get }
}
