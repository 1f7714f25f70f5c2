/// A view's geometry as layout code reads it: frame, bounds, center, safe area, margins, traits, direction and
/// window; the facade draws nothing and keeps no hierarchy.
///
/// `UICollectionView` (`HeadlessCollectionView`) is a `UIScrollView` is a `UIView`, so code taking a view
/// accepts the collection view, whose overrides answer from the host. A plain view is not in a window: its
/// safe area is zero, its window nil, its traits unspecified, as UIKit's are for such a view.
@preconcurrency @MainActor
open class UIView {
    /// The frame in the superview's coordinates, as set (a view has no transform here).
    private var storedFrame: CGRect
    /// The origin of the bounds: where the view's own coordinates start (a scroll view's content offset).
    private var storedBoundsOrigin: CGPoint = .zero
    /// The layout margins, leading and trailing.
    private var storedMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// Creates a view with `frame`; its bounds are at the origin, of the frame's size.
    public init(frame: CGRect) {
        storedFrame = frame
    }

    /// There are no archived views off-device, so this always fails (returns nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view's rectangle in its superview's coordinates; setting it sets the bounds' size and the center,
    /// as in UIKit.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// The view's rectangle in its own coordinates: the bounds' origin as set (zero until then) and the frame's
    /// size; a new size keeps the center where it is, as in UIKit.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            storedBoundsOrigin = newValue.origin
            guard newValue.size != storedFrame.size else { return }
            let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            storedFrame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The center of the frame, in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = CGRect(
                x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// The insets of the safe area from the bounds: zero for a view in no window, as UIKit's.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The layout margins, leading and trailing; 8 points on each side until set, UIKit's default for a view
    /// that is not a view controller's root view.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedMargins }
        set { storedMargins = newValue }
    }

    /// The layout margins by left and right, kept in step with `directionalLayoutMargins` by the effective
    /// layout direction, as UIKit's are.
    open var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(
                top: margins.top, left: rightToLeft ? margins.trailing : margins.leading, bottom: margins.bottom,
                right: rightToLeft ? margins.leading : margins.trailing)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left, bottom: newValue.bottom,
                trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    /// How the contents behave between left-to-right and right-to-left layouts; `.unspecified` by default.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The direction the view's contents run in: right to left when `semanticContentAttribute` forces it, else
    /// left to right (off-device there is no app language to follow).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The view's traits: every trait unspecified for a view in no window (ours: UIKit fills some from the
    /// screen); the collection view answers its host's.
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// The window the view is in: nil for a plain view, which is in none; the collection view answers with a
    /// window as large as its host.
    open var window: UIWindow? { nil }

    /// The safe area as a guide: its `layoutFrame` is the bounds inset by `safeAreaInsets` (ours: a new guide
    /// object each time; UIKit keeps one).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(self, .safeArea) }

    /// The layout margins as a guide: its `layoutFrame` is the bounds inset by `layoutMargins` (ours: a new
    /// guide object each time).
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(self, .layoutMargins) }
}
