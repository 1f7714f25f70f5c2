/// Whether standard output gets colour: the table's header and diffs.
///
/// Only on a terminal, and never when `NO_COLOR` is set to anything but the empty string
/// (https://no-color.org).
public struct TextStyle: Sendable, Equatable {
    /// True when ANSI colour codes are written.
    public var colors: Bool

    /// A style with or without colour.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// No colour: pipes, files, tests.
    public static let plain = TextStyle(colors: false)

    /// The style for standard output: colour when it `isTerminal` and `environment` has no non-empty
    /// `NO_COLOR`.
    public static func forStandardOutput(isTerminal: Bool, environment: [String: String]) -> TextStyle {
        TextStyle(colors: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    /// `text` in bold.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` in red (removed).
    func red(_ text: String) -> String { wrap(text, "31") }
    /// `text` in green (added).
    func green(_ text: String) -> String { wrap(text, "32") }
    /// `text` in yellow (changed).
    func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
