/// The actions a swiped list row shows; stored; no effect on layout.
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, first nearest the swiped edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action; true by default; stored; no effect on layout.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
