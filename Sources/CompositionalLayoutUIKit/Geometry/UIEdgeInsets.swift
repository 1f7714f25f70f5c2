#if !canImport(UIKit)
    /// Edge insets by left and right, as a scroll view's `safeAreaInsets` reports them.
    ///
    /// UIKit's struct, for platforms without UIKit.
    public struct UIEdgeInsets: Sendable, Hashable {
        /// The inset from the top edge.
        public var top: CGFloat
        /// The inset from the left edge.
        public var left: CGFloat
        /// The inset from the bottom edge.
        public var bottom: CGFloat
        /// The inset from the right edge.
        public var right: CGFloat

        /// Insets of 0 on every edge.
        public init() {
            self.init(top: 0, left: 0, bottom: 0, right: 0)
        }

        /// Creates insets from the four edge values.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = UIEdgeInsets()
    }
#endif

#if !canImport(UIKit)
    extension CGRect {
        /// The rectangle shrunk by `insets` (UIKit's `CGRect.inset(by:)`; negative insets grow it).
        public func inset(by insets: UIEdgeInsets) -> CGRect {
            CGRect(
                x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
                height: size.height - insets.top - insets.bottom)
        }
    }
#endif
