/// A 2-D affine transform (a, b, c, d, tx, ty), as a visible-items hook may set on an element.
public struct AffineTransform: Sendable, Hashable, Codable {
    /// Matrix entries.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale about the element's centre.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// The bounding frame of `frame` transformed about its centre (as UIKit reports a transformed frame).
    public func apply(toFrameAboutCenter frame: Rect) -> Rect {
        let cx = frame.midX
        let cy = frame.midY
        let hw = frame.width / 2
        let hh = frame.height / 2
        let xs = [-hw, hw].flatMap { px in [-hh, hh].map { py in a * px + c * py + tx } }
        let ys = [-hw, hw].flatMap { px in [-hh, hh].map { py in b * px + d * py + ty } }
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return Rect(x: cx + minX, y: cy + minY, width: maxX - minX, height: maxY - minY)
    }
}

/// One element handed to a section's visible-items hook (spec L5): its geometry is read-only, its
/// appearance (alpha, zIndex, hidden, centre, transform) may be changed.
public struct VisibleItem: Sendable, Hashable {
    /// Cell, supplementary or decoration.
    public let category: ElementCategory
    /// The element kind for supplementaries and decorations.
    public let elementKind: String?
    /// The element's index path.
    public let indexPath: IndexPath
    /// The frame before the hook, in layout coordinates, orthogonal sections at offset 0 (spec S9; frames at
    /// rest, but a `groupPagingCentered` section's first group at its leading inset).
    public let frame: Rect
    /// The centre; the hook may move it.
    public var center: Point
    /// Opacity, 1 by default.
    public var alpha: Double
    /// Stacking order.
    public var zIndex: Int
    /// Hidden flag.
    public var isHidden: Bool
    /// Transform about the centre.
    public var transform: AffineTransform

    /// Creates a visible item from an element's resting attributes.
    public init(
        category: ElementCategory, elementKind: String?, indexPath: IndexPath, frame: Rect, zIndex: Int, isHidden: Bool
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.center = Point(x: frame.midX, y: frame.midY)
        self.alpha = 1
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.transform = .identity
    }

    /// The frame the layout reports after the hook (spec L5): the frame moved to `center` and transformed
    /// about it, still at orthogonal offset 0 (a scrolled section's elements then move by their offset).
    public var reportedFrame: Rect {
        transform.apply(
            toFrameAboutCenter: Rect(
                x: center.x - frame.width / 2, y: center.y - frame.height / 2, width: frame.width,
                height: frame.height))
    }
}

/// A section's visible-items hook: changes the appearance of visible items for a scroll offset.
///
/// A pure function from the visible items, the scroll offset and the environment to the same items with
/// changed appearance. Equal when the names are equal.
public struct VisibleItemsHandler: Sendable, Hashable {
    /// A stable name; equality compares names.
    public let name: String
    /// The transformation.
    public let transform: @Sendable ([VisibleItem], Point, LayoutEnvironment) -> [VisibleItem]
    /// The data form, when the hook is a named effect rather than a closure.
    public let effect: VisibleItemsEffect?

    /// Creates a named hook.
    public init(name: String, transform: @escaping @Sendable ([VisibleItem], Point, LayoutEnvironment) -> [VisibleItem])
    {
        self.name = name
        self.transform = transform
        self.effect = nil
    }

    /// A hook as data: a named, parameterised effect (a layout file can hold it).
    public init(effect: VisibleItemsEffect) {
        self.name = effect.name
        self.effect = effect
        self.transform = { effect.apply(to: $0, offset: $1, environment: $2) }
    }

    /// Equal when the names (and effects) are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.effect == rhs.effect }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
