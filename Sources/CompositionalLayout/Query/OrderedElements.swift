/// Every element of a solved layout as `SolvedLayout.elements(atScrollOffset:)` lists them, in the same
/// order, made one at a time while it is iterated instead of held in one array.
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
    /// Per section whose attached supplementaries are not stored by item: the order to read them in.
    private let attachedOrder: [Int: [Int32]]
    /// The elements visible-items hooks changed, by position in output order, ascending.
    private var hooked: [(position: Int, element: ElementAttributes)] = []

    /// The elements of `layout` as they stand at scroll offset `offset`.
    init(_ layout: SolvedLayout, offset: Double) {
        self.layout = layout
        var others: [ElementAttributes] = []
        var order: [Int: [Int32]] = [:]
        for section in layout.sections {
            let s = section.index
            for i in 0..<layout.boundary.count(s) {
                let r = layout.boundaryRecord(section, i)
                others.append(layout.boundaryAttributes(r, frame: layout.pinnedFrame(r, scrollOffset: offset)))
            }
            for i in 0..<layout.decorations.count(s) {
                others.append(layout.decorationAttributes(layout.decorationRecord(section, i)))
            }
            let n = layout.attached.count(s)
            let sortedByItem = (0..<Swift.max(0, n - 1)).allSatisfy {
                layout.attached[section: s, index: $0].item <= layout.attached[section: s, index: $0 + 1].item
            }
            if !sortedByItem {
                // Stable: the records of one item keep their stored order, as the listed elements do.
                order[s] = (0..<Int32(n)).sorted {
                    let a = layout.attached[section: s, index: Int($0)].item
                    let b = layout.attached[section: s, index: Int($1)].item
                    return a != b ? a < b : $0 < $1
                }
            }
        }
        for r in layout.layoutBoundary {
            others.append(layout.boundaryAttributes(r, frame: layout.pinnedFrame(r, scrollOffset: offset)))
        }
        // Stable, as the listed elements are sorted: the solve order is kept within one index path and category.
        self.others = others.indices.sorted { a, b in
            let x = others[a]
            let y = others[b]
            if x.indexPath != y.indexPath { return x.indexPath < y.indexPath }
            if x.category != y.category { return x.category.rank < y.category.rank }
            return a < b
        }.map { others[$0] }
        attachedOrder = order
        let handled = Set(
            layout.sections.filter { layout.definitions[$0.definition].section.visibleItemsHandler != nil }.map(\.index)
        )
        guard !handled.isEmpty else { return }
        // The hooks see what `elements(atScrollOffset:)` shows them: the elements of their section that meet
        // the visible rect, in output order, each with its shift (0 for content, which no orthogonal offset
        // scrolls here; none for boundary items and decorations).
        let visible = layout.visibleRect(atScrollOffset: offset)
        var shown: [ElementAttributes] = []
        var shifts: [Double?] = []
        var positions: [Int] = []
        var iterator = makeIterator()
        var position = 0
        while let (element, isContent) = iterator.nextPlain() {
            if handled.contains(element.indexPath.section) && element.category != .decoration
                && element.frame.intersects(visible)
            {
                shown.append(element)
                shifts.append(isContent ? 0 : nil)
                positions.append(position)
            }
            position += 1
        }
        layout.applyHooks(&shown, shifts: shifts, offset: offset, orthogonalOffsets: [:])
        hooked = Array(zip(positions, shown))
    }

    /// The number of elements.
    public var underestimatedCount: Int { layout.elementCount }

    /// An iterator at the first element.
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Reads the elements in output order: the cell, attached and listed streams merged by index path and
    /// category, each stream already in that order.
    public struct Iterator: IteratorProtocol {
        private let elements: OrderedElements
        /// The next cell: its section and item.
        private var cellSection = 0
        private var cellItem = 0
        /// The next attached supplementary: its section and its position in that section's reading order.
        private var attachedSection = 0
        private var attachedPosition = 0
        /// The next boundary supplementary or decoration.
        private var otherIndex = 0
        /// The position in output order of the next element, and the next element a hook changed.
        private var position = 0
        private var hookedIndex = 0

        init(_ elements: OrderedElements) {
            self.elements = elements
            skipEmptySections()
        }

        /// The next element in output order, or nil after the last.
        public mutating func next() -> ElementAttributes? {
            guard var element = nextPlain()?.element else { return nil }
            let hooked = elements.hooked
            if hookedIndex < hooked.count && hooked[hookedIndex].position == position {
                element = hooked[hookedIndex].element
                hookedIndex += 1
            }
            position += 1
            return element
        }

        /// The next element before any visible-items hook, and whether it is section content (a cell or an
        /// attached supplementary) rather than a boundary item or decoration.
        mutating func nextPlain() -> (element: ElementAttributes, isContent: Bool)? {
            let layout = elements.layout
            let sections = layout.sections
            // Each candidate's key: section, item, category rank; on a tie the earlier stream comes first,
            // as the solve lists cells, then attached supplementaries, then the others.
            let cell = cellSection < sections.count ? (sections[cellSection].index, cellItem, 0) : nil
            var attached: (Int, Int, Int)?
            var stored = 0
            if attachedSection < sections.count {
                let s = sections[attachedSection].index
                stored = elements.attachedOrder[s].map { Int($0[attachedPosition]) } ?? attachedPosition
                attached = (s, layout.attached[section: s, index: stored].item, 1)
            }
            let other = elements.others.indices.contains(otherIndex) ? elements.others[otherIndex] : nil
            let otherKey = other.map { ($0.indexPath.section, $0.indexPath.item, $0.category.rank) }
            if let cell, attached.map({ cell <= $0 }) ?? true, otherKey.map({ cell <= $0 }) ?? true {
                let section = sections[cellSection]
                let element = layout.cellAttributes(
                    section: section, item: cellItem, frame: layout.cellFrame(section, cellItem))
                cellItem += 1
                skipEmptySections()
                return (element, true)
            }
            if let attached, otherKey.map({ attached <= $0 }) ?? true {
                let section = sections[attachedSection]
                let element = layout.attachedAttributes(
                    layout.attachedRecord(section, stored), section: section.index)
                attachedPosition += 1
                skipEmptySections()
                return (element, true)
            }
            guard let other else { return nil }
            otherIndex += 1
            return (other, false)
        }

        /// Moves the cell and attached positions past sections that have no more of them.
        private mutating func skipEmptySections() {
            let layout = elements.layout
            let sections = layout.sections
            while cellSection < sections.count && cellItem >= sections[cellSection].itemCount {
                cellSection += 1
                cellItem = 0
            }
            while attachedSection < sections.count
                && attachedPosition >= layout.attached.count(sections[attachedSection].index)
            {
                attachedSection += 1
                attachedPosition = 0
            }
        }
    }
}

extension SolvedLayout {
    /// Every element as `elements(atScrollOffset:)` gives it, in the same order, made one at a time as the
    /// sequence is iterated (`OrderedElements`): for reading a large layout once without a second copy.
    public func orderedElements(atScrollOffset offset: Double = 0) -> OrderedElements {
        OrderedElements(self, offset: offset)
    }
}
