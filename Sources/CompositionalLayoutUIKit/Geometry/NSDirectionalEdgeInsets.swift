#if !canImport(Darwin)
    /// Edge insets that follow the layout direction: leading and trailing instead of left and right.
    ///
    /// UIKit's struct, for platforms without UIKit. The facade always lays out left to right, so leading is left.
    public struct NSDirectionalEdgeInsets: Sendable, Hashable {
        /// The inset from the top edge.
        public var top: CGFloat
        /// The inset from the leading edge.
        public var leading: CGFloat
        /// The inset from the bottom edge.
        public var bottom: CGFloat
        /// The inset from the trailing edge.
        public var trailing: CGFloat

        /// Insets of 0 on every edge, as UIKit's `init()` gives.
        public init() {
            self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
        }

        /// Creates insets from the four edge values.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// No insets.
        public static let zero = NSDirectionalEdgeInsets()
    }
#endif
