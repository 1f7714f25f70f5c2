/// How the device is held; off-device, from the host's shape: portrait when its frame is at least as tall as
/// it is wide, else landscape (`.landscapeLeft`).
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home edge at the bottom.
    case portrait = 1
    /// Upside down, the home edge at the top.
    case portraitUpsideDown = 2
    /// On its side, the home edge on the right.
    case landscapeLeft = 3
    /// On its side, the home edge on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the device lies flat, screen up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
