/// The direction text and layouts run in, as UIKit's trait collection reports it (spec L6).
///
/// Right to left mirrors the whole solved layout about the content width, the way UIKit's compositional
/// layout flips its attributes (`flipsHorizontallyInOppositeLayoutDirection` is true for it).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leading is left (English, French, ...).
    case leftToRight
    /// Leading is right (Arabic, Hebrew, ...).
    case rightToLeft
}
