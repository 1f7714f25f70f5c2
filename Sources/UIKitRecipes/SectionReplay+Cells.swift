import CompositionalLayout

/// The cells of a replayed section as a tree of groups whose leaves sit at the recorded frames, in item
/// order, with each badged cell an item of its own (the engine numbers an item's supplementaries with the
/// item's index path, spec A4, and a custom group's frames carry none).
///
/// Stacks place their children one after the other (spec G7) and each across the axis on its own (spec
/// G8), so a run of cells is split, in item order, where everything before the cut ends before everything
/// after it starts along one axis; each part is a child whose edge spacing is the gap to the previous part
/// and its offset across. A part without badges is one custom group (spec G10) of its frames. Cells that no
/// cut separates (they overlap along both axes) follow each other with negative edge spacing, which the
/// engine accepts (spec D7) and warns of, as it would for the recorded layout's own overlap.
extension SectionReplay {
    /// One recorded cell in section coordinates: its item, frame, zIndex as the engine states it (before the
    /// spec C2 raise) and the supplementaries that carry its index path.
    struct Cell: Sendable {
        var item: Int
        var frame: Rect
        var zIndex: Int
        var badges: [UIKitReplay.Element]
    }

    /// The section's root group of `size`: one custom group of every frame when no cell has badges, else a
    /// `repeatingSubitem:count:` group of one child, the tree of `cells`, at their bounding box's offset.
    func root(_ cells: [Cell], size: LayoutSize) -> Group {
        guard cells.contains(where: { !$0.badges.isEmpty }) else {
            return custom(cells[...], size: size, origin: .zero)
        }
        let box = bounds(cells[...])
        let child = node(cells[...], box: box, edges: EdgeSpacing(leading: .fixed(box.minX), top: .fixed(box.minY)))
        return Group(
            arrangement: axis == .vertical ? .vertical : .horizontal, size: size, subitems: [child],
            repetition: .repeating(1))
    }

    /// The node with `edges` that puts `cells` at their frames when its top-leading corner is at `box`'s,
    /// where `box` bounds them.
    private func node(_ cells: ArraySlice<Cell>, box: Rect, edges: EdgeSpacing) -> LayoutNode {
        if cells.allSatisfy({ $0.badges.isEmpty }) {
            var group = custom(
                cells, size: LayoutSize(width: .absolute(box.width), height: .absolute(box.height)), origin: box.origin)
            group.edgeSpacing = edges
            return .group(group)
        }
        if cells.count == 1, let cell = cells.first {
            return .item(
                Item(
                    size: LayoutSize(width: .absolute(cell.frame.width), height: .absolute(cell.frame.height)),
                    edgeSpacing: edges, supplementaryItems: cell.badges.map { anchored($0, to: cell.frame.origin) }))
        }
        // Cut along the scroll axis first (rows of a vertical list), then across it; else one cell a part.
        let (along, parts) =
            [axis, axis.cross].lazy.map { ($0, self.parts(cells, along: $0)) }.first { $0.1.count > 1 }
            ?? (axis, cells.indices.map { cells[$0...$0] })
        var previousEnd = box.min(along)
        let children = parts.map { part -> LayoutNode in
            let partBox = bounds(part)
            var edges = EdgeSpacing()
            let before = Spacing.fixed(partBox.min(along) - previousEnd)
            let across = Spacing.fixed(partBox.min(along.cross) - box.min(along.cross))
            if along == .horizontal {
                edges.leading = before
                edges.top = across
            } else {
                edges.top = before
                edges.leading = across
            }
            previousEnd = partBox.max(along)
            return node(part, box: partBox, edges: edges)
        }
        var size = LayoutSize(width: .absolute(box.width), height: .absolute(box.height))
        // Estimated along the axis: the children are placed once, as listed, with no fit check (spec G3).
        size[along] = .estimated(box.length(along))
        return .group(
            Group(
                arrangement: along == .horizontal ? .horizontal : .vertical, size: size, subitems: children,
                edgeSpacing: edges))
    }

    /// `cells` cut, in item order, wherever every cell before the cut ends along `along` before every cell
    /// after it starts.
    private func parts(_ cells: ArraySlice<Cell>, along: Axis) -> [ArraySlice<Cell>] {
        var suffixStart = Array(repeating: Double.infinity, count: cells.count + 1)
        for (i, cell) in cells.enumerated().reversed() {
            suffixStart[i] = min(suffixStart[i + 1], cell.frame.min(along))
        }
        var parts: [ArraySlice<Cell>] = []
        var partStart = cells.startIndex
        var end = -Double.infinity
        for (i, cell) in zip(cells.indices, cells) {
            end = max(end, cell.frame.max(along))
            let offset = i - cells.startIndex + 1
            if offset < cells.count, end <= suffixStart[offset] {
                parts.append(cells[partStart...i])
                partStart = i + 1
            }
        }
        parts.append(cells[partStart...])
        return parts
    }

    /// The rectangle that bounds `cells`' frames.
    private func bounds(_ cells: ArraySlice<Cell>) -> Rect {
        guard let first = cells.first else { return .zero }
        return cells.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }

    /// A custom group of `size` holding `cells`' frames, relative to `origin` (spec G10).
    private func custom(_ cells: ArraySlice<Cell>, size: LayoutSize, origin: Point) -> Group {
        let frames = cells.map {
            CustomGroupItem(frame: $0.frame.offsetBy(dx: -origin.x, dy: -origin.y), zIndex: $0.zIndex)
        }
        let name = "uikit:\(recipe):\(index):\(cells.first?.item ?? 0):\(UIKitReplay.fingerprint(frames))"
        return .custom(size, provider: CustomGroupProvider(name: name) { _ in frames })
    }
}
