/// A window; off-device, the one `HeadlessCollectionView.window` makes, as large as the host, with its scene.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to; stored.
    open var windowScene: UIWindowScene?
}
