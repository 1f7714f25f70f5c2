#if !canImport(Darwin)
    /// A set of edges of a rectangle that follow the layout direction (top, leading, bottom, trailing).
    ///
    /// UIKit's option set, for platforms without UIKit; an anchor's edges (`NSCollectionLayoutAnchor`).
    public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
        /// The raw bit set.
        public let rawValue: UInt

        /// Creates an edge set from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
        /// All four edges.
        public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
    }
#endif
