extension HeadlessCollectionView {
    /// The window showing the view: off-device a window as large as the host's frame whose scene answers the
    /// interface orientation from the host's shape (ours: there is no window; layout code reads
    /// `window?.windowScene?.interfaceOrientation`).
    public var window: UIWindow? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: frame.size))
        window.windowScene = UIWindowScene(self)
        return window
    }

    /// The size of the visible content: the bounds' size, as `UIScrollView`'s.
    public var visibleSize: CGSize { bounds.size }
}
