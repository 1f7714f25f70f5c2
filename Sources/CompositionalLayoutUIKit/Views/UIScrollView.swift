/// A scrolling view's geometry: content offset (the bounds' origin, as in UIKit), content size and insets; the
/// facade scrolls nothing by itself.
///
/// `HeadlessCollectionView` overrides these to answer from its host: its content size is the layout's, its
/// resting offset follows the safe area.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Where the content is scrolled to: the bounds' origin, so setting either moves the other, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the content; stored, zero until set.
    open var contentSize: CGSize = .zero

    /// The scroll view's own inset of its content; stored.
    open var contentInset: UIEdgeInsets = .zero

    /// `contentInset` plus the safe area the scroll view adjusts for; a view in no window has no safe area,
    /// so this is `contentInset` (the collection view adds its host's safe area along its scroll axis).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The size of the visible content: the bounds' size.
    open var visibleSize: CGSize { bounds.size }

    /// How fast a fling slows down; `.normal` until set; stored (ours: off-device a drag ends where
    /// `HeadlessCollectionView.endDragging(proposedContentOffset:velocity:)` is told, so the rate moves nothing).
    open var decelerationRate: DecelerationRate = .normal

    /// Sets the content offset; off-device there is no animation, so `animated` is ignored and the offset is
    /// set at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

extension UIScrollView {
    /// How fast a fling slows down, as UIKit's constants: the fraction of its speed a scroll keeps per
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the speed kept per millisecond.
        public var rawValue: CGFloat

        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The rate paging carousels use, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
