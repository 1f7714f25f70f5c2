/// A window; off-device, the one `HeadlessCollectionView.window` makes, as large as the host, with its scene.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to; stored.
    open var windowScene: UIWindowScene?

    /// The window itself, as a window's `window` is in UIKit.
    open override var window: UIWindow? { self }

    /// The scene's traits (the host's, for the window the host makes); unspecified without a scene.
    open override var traitCollection: UITraitCollection { windowScene?.traitCollection ?? UITraitCollection() }
}
