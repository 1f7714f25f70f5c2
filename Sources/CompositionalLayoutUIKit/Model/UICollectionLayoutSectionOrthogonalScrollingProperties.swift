/// How an orthogonally scrolling section decelerates and bounces (UIKit, iOS 17), with UIKit's names and
/// defaults.
///
/// Stored; no effect on layout: kept for source compatibility. Where a fling comes to rest is the engine's
/// `OrthogonalScrollInfo.restingOffset(from:velocity:decelerationRate:)`, given `decelerationRate.rawValue`.
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// How quickly scrolling slows after the finger lifts: stored; no effect on layout.
    public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
        /// The velocity kept per millisecond.
        public let rawValue: CGFloat

        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The parent scroll view's rate: a collection view's is `.normal`.
        public static let automatic = DecelerationRate(rawValue: 0.998)
        /// UIKit's normal rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether the section bounces past the edge of its content: stored; no effect on layout.
    public enum Bounce: Int, Sendable, Hashable {
        /// Bounces at a content boundary.
        case automatic
        /// Bounces even when the content is smaller than its bounds.
        case always
        /// Stops at a content boundary.
        case never
    }

    /// The deceleration rate, `.automatic` by default: stored; no effect on layout.
    public var decelerationRate: DecelerationRate = .automatic
    /// The bounce behaviour, `.automatic` by default: stored; no effect on layout.
    public var bounce: Bounce = .automatic

    /// Properties with UIKit's defaults.
    public init() {}
}
