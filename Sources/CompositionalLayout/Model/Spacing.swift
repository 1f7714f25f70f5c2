/// Space between items or around an item (spec G7): fixed is exact, flexible is a minimum that also
/// takes an equal share of the group's leftover length.
///
/// Any finite value (spec D7): a negative one overlaps neighbours, as in UIKit; a negative flexible spacing
/// is a minimum below 0 that still grows by its share (our reading of UIKit's documentation).
public enum Spacing: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points, plus a share of the leftover length.
    case flexible(Double)

    /// The stated number of points.
    @inlinable public var value: Double {
        switch self {
        case .fixed(let v), .flexible(let v): v
        }
    }

    /// True for `flexible`.
    @inlinable public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// No space.
    public static let zero = Spacing.fixed(0)
}
