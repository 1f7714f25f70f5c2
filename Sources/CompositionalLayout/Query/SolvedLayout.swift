/// The result of a solve: the content size and every element's frame, stored section by section (cells in
/// one buffer of frames), with queries that do not scan every element.
public struct SolvedLayout: Sendable {
    /// The environment the layout was solved for.
    public let environment: LayoutEnvironment
    /// The scroll axis.
    public let scrollDirection: Axis
    /// The size of all content: the union of section frames, at least the container across the scroll axis.
    public internal(set) var contentSize: Size
    /// The solved sections, in order.
    public internal(set) var sections: [SolvedSection]
    /// Overflows the solve found in its group plans and section plans (legal, probably unintended).
    ///
    /// Each cause once, at most `LayoutWarning.maximumCount`; `overlappingCells()` finds their effect.
    public internal(set) var warnings: [LayoutWarning]

    /// The layout that was solved (an incremental re-solve falls back to a full one when it differs).
    let layout: Layout
    let grid: PixelGrid
    var cells: SectionStore<Rect>
    var attached: SectionStore<AttachedRecord>
    var boundary: SectionStore<BoundaryRecord>
    var decorations: SectionStore<DecorationRecord>
    /// Per self-sizing section, where each group instance starts along the group axis; then, in a section with
    /// computed cells (`SolvedSection.computedCells`), each computed cell's length across its stack.
    var startsAndLengths: SectionStore<Double>
    /// Layout-wide boundary items: absolute frames on the pixel grid.
    var layoutBoundary: [BoundaryRecord]
    var definitions: [SectionDefinition]
    var kinds: ElementKinds
    /// The largest distance any element pokes out of its section frame.
    var sectionOverhang: Double
    /// The largest overhang of one section, without the pixel grid's slack: a re-solve that keeps the section
    /// it belongs to knows the largest one without reading every section.
    var sectionsOverhang = LargestOverhang()
    /// The space before all content along the scroll axis (spec L7).
    ///
    /// 0, or what ends short content at the end of the visible area. A re-solve reads it to know whether
    /// the previous sections were moved by it.
    var leadingSpace = 0.0
    /// The plans the sections were placed with (plan i is `definitions[i]`), which a re-solve of the same
    /// layout in the same environment keeps instead of planning the changed sections again.
    var plans = PlanCache()
    /// The item counts solved: a re-solve compares them with its data's to find the sections that changed.
    var itemCounts: [Int] = []

    /// The element kinds, by interned id.
    var elementKinds: [String] { kinds.names }

    /// Every cell's frame, section by section, item by item.
    public var cellFrames: CellFrames { CellFrames(self) }

    /// The number of cells.
    public var cellCount: Int { sections.last?.cellRange.upperBound ?? 0 }

    /// The number of elements of every kind (cells, supplementaries, decorations).
    public var elementCount: Int {
        var total = cellCount + layoutBoundary.count
        for s in sections.indices { total += attached.count(s) + boundary.count(s) + decorations.count(s) }
        return total
    }

    /// The section description section `index` was solved from, or nil when there is no such section.
    public func definition(ofSection index: Int) -> Section? {
        sections.indices.contains(index) ? definitions[sections[index].definition].section : nil
    }

    /// The frame of the cell at `indexPath`, or nil when there is no such cell.
    /// - Complexity: O(1).
    public func frame(ofCellAt indexPath: IndexPath) -> Rect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        return cellFrame(section, indexPath.item)
    }

    /// The attributes of the cell at `indexPath`, or nil when there is no such cell.
    /// - Complexity: O(1).
    public func attributes(ofCellAt indexPath: IndexPath) -> ElementAttributes? {
        guard let frame = frame(ofCellAt: indexPath) else { return nil }
        return cellAttributes(section: sections[indexPath.section], item: indexPath.item, frame: frame)
    }

    // MARK: Reading stored elements

    /// A stored frame, relative to its section's start, in layout coordinates on the pixel grid (spec R1),
    /// mirrored when the layout runs right to left (spec L6).
    @inline(__always)
    func absolute(_ r: Rect, in section: SolvedSection) -> Rect {
        let base = section.placedStart
        let moved =
            scrollDirection == .vertical
            ? Rect(x: r.x, y: r.y + base, width: r.width, height: r.height)
            : Rect(x: r.x + base, y: r.y, width: r.width, height: r.height)
        let rounded = grid.round(moved)
        return isMirrored ? rounded.mirrored(inWidth: contentSize.width) : rounded
    }

    /// True when the layout runs right to left and every frame it reports is mirrored (spec L6).
    var isMirrored: Bool { environment.traits.layoutDirection == .rightToLeft }

    /// True when the layout runs right to left along a horizontal scroll axis: sections then follow one
    /// another leftwards from the right edge, and queries along the scroll axis work on the frames unmirrored.
    var mirrorsScrollAxis: Bool { isMirrored && scrollDirection == .horizontal }

    /// A section's frame as it was placed, left to right: the reported frame, at its placed start when the
    /// layout mirrors its scroll axis (`mirrorsScrollAxis`), so that sections ascend along the scroll axis.
    @inline(__always)
    func placedFrame(_ section: SolvedSection) -> Rect {
        let f = section.frame
        return mirrorsScrollAxis ? Rect(x: section.placedStart, y: f.y, width: f.width, height: f.height) : f
    }

    /// How far an orthogonal section's content moves from its reported frames when `offsets` scrolls it: the
    /// effective offset of the one set minus the offset at rest (spec S9); 0 when none is set and for any
    /// other section.
    func orthogonalShift(of section: SolvedSection, in offsets: [Int: Double]) -> Double {
        guard let info = section.orthogonal, let offset = offsets[section.index] else { return 0 }
        return info.effectiveOffset(offset) - info.offsetAtRest
    }

    /// The offset an orthogonal section shows in `offsets`, as UIKit reports it: the effective offset of
    /// the one set, else its offset at rest; 0 for any other section (spec S9).
    func effectiveOrthogonalOffset(of section: SolvedSection, in offsets: [Int: Double]) -> Double {
        guard let info = section.orthogonal else { return 0 }
        return offsets[section.index].map(info.effectiveOffset) ?? info.offsetAtRest
    }

    /// A reported frame of an orthogonal section's content scrolled by `offset` (spec S9): moved back along
    /// the section's scroll axis, which runs leftwards in a right-to-left layout.
    @inline(__always)
    func scrolled(_ frame: Rect, by offset: Double) -> Rect {
        guard offset != 0 else { return frame }
        if scrollDirection == .vertical {
            return Rect(
                x: frame.x + (isMirrored ? offset : -offset), y: frame.y, width: frame.width, height: frame.height)
        }
        return Rect(x: frame.x, y: frame.y - offset, width: frame.width, height: frame.height)
    }

    /// The frame of item `item` of `section`.
    @inline(__always)
    func cellFrame(_ section: SolvedSection, _ item: Int) -> Rect {
        if item < section.computedCells { return absolute(computedCellFrame(section, item), in: section) }
        return absolute(cells[section: section.index, index: item - section.computedCells], in: section)
    }

    /// The stored-form frame of computed cell `item` of `section` (`SolvedSection.computedCells`): its leaf at
    /// its measured length, at its instance's start; the arithmetic of the shortcut that placed it
    /// (`ComputedCells`), so the bits a stored frame would have.
    ///
    /// Reads `definitions` field by field: a copy of a definition retains and releases its arrays, which cost
    /// a list's `cellFrames` 16 times the stored frames' time.
    @inline(__always)
    func computedCellFrame(_ section: SolvedSection, _ item: Int) -> Rect {
        let d = section.definition
        let s = section.index
        return definitions[d].computedCells.frame(
            of: item, length: startsAndLengths[section: s, index: section.groupCount + item],
            across: section.computedAcross, column: { definitions[d].computedColumns[$0] },
            start: { startsAndLengths[section: s, index: $0] })
    }

    /// Attached supplementary `i` of `section`, its frame absolute.
    @inline(__always)
    func attachedRecord(_ section: SolvedSection, _ i: Int) -> AttachedRecord {
        var r = attached[section: section.index, index: i]
        r.frame = absolute(r.frame, in: section)
        return r
    }

    /// Boundary supplementary `i` of `section`, its frame absolute and its host the range it may pin in: the
    /// section's frame, without the extending items of the other edge (spec B5).
    func boundaryRecord(_ section: SolvedSection, _ i: Int) -> BoundaryRecord {
        var r = boundary[section: section.index, index: i]
        r.frame = absolute(r.frame, in: section)
        let m = scrollDirection
        let unit = m == .vertical ? r.alignment.unitPoint.y : r.alignment.unitPoint.x
        // As placed, a leading item stops before the trailing items and a trailing one after the leading items;
        // right to left along a horizontal scroll axis, the placed start is the reported end (spec L6).
        let startCut = unit == 1 ? section.pinLength.lead : 0
        let endCut = unit == 0 ? section.pinLength.trail : 0
        let mirrored = mirrorsScrollAxis
        r.hostMin = section.frame.min(m) + (mirrored ? endCut : startCut)
        r.hostMax = section.frame.max(m) - (mirrored ? startCut : endCut)
        return r
    }

    /// Decoration `i` of `section`, its frame absolute.
    func decorationRecord(_ section: SolvedSection, _ i: Int) -> DecorationRecord {
        var r = decorations[section: section.index, index: i]
        r.frame = absolute(r.frame, in: section)
        return r
    }

    /// Every boundary supplementary, section by section, then the layout-wide ones, frames absolute.
    func allBoundaryRecords() -> [BoundaryRecord] {
        var result: [BoundaryRecord] = []
        for section in sections {
            for i in 0..<boundary.count(section.index) { result.append(boundaryRecord(section, i)) }
        }
        return result + layoutBoundary
    }

    /// The supplementaries of `elementKind` at `indexPath` (item-attached, group-attached or boundary).
    /// - Complexity: O(m + b): m = attached supplementaries of one group instance, b = boundary items of
    ///   the section.
    public func supplementaries(ofKind elementKind: String, at indexPath: IndexPath) -> [ElementAttributes] {
        guard let kind = elementKinds.firstIndex(of: elementKind), sections.indices.contains(indexPath.section),
            indexPath.item >= 0
        else { return [] }
        let section = sections[indexPath.section]
        let definition = definitions[section.definition]
        var result: [ElementAttributes] = []
        // Attached records are stored instance by instance, `attachedPerGroup` per full instance. An item's
        // own supplementaries are in instance item / k; a group's in instance item / (groups per instance).
        let perGroup = definition.attachedPerGroup
        let stored = attached.count(section.index)
        if perGroup > 0 && definition.itemsPerGroup > 0 {
            let ordinals = max(1, definition.groupOrdinals)
            var seen = Set<Int>()
            for g in [indexPath.item / definition.itemsPerGroup, indexPath.item / ordinals]
            where g < section.groupCount && seen.insert(g).inserted {
                let lo = g * perGroup
                let hi = min(stored, lo + perGroup)
                guard lo < hi else { continue }
                for i in lo..<hi {
                    let r = attached[section: section.index, index: i]
                    if r.item == indexPath.item && r.kind == Int32(kind) {
                        result.append(attachedAttributes(attachedRecord(section, i), section: section.index))
                    }
                }
            }
        }
        if indexPath.item == 0 {
            for i in 0..<boundary.count(section.index) where boundary[section: section.index, index: i].kind == kind {
                let r = boundaryRecord(section, i)
                result.append(boundaryAttributes(r, frame: r.frame))
            }
        }
        return result
    }

    // MARK: Building attributes

    @inline(__always)
    func cellAttributes(section: SolvedSection, item: Int, frame: Rect) -> ElementAttributes {
        cellAttributes(section: section, item: item, frame: frame, zIndices: definitions[section.definition].leafZIndex)
    }

    /// `cellAttributes(section:item:frame:)` with the section's leaf z-indices read by the caller, once for
    /// all the cells it builds: read per cell through `definitions`, they retain and release its arrays.
    @inline(__always)
    func cellAttributes(section: SolvedSection, item: Int, frame: Rect, zIndices z: [Int]) -> ElementAttributes {
        ElementAttributes(
            category: .cell, elementKind: nil, indexPath: IndexPath(section: section.index, item: item), frame: frame,
            zIndex: z.isEmpty ? 0 : z[item % z.count])
    }

    func attachedAttributes(_ r: AttachedRecord, section: Int) -> ElementAttributes {
        ElementAttributes(
            category: .supplementary, elementKind: elementKinds[Int(r.kind)],
            indexPath: IndexPath(section: section, item: r.item), frame: r.frame, zIndex: Int(r.zIndex),
            isHidden: r.isHidden)
    }

    func boundaryAttributes(_ r: BoundaryRecord, frame: Rect) -> ElementAttributes {
        ElementAttributes(
            category: .supplementary, elementKind: elementKinds[r.kind],
            indexPath: IndexPath(section: max(0, r.section), item: 0), frame: frame, zIndex: r.zIndex)
    }

    func decorationAttributes(_ r: DecorationRecord) -> ElementAttributes {
        ElementAttributes(
            category: .decoration, elementKind: elementKinds[r.kind], indexPath: IndexPath(section: r.section, item: 0),
            frame: r.frame, zIndex: r.zIndex)
    }

    /// Every element at its resting place (scroll offset 0, orthogonal offsets 0, no hooks), ordered by
    /// section, then item, cells before supplementaries before decorations (`OrderedElements`).
    /// - Complexity: O(n + b log b), b = boundary items and decorations (and a sort of the attached
    /// supplementaries of a section that does not store them by item).
    public func allElements() -> [ElementAttributes] {
        OrderedElements(self, offset: nil).collected()
    }
}
