/// A horizontal or vertical size class, as a trait collection reports it.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// No size class.
    case unspecified = 0
    /// A compact size class (phones in portrait, across).
    case compact = 1
    /// A regular size class (tablets, wide phones in landscape).
    case regular = 2
}
