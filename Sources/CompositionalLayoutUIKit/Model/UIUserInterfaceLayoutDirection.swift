/// The direction a view lays its contents out in, as UIKit's enumeration (same cases, same raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left: the layout is mirrored (spec L6).
    case rightToLeft = 1
}
