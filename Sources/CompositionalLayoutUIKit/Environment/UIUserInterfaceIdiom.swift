/// The kind of device an interface runs on, as a trait collection and `UIDevice` report it (UIKit's cases
/// and raw values).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// No idiom.
    case unspecified = -1
    /// An iPhone or iPod touch interface.
    case phone = 0
    /// An iPad interface.
    case pad = 1
    /// An Apple TV interface.
    case tv = 2
    /// A CarPlay interface.
    case carPlay = 3
    /// A Mac Catalyst interface (the Mac idiom).
    case mac = 5
    /// A visionOS interface.
    case vision = 6
}
