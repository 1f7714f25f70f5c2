/// The device an interface runs on; off-device, the host being laid out.
@preconcurrency @MainActor
public final class UIDevice {
    /// The idiom: during a layout pass the host's `userInterfaceIdiom`; outside one, `.phone`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    private init(_ environment: HostEnvironment) {
        userInterfaceIdiom = environment.userInterfaceIdiom
    }

    /// The device of the host being laid out (`.phone` outside a layout pass).
    public static var current: UIDevice { UIDevice(HostEnvironment.current) }
}
