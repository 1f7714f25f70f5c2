#if !canImport(Darwin)
    /// Where a boundary supplementary item sits on its section or layout: an edge or a corner.
    ///
    /// UIKit's enumeration, for platforms without UIKit. `.none` has no place on a boundary: hosting a
    /// boundary item with it fails the layout pass (see `HeadlessCollectionView.layoutError`).
    public enum NSRectAlignment: Int, Sendable, Hashable {
        /// No alignment.
        case none = 0
        /// The top edge.
        case top
        /// The top leading corner.
        case topLeading
        /// The leading edge.
        case leading
        /// The bottom leading corner.
        case bottomLeading
        /// The bottom edge.
        case bottom
        /// The bottom trailing corner.
        case bottomTrailing
        /// The trailing edge.
        case trailing
        /// The top trailing corner.
        case topTrailing
    }
#endif
