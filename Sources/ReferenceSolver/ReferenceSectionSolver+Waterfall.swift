import CompositionalLayout

extension ReferenceSectionSolver {
    /// A waterfall section's items (spec G13), written from the spec text: each item is laid out alone in a
    /// column-wide slot, then moved into the column with the smallest next start (the first such column by
    /// a plain scan), its frames shifted across by the column's offset.
    ///
    /// Returns one instance per item, each item's start relative to the waterfall's origin along the scroll
    /// axis (after its leading inset), and the waterfall's length with its insets.
    func layoutWaterfall(
        _ waterfall: Waterfall, group: Group, size: Size, section s: Int, count n: Int
    ) throws -> (
        instances: [(solver: ReferenceGroupInstance, placed: ReferenceGroupInstance.Placed)], starts: [Double],
        length: Double
    ) {
        let m = scrollAxis
        let c = m.cross
        let insets = group.contentInsets
        let available = size[c] - ReferenceRules.insetSum(insets, on: c)
        let gap = waterfall.columnSpacing
        let columns: Int
        switch waterfall.columns {
        case .count(let count): columns = count
        case .adaptive(let minimum):
            // spec G12's formula, with the column spacing: max(1, floor((available + spacing) / (m + spacing))).
            columns = max(1, Int(((available + gap) / (minimum + gap)).rounded(.down)))
        }
        guard columns <= LayoutLimits.maximumChildren else {
            throw ReferenceError.badChildCount(section: s, count: columns)
        }
        // A waterfall with no subitems has nothing to repeat (spec G13 places subitems in turn).
        guard !group.subitems.isEmpty || n == 0 else { throw ReferenceError.childDoesNotFit(section: s) }
        let width = max(0, grid.floorToGrid((available - gap * Double(columns - 1)) / Double(columns)))
        var next = [Double](repeating: 0, count: columns)
        var instances: [(solver: ReferenceGroupInstance, placed: ReferenceGroupInstance.Placed)] = []
        var starts: [Double] = []
        var furthest = 0.0
        for i in 0..<n {
            guard case .item(let item) = group.subitems[i % group.subitems.count] else {
                throw ReferenceError.childDoesNotFit(section: s)
            }
            // The item in a slot one column wide, as long as it needs (spec G11 for a group estimated on its axis).
            var slotSize = LayoutSize(width: .absolute(width), height: .absolute(width))
            slotSize[m] = item.size[m].isEstimated ? item.size[m] : .estimated(0)
            let slot = Group(
                arrangement: m == .vertical ? .vertical : .horizontal, size: slotSize, subitems: [.item(item)])
            let solver = instance(section: s, firstItem: i, itemCount: n, sizing: sizing)
            var placed = try solver.layout(slot, size: Size(main: slotSize[m].value, cross: width, axis: m))
            // The shortest column: the first whose next start is the least.
            var column = 0
            for candidate in 1..<columns where next[candidate] < next[column] { column = candidate }
            let shift = ReferenceRules.insetBefore(insets, on: c) + Double(column) * (width + gap)
            for element in placed.leaves + placed.supplementaries {
                element.frame = element.frame.offsetBy(dx: c == .horizontal ? shift : 0, dy: c == .vertical ? shift : 0)
            }
            starts.append(ReferenceRules.insetBefore(insets, on: m) + next[column])
            var reach = placed.size[m]
            for leaf in placed.leaves { reach = max(reach, leaf.frame.max(m)) }
            furthest = max(furthest, next[column] + reach)
            next[column] += placed.size[m] + waterfall.itemSpacing
            placed.size = Size(main: placed.size[m], cross: size[c], axis: m)
            instances.append((solver, placed))
        }
        return (instances, starts, ReferenceRules.insetSum(insets, on: m) + furthest)
    }
}
