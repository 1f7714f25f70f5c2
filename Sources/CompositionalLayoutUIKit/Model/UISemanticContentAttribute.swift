/// How a view's contents behave between left-to-right and right-to-left layouts, as UIKit's enumeration
/// (same cases, same raw values).
///
/// `HeadlessCollectionView` reads it to find its effective layout direction: `.forceRightToLeft` lays the
/// layout out right to left (mirrored, spec L6); every other value keeps the host's left-to-right default.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// The default: flipped with the interface's direction.
    case unspecified = 0
    /// Playback controls, never flipped.
    case playback = 1
    /// Directional controls, never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
