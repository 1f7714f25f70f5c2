extension SolvedLayout {
    /// The visible rect for a scroll offset along the scroll axis: the container's size at that offset.
    public func visibleRect(atScrollOffset offset: Double) -> Rect {
        let size = environment.container.contentSize
        return scrollDirection == .vertical
            ? Rect(x: 0, y: offset, width: size.width, height: size.height)
            : Rect(x: offset, y: 0, width: size.width, height: size.height)
    }

    /// The rect pinned boundary items stay inside for a scroll offset (spec B5).
    ///
    /// The visible rect without the container's insets along the scroll axis (the safe area), as UIKit pins inside
    /// the adjusted content inset. With a 54-pt top and 34-pt bottom inset in an 812-pt view it is 724 pt tall.
    /// Right to left along a horizontal scroll axis, the leading inset is on the right (spec L6).
    public func pinningRect(atScrollOffset offset: Double) -> Rect {
        guard mirrorsScrollAxis else { return placedPinningRect(atScrollOffset: offset) }
        let width = contentSize.width
        return placedPinningRect(atScrollOffset: placedOffset(offset)).mirrored(inWidth: width)
    }

    /// The scroll offset, left to right, that shows what `offset` shows in a layout that mirrors its scroll
    /// axis: the visible rect mirrored in the content width.
    func placedOffset(_ offset: Double) -> Double {
        contentSize.width - offset - environment.container.contentSize.width
    }

    /// `pinningRect(atScrollOffset:)` in the layout as placed, left to right.
    private func placedPinningRect(atScrollOffset offset: Double) -> Rect {
        let visible = visibleRect(atScrollOffset: offset)
        let insets = environment.container.contentInsets
        return scrollDirection == .vertical
            ? Rect(
                x: visible.x, y: visible.y + insets.top, width: visible.width,
                height: visible.height - insets.top - insets.bottom)
            : Rect(
                x: visible.x + insets.leading, y: visible.y, width: visible.width - insets.leading - insets.trailing,
                height: visible.height)
    }

    /// Where a pinned boundary item stands for a scroll offset (spec B5): a start-aligned item moves to
    /// the start of the visible rect when it would be before it, then stays inside its host's frame.
    ///
    /// Right to left along a horizontal scroll axis: the same in the layout as placed, mirrored (spec L6).
    func pinnedFrame(_ r: BoundaryRecord, scrollOffset: Double) -> Rect {
        guard r.pinned else { return r.frame }
        guard mirrorsScrollAxis else { return placedPinnedFrame(r, scrollOffset: scrollOffset) }
        let width = contentSize.width
        var placed = r
        placed.mirror(inWidth: width)
        return placedPinnedFrame(placed, scrollOffset: placedOffset(scrollOffset)).mirrored(inWidth: width)
    }

    /// `pinnedFrame(_:scrollOffset:)` for a record and an offset in the layout as placed, left to right.
    private func placedPinnedFrame(_ r: BoundaryRecord, scrollOffset: Double) -> Rect {
        let m = scrollDirection
        let unit = m == .vertical ? r.alignment.unitPoint.y : r.alignment.unitPoint.x
        let length = r.frame.length(m)
        let rest = r.frame.min(m)
        let visible = placedPinningRect(atScrollOffset: scrollOffset)
        var start = rest
        if unit == 0 {
            start = max(rest, visible.min(m))
            start = max(r.hostMin, min(start, r.hostMax - length))
        } else if unit == 1 {
            let end = min(r.frame.max(m), visible.max(m))
            start = min(r.hostMax - length, max(end - length, r.hostMin))
        } else {
            return r.frame
        }
        return m == .vertical
            ? Rect(x: r.frame.x, y: start, width: r.frame.width, height: length)
            : Rect(x: start, y: r.frame.y, width: length, height: r.frame.height)
    }

    /// The boundary supplementaries (section and layout-wide) at their places for a scroll offset:
    /// pinned ones moved as spec B5 says, the others at rest.
    /// - Complexity: O(b), b = boundary items.
    public func boundarySupplementaries(atScrollOffset offset: Double) -> [ElementAttributes] {
        allBoundaryRecords().map { boundaryAttributes($0, frame: pinnedFrame($0, scrollOffset: offset)) }
    }

    /// Every element as the layout stands at a scroll offset.
    ///
    /// Pinned items are at their pinned places, orthogonal sections at rest unless `orthogonalOffsets` scrolls
    /// them (section index: offset in points, resolved as UIKit resolves a set offset, spec S9), and each
    /// section's visible-items hook is applied to the elements in the visible rect (spec L5). Ordered as
    /// `allElements()`: the `orderedElements(atScrollOffset:orthogonalOffsets:)` sequence, collected.
    /// - Complexity: O(n + b log b) plus the hooks' own cost, b = boundary items and decorations (and a sort of
    /// the attached supplementaries of a section that does not store them by item).
    public func elements(
        atScrollOffset offset: Double, orthogonalOffsets: [Int: Double] = [:]
    ) -> [ElementAttributes] {
        OrderedElements(self, offset: offset, orthogonalOffsets: orthogonalOffsets).collected()
    }

    /// The elements that meet the visible rect at a scroll offset, pinned, scrolled and hooked as
    /// `elements(atScrollOffset:orthogonalOffsets:)` gives them.
    /// - Complexity: O(log n + k + b) plus the hook's own cost, b = pinned boundary items.
    public func visibleElements(atScrollOffset offset: Double, orthogonalOffsets: [Int: Double] = [:])
        -> [ElementAttributes]
    {
        let visible = visibleRect(atScrollOffset: offset)
        var result: [ElementAttributes] = []
        var shifts: [Double?] = []
        forEachElement(in: visible, includePinned: false, orthogonalOffsets: orthogonalOffsets) { element, shift in
            result.append(element)
            shifts.append(shift)
        }
        for r in allBoundaryRecords() where r.pinned {
            let frame = pinnedFrame(r, scrollOffset: offset)
            if frame.touches(visible) {
                result.append(boundaryAttributes(r, frame: frame))
                shifts.append(nil)
            }
        }
        applyHooks(&result, shifts: shifts, offset: offset, orthogonalOffsets: orthogonalOffsets)
        return result
    }

    /// Runs each section's visible-items hook over its elements that meet the visible rect, then scrolls
    /// each element by its shift (spec L5, spec S9).
    ///
    /// As UIKit's handler, a hook sees frames at orthogonal offset 0 and the point (effective orthogonal
    /// offset, scroll offset): `item.frame.midX - point.x` is where an item of an orthogonal section is on
    /// screen. Frames at offset 0 are the frames at rest except in `groupPagingCentered`, whose rest is negative.
    func applyHooks(
        _ elements: inout [ElementAttributes], shifts: [Double?], offset: Double, orthogonalOffsets: [Int: Double]
    ) {
        let visible = visibleRect(atScrollOffset: offset)
        // The elements each hooked section's hook sees, by section index, in their order in `elements`: only
        // the sections of `elements` are visited, in ascending order, so a call costs O(v), not O(s).
        var bySection: [Int: [Int]] = [:]
        for i in elements.indices {
            let s = elements[i].indexPath.section
            guard sections.indices.contains(s), elements[i].category != .decoration,
                definitions[sections[s].definition].section.visibleItemsHandler != nil,
                scrolled(elements[i].frame, by: shifts[i] ?? 0).intersects(visible)
            else { continue }
            bySection[s, default: []].append(i)
        }
        for (s, indices) in bySection.sorted(by: { $0.key < $1.key }) {
            let section = sections[s]
            guard let handler = definitions[section.definition].section.visibleItemsHandler else { continue }
            // Content that scrolls is shown to the hook at offset 0, `rest` before its frames at rest.
            let rest = section.orthogonal?.offsetAtRest ?? 0
            let items = indices.map { i in
                VisibleItem(
                    category: elements[i].category, elementKind: elements[i].elementKind,
                    indexPath: elements[i].indexPath,
                    frame: shifts[i] == nil ? elements[i].frame : scrolled(elements[i].frame, by: -rest),
                    zIndex: elements[i].zIndex, isHidden: elements[i].isHidden)
            }
            let across = effectiveOrthogonalOffset(of: section, in: orthogonalOffsets)
            let point = scrollDirection == .vertical ? Point(x: across, y: offset) : Point(x: offset, y: across)
            let changed = handler.transform(items, point, environment)
            for (i, item) in zip(indices, changed) {
                let hooked = item.reportedFrame
                elements[i].frame = shifts[i] == nil ? hooked : scrolled(hooked, by: rest)
                elements[i].alpha = item.alpha
                elements[i].zIndex = item.zIndex
                elements[i].isHidden = item.isHidden
            }
        }
        for i in elements.indices {
            if let shift = shifts[i], shift != 0 { elements[i].frame = scrolled(elements[i].frame, by: shift) }
        }
    }
}
