/// The stretch across the scroll axis that a content-insets reference stands for (spec S10).
///
/// Where it starts in the container and how long it is; section content insets are measured inside it.
struct ReferenceBand: Sendable, Hashable {
    let start: Double
    let length: Double

    var end: Double { start + length }

    /// The band of `reference` (resolved: never `automatic`) in `container`, across `cross`.
    ///
    /// `none` is the whole container; `safeArea` is inside `contentInsets`; `layoutMargins` inside the
    /// margins (the safe area when none are given); `readableContent` is, across a horizontal axis, at most
    /// the readable width, centred in the margins band (any other axis: the margins band).
    init(_ reference: ContentInsetsReference, container: LayoutContainer, cross: Axis) {
        let full = container.contentSize[cross]
        let insets: DirectionalInsets
        switch reference {
        case .none: insets = .zero
        case .automatic, .safeArea: insets = container.contentInsets
        case .layoutMargins, .readableContent: insets = container.layoutMargins ?? container.contentInsets
        }
        var start = insets.leadingEdge(cross)
        var length = max(0, full - insets.total(cross))
        if reference == .readableContent, cross == .horizontal, let readable = container.readableContentWidth,
            readable < length
        {
            start += (length - readable) / 2
            length = readable
        }
        self.start = start
        self.length = length
    }

    init(start: Double, length: Double) {
        self.start = start
        self.length = length
    }

    /// The smallest band holding both.
    func union(_ other: ReferenceBand) -> ReferenceBand {
        let lo = min(start, other.start)
        return ReferenceBand(start: lo, length: max(end, other.end) - lo)
    }
}
