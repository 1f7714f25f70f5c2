/// Where content shorter than the visible area stands along the scroll axis (spec L7; ours, UIKit has no
/// such setting): at the start, as UIKit lays it out, or at the end, as a chat transcript rests.
public enum ShortContentAlignment: String, Sendable, Hashable, CaseIterable {
    /// At the start of the scroll axis (UIKit's layout; the default).
    case start
    /// At the end: when all content is shorter than the visible length, every element moves along the
    /// scroll axis so that the content ends where the visible area does.
    case end
}
