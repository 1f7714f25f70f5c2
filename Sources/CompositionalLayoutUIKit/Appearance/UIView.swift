/// A view, as a contextual action's handler receives the one that showed it.
///
/// The facade has no views: the type exists so that handlers that name it compile; it has no members, and
/// off-device no handler is called.
@preconcurrency @MainActor
open class UIView {
    /// Creates a view.
    public init() {}
}
