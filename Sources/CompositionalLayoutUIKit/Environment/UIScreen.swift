/// The screen an interface is shown on: its size in points and its scale.
///
/// Off-device the screen is the host's: during a layout pass `UIScreen.main` answers from the host being laid
/// out (its frame's size, its display scale); outside a pass, from an iPhone 16 in portrait (393 x 852 at 3x),
/// which matches `HeadlessCollectionView`'s default scale and idiom.
@preconcurrency @MainActor
public final class UIScreen {
    /// The bounding rectangle of the screen in points, at the origin.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    private init(_ environment: HostEnvironment) {
        bounds = environment.screenBounds
        scale = environment.scale
    }

    /// The screen of the host being laid out (see the type's summary).
    public static var main: UIScreen { UIScreen(HostEnvironment.current) }

    /// The native pixels per point; the host has one scale, so it is `scale`.
    public var nativeScale: CGFloat { scale }

    /// The screen's bounds in pixels: `bounds` times `nativeScale`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
}
