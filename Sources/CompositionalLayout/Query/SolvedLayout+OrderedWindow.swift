extension SolvedLayout {
    /// One element the ordered window visit found: its key, its attributes before hooks (a pinned item at its
    /// place for the offset; scrolled with its orthogonal section or at rest, as the visit was asked), and how
    /// far its section's orthogonal scroll moves it (nil for boundary items and decorations, which do not
    /// scroll with the content).
    struct WindowElement {
        var key: OutputKey
        var element: ElementAttributes
        var shift: Double?
    }

    /// Calls `body` for every element whose frame meets `rect` (touching counts), in output order.
    ///
    /// The layout stands at scroll offset `offset`, before visible-items hooks: pinned items at their pinned
    /// places (spec B5), orthogonal sections scrolled by `orthogonalOffsets`
    /// (spec S9). With `scrolling`, each element's frame is as scrolled; without, at rest (the hooks see it so).
    ///
    /// A pinned item stays inside the section frame widened by `sectionOverhang`: its start is clamped to
    /// its host (inside the section), and when it is longer than its host it pokes out no further than it
    /// does at rest, which the overhang counts.
    /// - Complexity: O(log s + log g + k): the rect query's search, plus a sort of the attached
    ///   supplementaries found in a section that does not store them by item.
    func forEachElementInOrder(
        in rect: Rect, atScrollOffset offset: Double, orthogonalOffsets: [Int: Double], scrolling: Bool,
        _ body: (WindowElement) -> Void
    ) {
        var layoutWide: [WindowElement] = []
        for (i, r) in layoutBoundary.enumerated() {
            let frame = pinnedFrame(r, scrollOffset: offset)
            if frame.touches(rect) {
                layoutWide.append(
                    WindowElement(
                        key: OutputKey(section: 0, item: 0, stream: .layoutBoundary, index: i),
                        element: boundaryAttributes(r, frame: frame), shift: nil))
            }
        }
        var side: [WindowElement] = []
        var layoutWideDone = layoutWide.isEmpty
        forEachSection(meeting: rect) { section in
            if !layoutWideDone && section.index != 0 {
                // Section 0 is not in the window: the layout-wide items, at index path (0, 0), come first.
                layoutWide.forEach(body)
                layoutWideDone = true
            }
            visitInOrder(
                section, rect: rect, offset: offset, shift: orthogonalShift(of: section, in: orthogonalOffsets),
                scrolling: scrolling, layoutWide: layoutWideDone ? [] : layoutWide, side: &side, body)
            if section.index == 0 { layoutWideDone = true }
        }
        if !layoutWideDone { layoutWide.forEach(body) }
    }

    /// Calls `body` for one section's elements meeting `rect`, in output order.
    ///
    /// Its cells are merged with the `side` elements: its attached supplementaries by item, and after those of
    /// item 0 its boundary items, the layout-wide items given for section 0 and its decorations, all at item 0.
    /// `side` is scratch space kept between calls.
    private func visitInOrder(
        _ section: SolvedSection, rect: Rect, offset: Double, shift: Double, scrolling: Bool,
        layoutWide: [WindowElement], side: inout [WindowElement], _ body: (WindowElement) -> Void
    ) {
        let (cells, attachedRange) = storedRanges(section, meeting: rect, orthogonalOffset: shift)
        side.removeAll(keepingCapacity: true)
        collectAttached(section, attachedRange, rect: rect, shift: shift, scrolling: scrolling, into: &side)
        insertItemZeroElements(section, rect: rect, offset: offset, layoutWide: layoutWide, into: &side)
        mergeCells(section, cells, with: side, rect: rect, shift: shift, scrolling: scrolling, body)
    }

    /// Appends to `side` the attached supplementaries of `section` stored in `range` that meet `rect` once
    /// scrolled by `shift`, in output order (sorted by key only when not stored by item).
    @inline(__always)
    private func collectAttached(
        _ section: SolvedSection, _ range: Range<Int>, rect: Rect, shift: Double, scrolling: Bool,
        into side: inout [WindowElement]
    ) {
        let s = section.index
        var byItem = true
        for i in range {
            var r = attachedRecord(section, i)
            let moved = scrolled(r.frame, by: shift)
            guard moved.touches(rect) else { continue }
            if let last = side.last, last.key.item > r.item { byItem = false }
            if scrolling { r.frame = moved }
            side.append(
                WindowElement(
                    key: OutputKey(section: s, item: r.item, stream: .attached, index: i),
                    element: attachedAttributes(r, section: s), shift: shift))
        }
        if !byItem { side.sort { $0.key < $1.key } }
    }

    /// Inserts into `side`, after the attached supplementaries of item 0, the elements of `section` keyed at
    /// item 0 that meet `rect`: its boundary items (pinned for `offset`), `layoutWide`, then its decorations.
    @inline(__always)
    private func insertItemZeroElements(
        _ section: SolvedSection, rect: Rect, offset: Double, layoutWide: [WindowElement],
        into side: inout [WindowElement]
    ) {
        let s = section.index
        var others = side.firstIndex { $0.key.item > 0 } ?? side.count
        func insertOther(_ element: WindowElement) {
            side.insert(element, at: others)
            others += 1
        }
        for i in 0..<boundary.count(s) {
            let r = boundaryRecord(section, i)
            let frame = pinnedFrame(r, scrollOffset: offset)
            if frame.touches(rect) {
                insertOther(
                    WindowElement(
                        key: OutputKey(section: s, item: 0, stream: .boundary, index: i),
                        element: boundaryAttributes(r, frame: frame), shift: nil))
            }
        }
        layoutWide.forEach(insertOther)
        for i in 0..<decorations.count(s) {
            let r = decorationRecord(section, i)
            if r.frame.touches(rect) {
                insertOther(
                    WindowElement(
                        key: OutputKey(section: s, item: 0, stream: .decoration, index: i),
                        element: decorationAttributes(r), shift: nil))
            }
        }
    }

    /// Calls `body` for the cells of `section` in `cells` that meet `rect` once scrolled by `shift`, merged by
    /// item with `side` (an element of item i before cell i), then for the rest of `side`.
    @inline(__always)
    private func mergeCells(
        _ section: SolvedSection, _ cells: Range<Int>, with side: [WindowElement], rect: Rect, shift: Double,
        scrolling: Bool, _ body: (WindowElement) -> Void
    ) {
        let s = section.index
        let reader = CellReader(self, section)
        var j = 0
        for item in cells {
            while j < side.count && side[j].key.item < item {
                body(side[j])
                j += 1
            }
            let frame = absolute(reader.frame(item), in: section)
            let moved = scrolled(frame, by: shift)
            if moved.touches(rect) {
                body(
                    WindowElement(
                        key: OutputKey(section: s, item: item, stream: .cell, index: 0),
                        element: cellAttributes(section: section, item: item, frame: scrolling ? moved : frame),
                        shift: shift))
            }
        }
        while j < side.count {
            body(side[j])
            j += 1
        }
    }
}
