/// An action shown when a list row is swiped; stored; no effect on layout (off-device nothing is swiped, so
/// the handler is never called).
@preconcurrency @MainActor
public final class UIContextualAction {
    /// How the action looks and behaves.
    public enum Style: Int, Sendable, Hashable {
        /// A plain action.
        case normal = 0
        /// A destructive action (delete).
        case destructive = 1
    }

    /// What runs when the action is chosen: the action, the view that showed it, and a completion to call
    /// with whether it ran.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style, set when the action is created.
    public let style: Style
    /// The title; stored; no effect on layout.
    public var title: String?
    /// The background colour; stored; no effect on layout.
    public var backgroundColor: UIColor!
    /// The image; stored; no effect on layout.
    public var image: UIImage?
    /// The handler, set when the action is created.
    public let handler: Handler
    /// What VoiceOver reads for the action; stored; no effect on layout.
    public var accessibilityLabel: String?
    /// What VoiceOver reads after a pause, the result of choosing the action; stored; no effect on layout.
    public var accessibilityHint: String?
    /// The action's current value for VoiceOver; stored; no effect on layout.
    public var accessibilityValue: String?
    /// The identifier UI tests find the action by; stored; no effect on layout.
    public var accessibilityIdentifier: String?
    /// Whether the action is an accessibility element; false by default (an `NSObject`'s); stored; no
    /// effect on layout.
    public var isAccessibilityElement = false

    /// Creates an action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
