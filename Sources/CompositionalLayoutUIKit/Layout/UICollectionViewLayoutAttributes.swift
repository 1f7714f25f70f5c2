internal import CompositionalLayout

/// The layout's answer for one element: where it is and how it looks.
///
/// `frame` is the frame the engine reports: after a visible-items handler's transform it is the transformed
/// element's bounding box, while `center` and `size` stay untransformed. Setting `frame` sets `center` and
/// `size`; setting `center` moves `frame`; changing attributes does not change the layout.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    // No stored property has an initial value (the optional ones are spelled `Optional<...>`, which, unlike `T?`,
    // starts with none): each initializer sets all of them, so that setting them is initialization, which needs
    // no run-time exclusivity check (see `init(_:hook:)`).
    private var storedFrame: CGRect
    private var storedCenter: CGPoint
    private var storedSize: CGSize

    /// The element's frame in the collection view's coordinates; setting it sets `center` and `size`.
    public var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            storedSize = newValue.size
        }
    }
    /// The element's untransformed centre; setting it moves `frame`.
    public var center: CGPoint {
        get { storedCenter }
        set {
            storedFrame.origin.x += newValue.x - storedCenter.x
            storedFrame.origin.y += newValue.y - storedCenter.y
            storedCenter = newValue
        }
    }
    /// The element's untransformed size; setting it resizes `frame` about `center`.
    public var size: CGSize {
        get { storedSize }
        set {
            storedSize = newValue
            storedFrame = CGRect(
                x: storedCenter.x - newValue.width / 2, y: storedCenter.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }
    /// The element's affine transform about its centre: the affine part of `transform3D`.
    ///
    /// Setting it sets `transform3D` to its 3D version. Identity unless a visible-items handler set one.
    public var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's 3D transform about its centre, as a visible-items handler set it (perspective included).
    ///
    /// `frame` is the bounding box of its affine part (spec L5). Setting it here does not move `frame`.
    public var transform3D: CATransform3D {
        get { storedTransform3D?.value ?? CATransform3DIdentity }
        set { storedTransform3D = TransformBox(newValue) }
    }
    // swift-format-ignore: UseShorthandTypeNames
    /// The 3D transform, nil for the identity: most elements have none, and leaving it out (boxed, one
    /// reference wide) spares each object sixteen numbers to copy and 128 bytes to allocate.
    ///
    /// Spelled `Optional<...>`, as `representedElementKind` is: a `T?` variable starts as nil, so an
    /// initializer's first store to it is an assignment with a run-time exclusivity check (46 instructions and
    /// an access-set insert per object, callgrind), not an initialization.
    private var storedTransform3D: Optional<TransformBox>
    /// Opacity; 1 unless a visible-items handler changed it.
    public var alpha: CGFloat
    /// Stacking order.
    public var zIndex: Int
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// The element's index path.
    public var indexPath: Foundation.IndexPath
    /// Cell, supplementary view or decoration view.
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory
    // swift-format-ignore: UseShorthandTypeNames
    /// The element kind of a supplementary or decoration view; nil for a cell.
    public internal(set) var representedElementKind: Optional<String>

    /// The element's bounds: its size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Attributes for a cell with an empty index path, as UIKit's `init()` makes; the initializer a layout
    /// uses to make its `layoutAttributesClass`, so subclasses keep it.
    public required init() {
        self.representedElementCategory = .cell
        self.representedElementKind = nil
        self.indexPath = Foundation.IndexPath()
        (storedFrame, storedCenter, storedSize) = (.zero, .zero, .zero)
        (storedTransform3D, alpha, zIndex, isHidden) = (nil, 1, 0, false)
    }

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: Foundation.IndexPath) {
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.indexPath = indexPath
        (storedFrame, storedCenter, storedSize) = (.zero, .zero, .zero)
        (storedTransform3D, alpha, zIndex, isHidden) = (nil, 1, 0, false)
    }

    /// Attributes made from the engine's answer and what a visible-items handler left on the element: the
    /// layout's fast twin of `init()` followed by `assign(_:hook:)`, for this class itself.
    ///
    /// Set in an initializer that gives each stored property its first value, the properties need no run-time
    /// exclusivity check, which setting them one by one on a made object pays for each.
    init(_ attributes: borrowing ElementAttributes, hook: HookRecord.Entry?) {
        representedElementCategory = UICollectionView.ElementCategory(attributes.category)
        representedElementKind = attributes.elementKind
        indexPath = Foundation.IndexPath(attributes.indexPath)
        let frame = CGRect(attributes.frame)
        storedFrame = frame
        if let hook {
            storedCenter = CGPoint(
                x: hook.center.x + (attributes.frame.x - hook.reportedFrame.x),
                y: hook.center.y + (attributes.frame.y - hook.reportedFrame.y))
            storedSize = CGSize(hook.size)
            storedTransform3D = TransformBox(hook.transform3D)
        } else {
            storedCenter = CGPoint(x: frame.midX, y: frame.midY)
            storedSize = frame.size
            storedTransform3D = nil
        }
        alpha = CGFloat(attributes.alpha)
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: Foundation.IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: Foundation.IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// Sets these attributes from the engine's answer and what a visible-items handler left on the element.
    func assign(_ attributes: ElementAttributes, hook: HookRecord.Entry?) {
        representedElementCategory = UICollectionView.ElementCategory(attributes.category)
        representedElementKind = attributes.elementKind
        indexPath = Foundation.IndexPath(attributes.indexPath)
        storedFrame = CGRect(attributes.frame)
        storedCenter = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
        storedSize = storedFrame.size
        if let hook {
            // The handler's centre, moved as far as the element's section scrolled it (0 unless orthogonal).
            storedCenter = CGPoint(
                x: hook.center.x + (attributes.frame.x - hook.reportedFrame.x),
                y: hook.center.y + (attributes.frame.y - hook.reportedFrame.y))
            storedSize = CGSize(hook.size)
            transform3D = hook.transform3D
        }
        alpha = CGFloat(attributes.alpha)
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// A copy of the same class (`type(of: self).init()`) with every attribute of this class copied; a
    /// subclass overrides it, calls `super`, and copies what it adds, as UIKit's `NSCopying` asks.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.indexPath = indexPath
        copy.storedFrame = storedFrame
        copy.storedCenter = storedCenter
        copy.storedSize = storedSize
        copy.storedTransform3D = storedTransform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }
}

/// A 3D transform held by reference: attributes keep one only when a handler or the app set it.
private final class TransformBox {
    /// The transform.
    let value: CATransform3D

    init(_ value: CATransform3D) {
        self.value = value
    }
}
