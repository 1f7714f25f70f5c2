/// Every element of a solved layout in output order — by section, then item, cells before supplementaries
/// before decorations — made one at a time while it is iterated; `SolvedLayout.elements(atScrollOffset:)` and
/// `allElements()` are this sequence collected into an array, so the order is defined here only.
///
/// Cells and attached supplementaries are read from the solve's storage as they are reached; only the
/// boundary supplementaries and decorations (a few per section) are listed up front, and, when a section
/// has a visible-items hook (spec L5), the elements the hooks changed (those in the visible rect). Reading
/// a layout of n elements this way holds O(s + b + v) beyond the solve (s sections, b boundary items and
/// decorations, v visible elements of hooked sections), where the array holds O(n).
public struct OrderedElements: Sequence, Sendable {
    private let layout: SolvedLayout
    /// The boundary supplementaries (pinned for the offset) and decorations, in output order.
    private let others: [ElementAttributes]
    /// Per section position, the order to read its attached supplementaries in; empty when they are stored by
    /// item.
    private let attachedOrder: [[Int32]]
    /// How far `orthogonalOffsets` scrolls each section's content (spec S9), by position in `layout.sections`;
    /// empty when it scrolls none.
    private let shifts: [Double]
    /// The elements visible-items hooks changed, by position in output order, ascending.
    private var hooked: [(position: Int, element: ElementAttributes)] = []

    /// The elements of `layout` as they stand at scroll offset `offset`, with the orthogonal sections in
    /// `orthogonalOffsets` scrolled (spec S9) and the visible-items hooks applied (spec L5); with a nil offset,
    /// every element at rest: pinned items unmoved, no hooks.
    init(_ layout: SolvedLayout, offset: Double?, orthogonalOffsets: [Int: Double] = [:]) {
        self.layout = layout
        let shifts = layout.sections.map { layout.orthogonalShift(of: $0, in: orthogonalOffsets) }
        self.shifts = shifts.contains { $0 != 0 } ? shifts : []
        others = Self.listedElements(of: layout, offset: offset)
        attachedOrder = layout.sections.map { Self.attachedReadingOrder(of: $0, in: layout) }
        guard let offset else { return }
        hooked = hookedElements(atScrollOffset: offset, orthogonalOffsets: orthogonalOffsets)
    }

    /// The boundary supplementaries (pinned for `offset`; at rest when nil) and decorations of `layout`, the
    /// layout-wide items included, sorted by index path and category, keeping the solve order within each.
    private static func listedElements(of layout: SolvedLayout, offset: Double?) -> [ElementAttributes] {
        func place(_ r: BoundaryRecord) -> Rect { offset.map { layout.pinnedFrame(r, scrollOffset: $0) } ?? r.frame }
        var others: [ElementAttributes] = []
        for section in layout.sections {
            for i in 0..<layout.boundary.count(section.index) {
                let r = layout.boundaryRecord(section, i)
                others.append(layout.boundaryAttributes(r, frame: place(r)))
            }
            for i in 0..<layout.decorations.count(section.index) {
                others.append(layout.decorationAttributes(layout.decorationRecord(section, i)))
            }
        }
        for r in layout.layoutBoundary { others.append(layout.boundaryAttributes(r, frame: place(r))) }
        // Stable: the solve order is kept within one index path and category.
        return others.indices.sorted { a, b in
            let x = others[a]
            let y = others[b]
            if x.indexPath != y.indexPath { return x.indexPath < y.indexPath }
            if x.category != y.category { return x.category.rank < y.category.rank }
            return a < b
        }.map { others[$0] }
    }

    /// The order to read the attached supplementaries of `section` in, by item, stable within one item; empty
    /// when they are already stored by item.
    private static func attachedReadingOrder(of section: SolvedSection, in layout: SolvedLayout) -> [Int32] {
        let s = section.index
        let n = layout.attached.count(s)
        let sortedByItem = (0..<Swift.max(0, n - 1)).allSatisfy {
            layout.attached[section: s, index: $0].item <= layout.attached[section: s, index: $0 + 1].item
        }
        guard !sortedByItem else { return [] }
        // Stable: the records of one item keep their stored order.
        return (0..<Int32(n)).sorted {
            let a = layout.attached[section: s, index: Int($0)].item
            let b = layout.attached[section: s, index: Int($1)].item
            return a != b ? a < b : $0 < $1
        }
    }

    /// The elements the visible-items hooks change at scroll offset `offset` (spec L5), by position in order.
    ///
    /// Empty when no section has a hook. It reads the other streams, so it runs once they are set.
    private func hookedElements(atScrollOffset offset: Double, orthogonalOffsets: [Int: Double])
        -> [(position: Int, element: ElementAttributes)]
    {
        let handled = Set(
            layout.sections.filter { layout.definitions[$0.definition].section.visibleItemsHandler != nil }.map(\.index)
        )
        guard !handled.isEmpty else { return [] }
        // The hooks see the elements of their section that meet the visible rect once scrolled, in output
        // order, each with its shift (content) or none (boundary items and decorations); `applyHooks` then
        // scrolls them.
        let visible = layout.visibleRect(atScrollOffset: offset)
        var shown: [ElementAttributes] = []
        var shownShifts: [Double?] = []
        var positions: [Int] = []
        var cursor = start()
        var position = 0
        while true {
            let stream = nextStream(cursor)
            if stream == .end { break }
            let shift = contentShift(stream, cursor)
            let element = take(stream, &cursor)
            if handled.contains(element.indexPath.section) && element.category != .decoration
                && layout.scrolled(element.frame, by: shift ?? 0).intersects(visible)
            {
                shown.append(element)
                shownShifts.append(shift)
                positions.append(position)
            }
            position += 1
        }
        layout.applyHooks(&shown, shifts: shownShifts, offset: offset, orthogonalOffsets: orthogonalOffsets)
        return Array(zip(positions, shown))
    }

    /// The number of elements.
    public var underestimatedCount: Int { layout.elementCount }

    /// An iterator at the first element.
    public func makeIterator() -> Iterator { Iterator(elements: self, cursor: start()) }

    /// Every element, in order, in one array: what iterating gives, without an iterator's copies.
    ///
    /// Runs of cells that come before any other element and that no hook changed, the bulk of most layouts,
    /// are copied in a loop of their own.
    /// - Complexity: O(n).
    func collected() -> [ElementAttributes] {
        var result: [ElementAttributes] = []
        result.reserveCapacity(layout.elementCount)
        var cursor = start()
        while true {
            let stream = nextStream(cursor)
            if stream == .end { break }
            let hookedNext = cursor.hookedIndex < hooked.count ? hooked[cursor.hookedIndex].position : Int.max
            if stream == .cell && hookedNext > cursor.position {
                // The run stops before the next element a hook changed.
                let end =
                    hookedNext == Int.max
                    ? cellRunEnd(cursor)
                    : Swift.min(cellRunEnd(cursor), cursor.cellItem + (hookedNext - cursor.position))
                let p = cursor.cellSection
                let section = layout.sections[p]
                let shift = shifts.isEmpty ? 0 : shifts[p]
                let reader = CellReader(layout, section)
                for item in cursor.cellItem..<end {
                    var element = layout.cellAttributes(
                        section: section, item: item, frame: layout.absolute(reader.frame(item), in: section))
                    if shift != 0 { element.frame = layout.scrolled(element.frame, by: shift) }
                    result.append(element)
                }
                cursor.position += end - cursor.cellItem
                cursor.cellItem = end
                refreshCell(&cursor)
                continue
            }
            result.append(next(stream, &cursor))
        }
        return result
    }

    /// Reads the elements in output order: the cell, attached and listed streams merged by index path and
    /// category, each stream already in that order.
    public struct Iterator: IteratorProtocol {
        fileprivate let elements: OrderedElements
        fileprivate var cursor: Cursor

        /// The next element in output order, or nil after the last.
        public mutating func next() -> ElementAttributes? { elements.next(&cursor) }
    }

    /// Where an element stands in output order: section, item, then category rank.
    fileprivate struct Key: Comparable {
        var section: Int
        var item: Int
        var rank: Int

        /// After every element: the key of a stream at its end.
        static let end = Key(section: .max, item: .max, rank: .max)

        /// Section, then item, then rank.
        static func < (a: Key, b: Key) -> Bool {
            a.section != b.section ? a.section < b.section : a.item != b.item ? a.item < b.item : a.rank < b.rank
        }
    }

    /// A position in the three streams and in output order, with the key of each stream's next element.
    fileprivate struct Cursor {
        /// The next cell: its section's position in `layout.sections`, its item, and that section's item count.
        var cellSection = 0
        var cellItem = 0
        var cellEnd = 0
        /// The next attached supplementary: its section's position, its place in that section's reading order,
        /// and where it is stored.
        var attachedSection = 0
        var attachedPosition = 0
        var attachedStored = 0
        /// The next boundary supplementary or decoration.
        var otherIndex = 0
        /// The position in output order of the next element, and the next element a hook changed.
        var position = 0
        var hookedIndex = 0
        /// The key of each stream's next element; `Key.end` for a stream at its end.
        var cell = Key.end
        var attached = Key.end
        var other = Key.end
    }

    /// A cursor at the first element.
    private func start() -> Cursor {
        var cursor = Cursor()
        refreshCell(&cursor)
        refreshAttached(&cursor)
        refreshOther(&cursor)
        return cursor
    }

    /// The element at `cursor`, hooked and scrolled, or nil after the last; moves `cursor` past it.
    private func next(_ cursor: inout Cursor) -> ElementAttributes? {
        let stream = nextStream(cursor)
        return stream == .end ? nil : next(stream, &cursor)
    }

    /// The element of `stream`, which is not at its end, at `cursor`, hooked and scrolled; moves `cursor` past it.
    @inline(__always)
    private func next(_ stream: Stream, _ cursor: inout Cursor) -> ElementAttributes {
        let shift = contentShift(stream, cursor)
        var element = take(stream, &cursor)
        if cursor.hookedIndex < hooked.count && hooked[cursor.hookedIndex].position == cursor.position {
            element = hooked[cursor.hookedIndex].element
            cursor.hookedIndex += 1
        } else if let shift, shift != 0 {
            element.frame = layout.scrolled(element.frame, by: shift)
        }
        cursor.position += 1
        return element
    }

    /// The three streams of elements, each in output order, and the end of all three.
    private enum Stream {
        case cell, attached, other, end
    }

    /// The stream whose element comes next at `cursor`: this is the whole of the order.
    ///
    /// The smallest key comes first; on a tie the earlier stream, as the solve lists cells, then attached
    /// supplementaries, then the others.
    @inline(__always)
    private func nextStream(_ cursor: Cursor) -> Stream {
        if cursor.cell != .end && cursor.cell <= cursor.attached && cursor.cell <= cursor.other { return .cell }
        if cursor.attached != .end && cursor.attached <= cursor.other { return .attached }
        return cursor.other != .end ? .other : .end
    }

    /// How far the orthogonal offsets scroll the element of `stream` at `cursor`: its section's shift for
    /// section content (cells and attached supplementaries), nil for boundary items and decorations.
    @inline(__always)
    private func contentShift(_ stream: Stream, _ cursor: Cursor) -> Double? {
        switch stream {
        case .cell: shifts.isEmpty ? 0 : shifts[cursor.cellSection]
        case .attached: shifts.isEmpty ? 0 : shifts[cursor.attachedSection]
        case .other, .end: nil
        }
    }

    /// The element of `stream`, which is not at its end, at `cursor`, before hooks and orthogonal scrolling;
    /// moves `cursor` past it.
    @inline(__always)
    private func take(_ stream: Stream, _ cursor: inout Cursor) -> ElementAttributes {
        switch stream {
        case .cell:
            let section = layout.sections[cursor.cellSection]
            let element = layout.cellAttributes(
                section: section, item: cursor.cellItem, frame: layout.cellFrame(section, cursor.cellItem))
            cursor.cellItem += 1
            refreshCell(&cursor)
            return element
        case .attached:
            let element = layout.attachedAttributes(
                layout.attachedRecord(layout.sections[cursor.attachedSection], cursor.attachedStored),
                section: cursor.attached.section)
            cursor.attachedPosition += 1
            refreshAttached(&cursor)
            return element
        case .other, .end:
            let element = others[cursor.otherIndex]
            cursor.otherIndex += 1
            refreshOther(&cursor)
            return element
        }
    }

    /// When a cell comes next at `cursor`, the end of the run of its section's cells that come before any other
    /// element: a cell (s, i) comes before a supplementary or decoration (s, j) while i <= j (`nextStream`).
    private func cellRunEnd(_ cursor: Cursor) -> Int {
        var end = cursor.cellEnd
        if cursor.attached.section == cursor.cell.section { end = Swift.min(end, cursor.attached.item + 1) }
        if cursor.other.section == cursor.cell.section { end = Swift.min(end, cursor.other.item + 1) }
        return end
    }

    /// Sets the cell key of `cursor`, first moving past sections that have no more cells.
    private func refreshCell(_ cursor: inout Cursor) {
        if cursor.cellItem >= cursor.cellEnd {
            while cursor.cellSection < layout.sections.count
                && cursor.cellItem >= layout.sections[cursor.cellSection].itemCount
            {
                cursor.cellSection += 1
                cursor.cellItem = 0
            }
            guard cursor.cellSection < layout.sections.count else {
                cursor.cell = .end
                return
            }
            cursor.cellEnd = layout.sections[cursor.cellSection].itemCount
            cursor.cell = Key(section: layout.sections[cursor.cellSection].index, item: cursor.cellItem, rank: 0)
            return
        }
        cursor.cell.item = cursor.cellItem
    }

    /// Sets the attached key and stored index of `cursor`, first moving past sections that have no more
    /// attached supplementaries.
    private func refreshAttached(_ cursor: inout Cursor) {
        while cursor.attachedSection < layout.sections.count
            && cursor.attachedPosition >= layout.attached.count(layout.sections[cursor.attachedSection].index)
        {
            cursor.attachedSection += 1
            cursor.attachedPosition = 0
        }
        guard cursor.attachedSection < layout.sections.count else {
            cursor.attached = .end
            return
        }
        let s = layout.sections[cursor.attachedSection].index
        cursor.attachedStored =
            attachedOrder[cursor.attachedSection].isEmpty
            ? cursor.attachedPosition : Int(attachedOrder[cursor.attachedSection][cursor.attachedPosition])
        cursor.attached = Key(section: s, item: layout.attached[section: s, index: cursor.attachedStored].item, rank: 1)
    }

    /// Sets the other key of `cursor`.
    private func refreshOther(_ cursor: inout Cursor) {
        guard cursor.otherIndex < others.count else {
            cursor.other = .end
            return
        }
        let o = others[cursor.otherIndex]
        cursor.other = Key(section: o.indexPath.section, item: o.indexPath.item, rank: o.category.rank)
    }
}

extension SolvedLayout {
    /// Every element as `elements(atScrollOffset:orthogonalOffsets:)` gives it, in the same order, made one at a
    /// time as the sequence is iterated (`OrderedElements`): for reading a large layout once without a second
    /// copy.
    public func orderedElements(atScrollOffset offset: Double = 0, orthogonalOffsets: [Int: Double] = [:])
        -> OrderedElements
    {
        OrderedElements(self, offset: offset, orthogonalOffsets: orthogonalOffsets)
    }
}
