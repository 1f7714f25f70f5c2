extension SolvedLayout {
    /// Every element whose resting frame meets `rect` (touching counts).
    ///
    /// Section by section: cells, attached supplementaries, boundary supplementaries, decorations. Pinned
    /// items are at rest here; use `visibleElements(atScrollOffset:)` for the pinned places.
    /// - Complexity: O(log s + log g + k): binary searches over sections and group instances, then only the
    ///   group instances that can meet the rect. O(s) with a negative inter-section spacing, and O(g) in a
    ///   self-sizing section whose negative inter-group spacing makes group starts decrease (spec D7).
    public func elements(in rect: Rect) -> [ElementAttributes] {
        var result: [ElementAttributes] = []
        result.reserveCapacity(Self.reservedQueryCount)
        forEachElement(in: rect, includePinned: true, orthogonalOffsets: [:]) { element, _ in
            result.append(consume element)
        }
        return result
    }

    /// Every element whose frame meets `rect` when each orthogonal section in `orthogonalOffsets` (section
    /// index: offset in points) is scrolled to that offset (spec S9); frames as scrolled.
    /// - Complexity: O(log s + log g + k).
    public func elements(in rect: Rect, orthogonalOffsets: [Int: Double]) -> [ElementAttributes] {
        var result: [ElementAttributes] = []
        result.reserveCapacity(Self.reservedQueryCount)
        forEachElement(in: rect, includePinned: true, orthogonalOffsets: orthogonalOffsets) { element, shift in
            var moved = element
            moved.frame = scrolled(element.frame, by: shift ?? 0)
            result.append(moved)
        }
        return result
    }

    /// Calls `body` for every element whose resting frame meets `rect`, without building an array.
    /// - Complexity: O(log s + log g + k).
    public func forEachElement(in rect: Rect, _ body: (ElementAttributes) -> Void) {
        forEachElement(in: rect, includePinned: true, orthogonalOffsets: [:]) { element, _ in body(element) }
    }

    /// The rect query, optionally leaving out pinned boundary items (their place depends on the offset).
    ///
    /// `body` takes each element as its own (`consuming`): `elements(in:)` moves it into its array, where a
    /// borrowed one was copied in and the original destroyed (a fifth of that query's instructions).
    ///
    /// With `orthogonalOffsets`, an element meets `rect` where its section is scrolled to (spec S9); `body`
    /// gets it with its frame at rest, and how far it is scrolled (see `scrolled(_:by:)`), nil for an element
    /// that does not scroll with its section's content.
    func forEachElement(
        in rect: Rect, includePinned: Bool, orthogonalOffsets: [Int: Double],
        _ body: (consuming ElementAttributes, Double?) -> Void
    ) {
        forEachSection(meeting: rect) { section in
            visitSection(
                section, rect: rect, includePinned: includePinned,
                orthogonalOffset: orthogonalShift(of: section, in: orthogonalOffsets), body)
        }
        for r in layoutBoundary where (includePinned || !r.pinned) && r.frame.touches(rect) {
            body(boundaryAttributes(r, frame: r.frame), nil)
        }
    }

    /// Calls `body` for the sections whose frames, widened by the largest overhang, meet `rect` along the
    /// scroll axis, in index order: the sections an element meeting `rect` can belong to (pinned items stay
    /// inside that margin too, see `forEachElementInOrder`).
    /// - Complexity: O(log s + k), k the sections found; O(s) with a negative inter-section spacing (spec D7).
    @inline(__always)
    func forEachSection(meeting rect: Rect, _ body: (SolvedSection) -> Void) {
        let m = scrollDirection
        // Sections are searched as placed, left to right (spec L6); elements are tested as reported.
        let searched = mirrorsScrollAxis ? rect.mirrored(inWidth: contentSize.width) : rect
        let lo = searched.min(m)
        let hi = searched.max(m)
        // Sections are laid out one after the other along the scroll axis; their frames are monotone. The
        // margin covers elements outside their section frame, plus a few ulps: a frame's edge is summed in
        // another order than the section's (21.6 + 11.7 = 33.300000000000004, 21.5 + 11.8 = 33.3).
        let margin = sectionOverhang + 1e-9 * (1 + abs(lo) + abs(hi))
        // Spec D7: with a negative inter-section spacing a section may start (and end) before the one before
        // it, so the sections are not searched but all visited; each still tests its own frames.
        let ordered = layout.configuration.interSectionSpacing >= 0
        var s = ordered ? lowerBound(sections.count) { placedFrame(self.sections[$0]).max(m) + margin < lo } : 0
        while s < sections.count {
            let section = sections[s]
            if placedFrame(section).min(m) - margin > hi {
                if ordered { break }
            } else {
                body(section)
            }
            s += 1
        }
    }

    /// The index of the first element in 0..<count for which `isBefore` is false (binary search).
    func lowerBound(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isBefore(mid) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The range of group instances whose cells or attached supplementaries can meet [lo, hi] on the
    /// section's group axis (relative to the section's start when that axis is the scroll axis).
    func groupRange(_ section: SolvedSection, lo: Double, hi: Double) -> Range<Int> {
        let count = section.groupCount
        guard count > 0 else { return 0..<0 }
        if !section.storesInstanceStarts {
            let stride = section.groupStride
            if stride <= 0 { return 0..<count }
            // One group of margin on each side absorbs rounding differences with the stored frames.
            let gLo = ((lo - section.instanceMax - section.firstGroupStart) / stride).rounded(.up)
            let gHi = ((hi - section.instanceMin - section.firstGroupStart) / stride).rounded(.down)
            let a = Int(max(0, min(Double(count), gLo - 1)))
            let b = Int(max(-1, min(Double(count - 1), gHi + 1)))
            return a <= b ? a..<(b + 1) : 0..<0
        }
        // Spec D7: a negative spacing longer than an instance makes starts decrease; search none of them.
        if !section.startsAscend { return 0..<count }
        // Frames are (start + leaf.y) + height while this sums start + (leaf.y + height): allow for the
        // rounding difference (a few ulps of the coordinates involved), and for the pixel grid.
        let s = section.index
        let pad = 1e-9 * (1 + abs(lo) + abs(hi)) + (grid.scale > 0 ? 1 / grid.scale : 0)
        let a = lowerBound(count) { startsAndLengths[section: s, index: $0] + section.instanceMax + pad < lo }
        let b = lowerBound(count) { startsAndLengths[section: s, index: $0] + section.instanceMin - pad <= hi }
        return a < b ? a..<b : 0..<0
    }

    /// The items and the stored attached supplementaries of `section` whose group instances can meet `rect`,
    /// its content moved `shift` back by an orthogonal scroll (spec S9): what a rect query tests one by one.
    /// - Complexity: O(log g) (O(g) where spec D7 makes starts decrease, see `groupRange`).
    @inline(__always)
    func storedRanges(_ section: SolvedSection, meeting rect: Rect, orthogonalOffset shift: Double)
        -> (cells: Range<Int>, attached: Range<Int>)
    {
        let definition = definitions[section.definition]
        let a = definition.groupAxis
        let start = a == scrollDirection ? placedFrame(section).min(a) : 0
        // Instances are found in the stored frames: unmirrored, at orthogonal offset 0. The frames as
        // reported are then tested against `rect`.
        var searched = isMirrored && a == .horizontal ? rect.mirrored(inWidth: contentSize.width) : rect
        if shift != 0 && a == .horizontal { searched.x += shift }
        if shift != 0 && a == .vertical { searched.y += shift }
        let range = groupRange(section, lo: searched.min(a) - start, hi: searched.max(a) - start)
        guard !range.isEmpty else { return (0..<0, 0..<0) }
        let firstItem = range.lowerBound * definition.itemsPerGroup
        let lastItem = min(section.itemCount, range.upperBound * definition.itemsPerGroup)
        let perGroup = definition.attachedPerGroup
        let firstAttached = range.lowerBound * perGroup
        let endAttached = min(attached.count(section.index), range.upperBound * perGroup)
        return (firstItem..<max(firstItem, lastItem), firstAttached..<max(firstAttached, endAttached))
    }

    /// Calls `body` for the elements of one section that meet `rect`, an orthogonal section's content moved
    /// `orthogonalOffset` back from its frames at rest (spec S9).
    func visitSection(
        _ section: SolvedSection, rect: Rect, includePinned: Bool, orthogonalOffset shift: Double,
        _ body: (consuming ElementAttributes, Double?) -> Void
    ) {
        let s = section.index
        let (cells, attachedRange) = storedRanges(section, meeting: rect, orthogonalOffset: shift)
        let z = definitions[section.definition].leafZIndex
        let reader = CellReader(self, section)
        for item in cells {
            let frame = absolute(reader.frame(item), in: section)
            if scrolled(frame, by: shift).touches(rect) {
                body(cellAttributes(section: section, item: item, frame: frame, zIndices: z), shift)
            }
        }
        for i in attachedRange {
            let r = attachedRecord(section, i)
            if scrolled(r.frame, by: shift).touches(rect) { body(attachedAttributes(r, section: s), shift) }
        }
        for i in 0..<boundary.count(s) {
            let r = boundaryRecord(section, i)
            if (includePinned || !r.pinned) && r.frame.touches(rect) {
                body(boundaryAttributes(r, frame: r.frame), nil)
            }
        }
        for i in 0..<decorations.count(s) {
            let r = decorationRecord(section, i)
            if r.frame.touches(rect) { body(decorationAttributes(r), nil) }
        }
    }
}

extension SolvedLayout {
    /// Room a rect query reserves before it fills its array: a phone screen of a grid or a list shows 20 to 40
    /// elements, which an array grown from empty reached in six reallocations (about a seventh of a 1 M-item
    /// grid's query).
    package static let reservedQueryCount = 32
}
