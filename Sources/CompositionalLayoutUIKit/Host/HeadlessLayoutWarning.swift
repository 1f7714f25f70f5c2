/// Something a layout allows but its author probably did not mean, as the engine found it in a pass:
/// geometry that overflows, so cells overlap or leave their group.
///
/// Ours: UIKit lays such layouts out without complaint. The path is the engine's
/// (`section[0].group.subitems[1].size.height`), where section 0 is the first section the layout made.
public struct HeadlessLayoutWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the cause is, in the engine's path form.
    public var path: String
    /// One sentence without a final period, such as `the item is 3 times as tall as its group; cells will overlap`.
    public var message: String

    /// Creates a warning.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
