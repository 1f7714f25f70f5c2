/// One problem in a layout file: where (a path such as `sections[0].group.subitems[2].size.width`) and
/// what is wrong.
///
/// Paths name positions in the layout model: the one-key wrappers `item`, `group` and `customGroup` of
/// a node are not path components, so `sections[0].group.subitems[2]` is the third child whatever its
/// kind. `$` is the whole document.
public struct LayoutFileProblem: Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is.
    public var path: String
    /// What is wrong, as a short clause ("fraction must be > 0").
    public var message: String

    /// Creates a problem.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// "path: message".
    public var description: String { "\(path): \(message)" }
}
