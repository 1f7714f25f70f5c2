import CompositionalLayout

/// The replay's engine layout: every recorded element back at its frame, with its index path and zIndex.
///
/// The bridge copies frames and never applies a layout rule of its own: each engine value below is a recorded
/// number, or the difference between a recorded frame and the frame the replay gave its host (spec C1 for a
/// background, the root group's origin for the rest), which the engine adds back.
extension UIKitReplay {
    /// The engine layout that puts the recorded elements at their frames (see the type's summary).
    func layout(name: String, sections: Int) -> Layout {
        let axis = scrollDirection
        let replayed = elements.filter { $0.section >= 0 && $0.section < sections }
        let bySection = Dictionary(grouping: replayed, by: \.section)
        // Where each section starts along the scroll axis, as the engine stacks them (spec L3): from where the
        // content starts, each section with elements until the first element of the next one that has any
        // (or the content's end); one without elements takes no length (spec S8).
        let contentEnd = max(contentSize[axis], replayed.map { $0.frame.max(axis) }.max() ?? 0)
        let firsts = (0..<sections).map { s in bySection[s]?.map { $0.frame.min(axis) }.min() }
        var position = 0.0
        var replays: [SectionReplay] = []
        for s in 0..<sections {
            let next = firsts[(s + 1)...].lazy.compactMap { $0 }.first ?? contentEnd
            let length = firsts[s] == nil ? 0 : max(next - position, 0)
            replays.append(
                SectionReplay(
                    index: s, recipe: name, elements: bySection[s] ?? [], from: position, length: length,
                    across: contentSize[axis.cross], axis: axis))
            position += length
        }
        let failure = failure
        let sectionReplays = replays
        return Layout(
            provider: SectionProvider(name: "uikit:\(name)") { index, environment in
                if let failure { throw UIKitLayoutFailure(description: failure) }
                return sectionReplays[index].section(containerAcross: environment.container.contentSize[axis.cross])
            },
            configuration: LayoutConfiguration(scrollDirection: axis, contentInsetsReference: .none))
    }
}

/// One recorded section rebuilt as an engine section that starts at `from` along the scroll axis and is
/// `length` long, with no insets and the safe area ignored (`contentInsetsReference: .none`: the facade
/// already applied it).
///
/// Its cells are the frames of one custom group (spec G10), in item order, unless a supplementary names a
/// cell other than the first with its index path (a badge): then the cells are a tree of stacks
/// (`SectionReplay+Cells.swift`) whose leaves are the badged cells as items carrying their supplementaries
/// (spec A2), so the engine numbers each with its cell's index path. Supplementaries at item 0 (headers,
/// footers, layout-wide items, a badge of the first cell) are the root group's own, anchored at its
/// top-leading corner (spec A5 numbers them item 0). Decorations are section backgrounds (spec C1) inset
/// from the section's frame down to their recorded frames.
struct SectionReplay: Sendable {
    /// The section index.
    var index: Int
    /// The recipe's name, for provider names.
    var recipe: String
    /// The section's recorded elements, in layout coordinates.
    var elements: [UIKitReplay.Element]
    /// Where the section starts along the scroll axis.
    var from: Double
    /// Its length along the scroll axis.
    var length: Double
    /// The host's content length across the scroll axis.
    var across: Double
    /// The scroll axis.
    var axis: Axis

    /// `rect` relative to the section's start.
    func local(_ rect: Rect) -> Rect {
        axis == .vertical ? rect.offsetBy(dx: 0, dy: -from) : rect.offsetBy(dx: -from, dy: 0)
    }

    /// The engine section; `containerAcross` is the engine's container across the scroll axis, which the
    /// section's frame spans (spec S4, spec C1).
    func section(containerAcross: Double) -> Section {
        let sorted = partitioned()
        let (badges, own) = badgesByItem(sorted.supplementaries, cells: sorted.cells)
        // spec C2: the engine raises a decorated section's cells by 1, as the facade's numbers already are.
        let raised = sorted.decorations.isEmpty ? 0 : 1
        let cells = sorted.cells.map {
            Cell(
                item: $0.item, frame: local($0.frame), zIndex: $0.zIndex - raised,
                badges: badges.isEmpty ? [] : badges[$0.item] ?? [])
        }
        var whole = LayoutSize(width: .absolute(length), height: .absolute(length))
        whole[axis.cross] = .absolute(sorted.crossEnd)
        var group = root(cells, size: whole)
        let backgrounds = sorted.decorations.map { background($0, containerAcross: containerAcross) }
        guard cells.isEmpty, !own.isEmpty else {
            group.supplementaryItems = own.map { anchored($0, to: Point(x: 0, y: 0)) }
            return Section(
                group: group, decorationItems: backgrounds, contentInsetsReference: .none,
                supplementaryContentInsetsReference: .none)
        }
        // No cells, so no group instance to carry the supplementaries: they are boundary items that do not
        // extend the section, at its top-leading corner with their offsets (spec B3), and the section takes
        // its length as a content inset (spec S8: an empty section with boundary items keeps its insets).
        var insets = DirectionalInsets()
        if axis == .vertical { insets.top = length } else { insets.leading = length }
        return Section(
            group: group, contentInsets: insets,
            boundarySupplementaryItems: own.map { element in
                let r = local(element.frame)
                return BoundarySupplementaryItem(
                    elementKind: element.kind ?? "supplementary",
                    size: LayoutSize(width: .absolute(r.width), height: .absolute(r.height)), alignment: .topLeading,
                    offset: r.origin, extendsBoundary: false, zIndex: element.zIndex)
            },
            decorationItems: backgrounds, supplementariesFollowContentInsets: false, contentInsetsReference: .none,
            supplementaryContentInsetsReference: .none)
    }

    /// The section's elements by category, cells in item order, and where they end across the scroll axis
    /// (at least the host's content length): one pass, since a replayed section can hold every cell.
    private func partitioned() -> (
        cells: [UIKitReplay.Element], supplementaries: [UIKitReplay.Element], decorations: [UIKitReplay.Element],
        crossEnd: Double
    ) {
        var cells: [UIKitReplay.Element] = []
        var supplementaries: [UIKitReplay.Element] = []
        var decorations: [UIKitReplay.Element] = []
        cells.reserveCapacity(elements.count)
        var crossEnd = across
        var inOrder = true
        for element in elements {
            crossEnd = max(crossEnd, element.frame.max(axis.cross))
            switch element.category {
            case .cell:
                inOrder = inOrder && (cells.last.map { $0.item <= element.item } ?? true)
                cells.append(element)
            case .supplementaryView: supplementaries.append(element)
            case .decorationView: decorations.append(element)
            }
        }
        if !inOrder { cells.sort { $0.item < $1.item } }
        return (cells, supplementaries, decorations, crossEnd)
    }

    /// The supplementaries that carry a cell's index path other than the first (badges), by item, and the rest,
    /// which are the root group's (spec A5: item 0).
    private func badgesByItem(
        _ supplementaries: [UIKitReplay.Element], cells: [UIKitReplay.Element]
    ) -> (badges: [Int: [UIKitReplay.Element]], own: [UIKitReplay.Element]) {
        guard supplementaries.contains(where: { $0.item > 0 }) else { return ([:], supplementaries) }
        let items = Set(cells.map(\.item))
        let belongsToCell = { (e: UIKitReplay.Element) in e.item > 0 && items.contains(e.item) }
        return (
            Dictionary(grouping: supplementaries.filter(belongsToCell), by: \.item),
            supplementaries.filter { !belongsToCell($0) }
        )
    }

    /// A recorded decoration as a section background (spec C1): the section's frame, which spans the engine's
    /// container across the scroll axis (spec S4), inset down to the recorded frame.
    private func background(_ decoration: UIKitReplay.Element, containerAcross: Double) -> DecorationItem {
        let section = Rect(mainOrigin: 0, crossOrigin: 0, mainLength: length, crossLength: containerAcross, axis: axis)
        let f = local(decoration.frame)
        return DecorationItem(
            elementKind: decoration.kind ?? "decoration",
            contentInsets: DirectionalInsets(
                top: f.minY - section.minY, leading: f.minX - section.minX, bottom: section.maxY - f.maxY,
                trailing: section.maxX - f.maxX),
            zIndex: decoration.zIndex)
    }

    /// `element` as a supplementary of a host whose top-leading corner is `origin` (section coordinates).
    func anchored(_ element: UIKitReplay.Element, to origin: Point) -> SupplementaryItem {
        let r = local(element.frame)
        return SupplementaryItem(
            elementKind: element.kind ?? "supplementary",
            size: LayoutSize(width: .absolute(r.width), height: .absolute(r.height)),
            containerAnchor: Anchor(
                edges: [.top, .leading], offset: .absolute(Point(x: r.x - origin.x, y: r.y - origin.y))),
            zIndex: element.zIndex)
    }
}
