/// The device an interface runs on; off-device, the host being laid out.
@preconcurrency @MainActor
public final class UIDevice {
    /// The idiom: during a layout pass the host's `userInterfaceIdiom`; outside one, `.phone`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// How the device is held: during a layout pass `.portrait` when the host's frame is at least as tall as
    /// it is wide, else `.landscapeLeft` (ours: off-device the shape is all there is); outside one, `.portrait`.
    public let orientation: UIDeviceOrientation

    private init(_ environment: HostEnvironment) {
        userInterfaceIdiom = environment.userInterfaceIdiom
        orientation = environment.screenBounds.width > environment.screenBounds.height ? .landscapeLeft : .portrait
    }

    /// The device of the host being laid out (`.phone` outside a layout pass).
    public static var current: UIDevice { UIDevice(HostEnvironment.current) }
}
