/// A window; off-device, the one `HeadlessCollectionView.window` makes, as large as the host, with its scene.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to; stored.
    open var windowScene: UIWindowScene?

    /// The safe area the host made the window with; zero for a window made otherwise.
    var hostSafeAreaInsets: UIEdgeInsets = .zero

    /// The window's safe area: for the host's window, the host's (the host fills the screen); zero otherwise.
    open override var safeAreaInsets: UIEdgeInsets { hostSafeAreaInsets }

    /// The window itself, as a window's `window` is in UIKit.
    open override var window: UIWindow? { self }

    /// The scene's traits (the host's, for the window the host makes); unspecified without a scene.
    open override var traitCollection: UITraitCollection { windowScene?.traitCollection ?? UITraitCollection() }
}
