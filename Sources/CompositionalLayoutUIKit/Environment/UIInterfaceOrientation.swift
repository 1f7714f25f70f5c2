/// How the interface is turned; off-device, from the host's shape: portrait when its frame is at least as
/// tall as it is wide, else `.landscapeRight` (the interface of a device held `.landscapeLeft`).
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the device's home edge on the left (UIKit's raw value 4).
    case landscapeLeft = 4
    /// On its side, the device's home edge on the right (UIKit's raw value 3).
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
