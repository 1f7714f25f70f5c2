import CompositionalLayout

/// The elements a picture draws: all of them, or, when there are more than a limit, the first ones in
/// output order (section, item, category), which is the leading part of a scrolling layout.
///
/// The SVG pictures and the gallery use it; a picture of a capped selection stops at `cut` along the
/// scroll axis and says how many elements it leaves out.
struct DrawingSelection: Sendable {
    /// The elements drawn, in output order.
    var elements: ArraySlice<ElementAttributes>
    /// How many elements the layout has.
    var total: Int
    /// Where along the scroll axis the drawn elements end when some are left out; nil when all are drawn.
    var cut: Double?

    /// True when some elements are left out.
    var isCapped: Bool { elements.count < total }

    /// Every element.
    static func all(_ elements: [ElementAttributes]) -> DrawingSelection {
        DrawingSelection(elements: elements[...], total: elements.count, cut: nil)
    }

    /// The first `limit` of `elements` (all of them when there are at most `limit`); `cut` is the largest
    /// end of a drawn finite frame along `axis`.
    /// - Complexity: O(`limit`).
    static func first(_ limit: Int, of elements: [ElementAttributes], axis: Axis) -> DrawingSelection {
        guard elements.count > limit else { return all(elements) }
        let drawn = elements.prefix(max(0, limit))
        let cut = drawn.lazy.filter(\.frame.isFinite).map { $0.frame.max(axis) }.max() ?? 0
        return DrawingSelection(elements: drawn, total: elements.count, cut: cut)
    }
}
