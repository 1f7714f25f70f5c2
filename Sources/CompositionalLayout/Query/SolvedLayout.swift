/// An item- or group-attached supplementary as stored in a solved layout.
struct AttachedRecord: Sendable, Hashable {
    var frame: Rect
    var kind: Int32
    var zIndex: Int32
    var item: Int
    var isHidden: Bool
}

/// A boundary supplementary (section or layout-wide) as stored in a solved layout.
struct BoundaryRecord: Sendable, Hashable {
    var frame: Rect
    var kind: Int
    var zIndex: Int
    /// Section index, or -1 for a layout-wide item.
    var section: Int
    var alignment: BoundaryAlignment
    var pinned: Bool
    /// The host's range along the scroll axis (its section frame, or the whole content), for pinning.
    var hostMin: Double
    var hostMax: Double
}

/// A decoration as stored in a solved layout.
struct DecorationRecord: Sendable, Hashable {
    var frame: Rect
    var kind: Int
    var zIndex: Int
    var section: Int
}

/// The result of a solve: the content size and every element's frame, stored contiguously (cells in one
/// array of frames, index path order), with queries that do not scan every element.
public struct SolvedLayout: Sendable {
    /// The environment the layout was solved for.
    public let environment: LayoutEnvironment
    /// The scroll axis.
    public let scrollDirection: Axis
    /// The size of all content: the union of section frames, at least the container across the scroll axis.
    public let contentSize: Size
    /// The solved sections, in order.
    public let sections: [SolvedSection]
    /// Every cell's frame, section by section, item by item.
    public let cellFrames: [Rect]

    let attached: [AttachedRecord]
    let boundary: [BoundaryRecord]
    let layoutBoundary: [BoundaryRecord]
    let decorations: [DecorationRecord]
    let elementKinds: [String]
    /// The largest distance any boundary item or decoration pokes out of its section frame.
    let sectionOverhang: Double
    /// Overflows the solve found in its group templates and section plans (legal, probably unintended).
    ///
    /// Each cause once, at most `LayoutWarning.maximumCount`; `overlappingCells()` finds their effect.
    public let warnings: [LayoutWarning]

    init(
        environment: LayoutEnvironment, scrollDirection: Axis, contentSize: Size, sections: [SolvedSection],
        cellFrames: [Rect], attached: [AttachedRecord], boundary: [BoundaryRecord], layoutBoundary: [BoundaryRecord],
        decorations: [DecorationRecord], elementKinds: [String], sectionOverhang: Double, warnings: [LayoutWarning] = []
    ) {
        self.warnings = warnings
        self.environment = environment
        self.scrollDirection = scrollDirection
        self.contentSize = contentSize
        self.sections = sections
        self.cellFrames = cellFrames
        self.attached = attached
        self.boundary = boundary
        self.layoutBoundary = layoutBoundary
        self.decorations = decorations
        self.elementKinds = elementKinds
        self.sectionOverhang = sectionOverhang
    }

    /// The number of cells.
    public var cellCount: Int { cellFrames.count }

    /// The number of elements of every kind (cells, supplementaries, decorations).
    public var elementCount: Int {
        cellFrames.count + attached.count + boundary.count + layoutBoundary.count + decorations.count
    }

    /// The frame of the cell at `indexPath`, or nil when there is no such cell.
    /// - Complexity: O(1).
    public func frame(ofCellAt indexPath: IndexPath) -> Rect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        return cellFrames[section.cellRange.lowerBound + indexPath.item]
    }

    /// The attributes of the cell at `indexPath`, or nil when there is no such cell.
    /// - Complexity: O(1).
    public func attributes(ofCellAt indexPath: IndexPath) -> ElementAttributes? {
        guard let frame = frame(ofCellAt: indexPath) else { return nil }
        return cellAttributes(section: sections[indexPath.section], item: indexPath.item, frame: frame)
    }

    /// The supplementaries of `elementKind` at `indexPath` (item-attached, group-attached or boundary).
    /// - Complexity: O(m + b): m = attached supplementaries of one group instance, b = boundary items of
    ///   the section.
    public func supplementaries(ofKind elementKind: String, at indexPath: IndexPath) -> [ElementAttributes] {
        guard let kind = elementKinds.firstIndex(of: elementKind), sections.indices.contains(indexPath.section),
            indexPath.item >= 0
        else { return [] }
        let section = sections[indexPath.section]
        var result: [ElementAttributes] = []
        // Attached records are stored instance by instance, `attachedPerGroup` per full instance. An item's
        // own supplementaries are in instance item / k; a group's in instance item / (groups per instance).
        if section.attachedPerGroup > 0 && section.itemsPerGroup > 0 {
            let ordinals = max(1, section.groupOrdinals)
            var seen = Set<Int>()
            for g in [indexPath.item / section.itemsPerGroup, indexPath.item / ordinals]
            where g < section.groupCount && seen.insert(g).inserted {
                let lo = section.attachedRange.lowerBound + g * section.attachedPerGroup
                let hi = min(section.attachedRange.upperBound, lo + section.attachedPerGroup)
                guard lo < hi else { continue }
                for i in lo..<hi where attached[i].item == indexPath.item && attached[i].kind == Int32(kind) {
                    result.append(attachedAttributes(attached[i], section: section.index))
                }
            }
        }
        if indexPath.item == 0 {
            for i in section.boundaryRange where boundary[i].kind == kind {
                result.append(boundaryAttributes(boundary[i], frame: boundary[i].frame))
            }
        }
        return result
    }

    // MARK: Building attributes

    @inline(__always)
    func cellAttributes(section: SolvedSection, item: Int, frame: Rect) -> ElementAttributes {
        let z = section.leafZIndex.isEmpty ? 0 : section.leafZIndex[item % section.leafZIndex.count]
        return ElementAttributes(
            category: .cell, elementKind: nil, indexPath: IndexPath(section: section.index, item: item), frame: frame,
            zIndex: z)
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
    /// section, then item, cells before supplementaries before decorations.
    /// - Complexity: O(n log n).
    public func allElements() -> [ElementAttributes] {
        collectElements(pinnedAt: nil)
    }

    /// Every element, with pinned boundary items at their place for `offset` when it is not nil.
    func collectElements(pinnedAt offset: Double?) -> [ElementAttributes] {
        var result: [ElementAttributes] = []
        result.reserveCapacity(elementCount)
        func place(_ r: BoundaryRecord) -> Rect { offset.map { pinnedFrame(r, scrollOffset: $0) } ?? r.frame }
        for section in sections {
            for item in 0..<section.itemCount {
                result.append(
                    cellAttributes(section: section, item: item, frame: cellFrames[section.cellRange.lowerBound + item])
                )
            }
            for i in section.attachedRange { result.append(attachedAttributes(attached[i], section: section.index)) }
            for i in section.boundaryRange { result.append(boundaryAttributes(boundary[i], frame: place(boundary[i]))) }
            for i in section.decorationRange { result.append(decorationAttributes(decorations[i])) }
        }
        for r in layoutBoundary { result.append(boundaryAttributes(r, frame: place(r))) }
        // Stable: within one index path and category, solve order is kept.
        return result.enumerated().sorted { a, b in
            if a.element.indexPath != b.element.indexPath { return a.element.indexPath < b.element.indexPath }
            if a.element.category != b.element.category { return a.element.category.rank < b.element.category.rank }
            return a.offset < b.offset
        }.map(\.element)
    }
}
