/// Which edges a layout or section measures its content insets from.
///
/// Every value is accepted, but the engine knows only the safe area: all behave like `.automatic`, which in
/// a compositional layout means `.safeArea` (the safe area's leading and trailing insets narrow sections).
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    /// The system's choice: the safe area.
    case automatic = 0
    /// No reference (behaves like `.automatic` here: the engine cannot ignore the safe area).
    case none
    /// The safe area.
    case safeArea
    /// The layout margins (behaves like `.automatic` here: the host has no margins).
    case layoutMargins
    /// The readable content guide (behaves like `.automatic` here: the host has no readable width).
    case readableContent
}
