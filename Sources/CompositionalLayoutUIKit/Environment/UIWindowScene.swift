/// The scene a window belongs to; off-device, made by `HeadlessCollectionView.window` from the host.
@preconcurrency @MainActor
public final class UIWindowScene {
    /// How the interface is turned: `.portrait` when the host's frame is at least as tall as it is wide, else
    /// `.landscapeRight`.
    public let interfaceOrientation: UIInterfaceOrientation
    /// The host's traits.
    public let traitCollection: UITraitCollection

    /// A scene for `host`.
    init(_ host: HeadlessCollectionView) {
        interfaceOrientation = host.frame.width > host.frame.height ? .landscapeRight : .portrait
        traitCollection = host.traitCollection
    }
}
