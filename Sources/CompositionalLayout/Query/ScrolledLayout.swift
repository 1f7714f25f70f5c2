/// A solved layout as it stands at one scroll offset, answered a rect or an element at a time: pinned items
/// at their pinned places (spec B5), orthogonal sections scrolled (spec S9), visible-items hooks applied
/// (spec L5), exactly as `SolvedLayout.elements(atScrollOffset:orthogonalOffsets:)` lists them.
///
/// Making one runs the hooks of the sections in the visible rect, once; its queries cost what they return.
/// A viewer that scrolls makes one per offset instead of listing every element at every offset.
public struct ScrolledLayout: Sendable {
    /// The solved layout.
    public let solved: SolvedLayout
    /// The scroll offset along the scroll axis.
    public let scrollOffset: Double
    /// The orthogonal sections' offsets, by section index (points along each section's own scroll axis).
    public let orthogonalOffsets: [Int: Double]
    /// The elements the hooks changed, with their final frames, by key.
    private let hooked: [OutputKey: ElementAttributes]
    /// The keys of `hooked`, in output order.
    private let hookedOrder: [OutputKey]

    /// The layout at scroll offset `scrollOffset`, with the orthogonal sections in `orthogonalOffsets`
    /// scrolled; runs the visible-items hooks of the sections that meet the visible rect (spec L5).
    /// - Complexity: O(log n + v) plus the hooks' own cost, v the elements in the visible rect, when a section
    ///   in it has a hook; O(log s + k) for the k sections in it otherwise.
    public init(_ solved: SolvedLayout, scrollOffset: Double, orthogonalOffsets: [Int: Double] = [:]) {
        self.solved = solved
        self.scrollOffset = scrollOffset
        self.orthogonalOffsets = orthogonalOffsets
        let visible = solved.visibleRect(atScrollOffset: scrollOffset)
        // The hooked sections in the visible rect; section 0's hook also sees the layout-wide items, whose
        // index path is (0, 0), as `OrderedElements` hands them to it.
        var handled: Set<Int> = []
        solved.forEachSection(meeting: visible) { section in
            if solved.hasVisibleItemsHook(section) { handled.insert(section.index) }
        }
        if !solved.layoutBoundary.isEmpty, let first = solved.sections.first, solved.hasVisibleItemsHook(first) {
            handled.insert(first.index)
        }
        guard !handled.isEmpty else {
            (hooked, hookedOrder) = ([:], [])
            return
        }
        var shown: [ElementAttributes] = []
        var shifts: [Double?] = []
        var keys: [OutputKey] = []
        solved.forEachElementInOrder(
            in: visible, atScrollOffset: scrollOffset, orthogonalOffsets: orthogonalOffsets, scrolling: false
        ) { found in
            guard handled.contains(found.element.indexPath.section), found.element.category != .decoration,
                solved.scrolled(found.element.frame, by: found.shift ?? 0).intersects(visible)
            else { return }
            shown.append(found.element)
            shifts.append(found.shift)
            keys.append(found.key)
        }
        solved.applyHooks(&shown, shifts: shifts, offset: scrollOffset, orthogonalOffsets: orthogonalOffsets)
        hooked = Dictionary(uniqueKeysWithValues: zip(keys, shown))
        hookedOrder = keys
    }

    /// Every element whose frame meets `rect` (touching counts), in output order: what filtering
    /// `SolvedLayout.elements(atScrollOffset:orthogonalOffsets:)` by `rect` gives.
    /// - Complexity: O(log s + log g + k + h), h the elements the hooks changed.
    public func elements(in rect: Rect) -> [ElementAttributes] {
        var result: [ElementAttributes] = []
        result.reserveCapacity(SolvedLayout.reservedQueryCount)
        forEachElement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` for every element whose frame meets `rect`, in output order, without building an array.
    /// - Complexity: O(log s + log g + k + h), h the elements the hooks changed.
    public func forEachElement(in rect: Rect, _ body: (ElementAttributes) -> Void) {
        visit(rect, overlapOnly: false, body)
    }

    /// Calls `body` for every element whose frame overlaps `rect` (`Rect.intersects`: an element that only
    /// touches an edge of `rect` is left out, as UIKit's `CGRectIntersectsRect` leaves it), in output order.
    /// - Complexity: O(log s + log g + k + h), h the elements the hooks changed.
    public func forEachElement(intersecting rect: Rect, _ body: (ElementAttributes) -> Void) {
        visit(rect, overlapOnly: true, body)
    }

    /// The rect query of both: every element meeting `rect`, or with `overlapOnly` overlapping it, in output
    /// order; one closure deep per element, the elements the hooks changed merged in by key.
    private func visit(_ rect: Rect, overlapOnly: Bool, _ body: (ElementAttributes) -> Void) {
        guard !hooked.isEmpty else {
            solved.forEachElementInOrder(
                in: rect, atScrollOffset: scrollOffset, orthogonalOffsets: orthogonalOffsets, scrolling: true
            ) { found in
                if !overlapOnly || found.element.frame.intersects(rect) { body(found.element) }
            }
            return
        }
        // A hook may move an element anywhere: the changed ones are tested at their final frames and merged in.
        let hooked = self.hooked
        let touching = hookedOrder.filter {
            let frame = hooked[$0]!.frame
            return overlapOnly ? frame.intersects(rect) : frame.touches(rect)
        }
        var h = 0
        solved.forEachElementInOrder(
            in: rect, atScrollOffset: scrollOffset, orthogonalOffsets: orthogonalOffsets, scrolling: true
        ) { found in
            while h < touching.count && touching[h] < found.key {
                body(hooked[touching[h]]!)
                h += 1
            }
            if hooked[found.key] == nil && (!overlapOnly || found.element.frame.intersects(rect)) {
                body(found.element)
            }
        }
        while h < touching.count {
            body(hooked[touching[h]]!)
            h += 1
        }
    }

    /// The cell at `indexPath`, or nil when there is none.
    /// - Complexity: O(1).
    public func cell(at indexPath: IndexPath) -> ElementAttributes? {
        guard var element = solved.attributes(ofCellAt: indexPath) else { return nil }
        let key = OutputKey(section: indexPath.section, item: indexPath.item, stream: .cell, index: 0)
        if let changed = hooked[key] { return changed }
        let shift = solved.orthogonalShift(of: solved.sections[indexPath.section], in: orthogonalOffsets)
        element.frame = solved.scrolled(element.frame, by: shift)
        return element
    }

    /// The first supplementary of `elementKind` at `indexPath` in output order (item- or group-attached,
    /// then the section's boundary items, then layout-wide ones at (0, 0)), or nil when there is none.
    /// - Complexity: O(m + b): m attached supplementaries of two group instances, b boundary items of the
    ///   section and of the layout.
    public func supplementary(ofKind elementKind: String, at indexPath: IndexPath) -> ElementAttributes? {
        guard
            let found = solved.firstSupplementary(
                ofKind: elementKind, at: indexPath, scrollOffset: scrollOffset, orthogonalOffsets: orthogonalOffsets)
        else { return nil }
        if let changed = hooked[found.key] { return changed }
        guard let shift = found.shift, shift != 0 else { return found.element }
        var element = found.element
        element.frame = solved.scrolled(element.frame, by: shift)
        return element
    }

    /// The first decoration of `elementKind` at `indexPath`, or nil when there is none.
    /// - Complexity: O(d), d decorations of the section.
    public func decoration(ofKind elementKind: String, at indexPath: IndexPath) -> ElementAttributes? {
        let s = indexPath.section
        guard indexPath.item == 0, solved.sections.indices.contains(s) else { return nil }
        let section = solved.sections[s]
        // Hooks never see decorations (spec L5), so a decoration is always as solved.
        for i in 0..<solved.decorations.count(s) {
            let r = solved.decorationRecord(section, i)
            if solved.elementKinds[r.kind] == elementKind { return solved.decorationAttributes(r) }
        }
        return nil
    }
}
