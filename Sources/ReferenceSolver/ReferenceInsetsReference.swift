import CompositionalLayout

/// spec S10, written from the spec text: the stretch of the container, across the scroll axis, that a
/// content-insets reference stands for, as its two edges in container coordinates.
enum ReferenceInsetsReference {
    /// The edges `low ... high` of `reference`, where a section's `automatic` means the configuration's and
    /// the configuration's `automatic` means the safe area.
    static func edges(
        _ reference: ContentInsetsReference, configuration: ContentInsetsReference, container: LayoutContainer,
        cross: Axis
    ) -> (low: Double, high: Double) {
        var chosen = reference
        if chosen == .automatic { chosen = configuration }
        if chosen == .automatic { chosen = .safeArea }
        let full = container.contentSize[cross]
        // The edges of the band inside `insets`.
        func inside(_ insets: DirectionalInsets) -> (low: Double, high: Double) {
            (
                ReferenceRules.insetBefore(insets, on: cross),
                full - ReferenceRules.insetAfter(insets, on: cross)
            )
        }
        let margins = container.layoutMargins ?? container.contentInsets
        switch chosen {
        case .none:
            return (0, full)
        case .automatic, .safeArea:
            return inside(container.contentInsets)
        case .layoutMargins:
            return inside(margins)
        case .readableContent:
            // Never wider than the margins; centred in them; the readable width limits widths only.
            let guide = inside(margins)
            guard cross == .horizontal, let readable = container.readableContentWidth,
                readable < guide.high - guide.low
            else { return guide }
            let middle = (guide.low + guide.high) / 2
            return (middle - readable / 2, middle + readable / 2)
        }
    }
}
