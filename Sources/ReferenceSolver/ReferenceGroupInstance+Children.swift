import CompositionalLayout

extension ReferenceGroupInstance {
    /// The children a group places and the container they resolve against.
    ///
    /// spec G12: an adaptive group becomes the count form; spec G6: the count form and `repeatingSubitem:`;
    /// spec G2, spec G3, spec G5, spec G11: the subitems form repeats its subitems while they fit.
    func children(of group: Group, axis: Axis, inner: Size, spacing: Spacing) throws -> ([LayoutNode], Size) {
        let subitems = group.subitems
        guard let first = subitems.first else { throw ReferenceError.childDoesNotFit(section: section) }
        var repetition = group.repetition
        if case .adaptive(let minimum) = repetition {
            repetition = .count(try adaptiveCount(minimum: minimum, available: inner[axis], spacing: spacing))
        }
        switch repetition {
        case .adaptive: throw ReferenceError.invalidInput("adaptive count")
        case .count(let n):
            return try countChildren(first, count: n, axis: axis, inner: inner, spacing: spacing)
        case .repeating(let n):
            guard n >= 1, n <= LayoutLimits.maximumChildren else {
                throw ReferenceError.badChildCount(section: section, count: n)
            }
            return (Array(repeating: first, count: n), inner)
        case .fill:
            // spec G11: estimated along its axis, a group places its children once.
            if group.size[axis].isEstimated { return (subitems, inner) }
            return try fillChildren(subitems, axis: axis, inner: inner, spacing: spacing)
        }
    }

    /// spec G12, as docs/geometry.md states it: the count of columns of at least `minimum` with the spacing
    /// between them, max(1, floor((available + spacing) / (minimum + spacing))).
    private func adaptiveCount(minimum: Double, available: Double, spacing: Spacing) throws -> Int {
        guard minimum.isFinite, minimum > 0 else {
            throw ReferenceError.invalidInput("adaptive minimum \(minimum)")
        }
        let columns = ((available + spacing.value) / (minimum + spacing.value)).rounded(.down)
        // spec G12 with a negative spacing (spec D7) of at least the minimum: no finite count, so 1.
        guard columns.isFinite else { return 1 }
        guard columns <= Double(LayoutLimits.maximumChildren) else {
            throw ReferenceError.badChildCount(section: section, count: Int.max)
        }
        return Swift.max(1, Int(columns))
    }

    /// spec G6: `n` copies of the first child, its length on the axis 1/n of the group; with spacing, spec G5
    /// shrinks the container by the spacing between them.
    private func countChildren(_ first: LayoutNode, count n: Int, axis: Axis, inner: Size, spacing: Spacing) throws
        -> ([LayoutNode], Size)
    {
        guard n >= 1, n <= LayoutLimits.maximumChildren else {
            throw ReferenceError.badChildCount(section: section, count: n)
        }
        var container = inner
        var size = first.size
        size[axis] = axis == .horizontal ? .fractionalWidth(1 / Double(n)) : .fractionalHeight(1 / Double(n))
        if n >= 2 && spacing.value != 0 {
            container[axis] = max(0, container[axis] - spacing.value * Double(n - 1))
        }
        return (Array(repeating: Self.node(first, size: size), count: n), container)
    }

    /// A node with its size replaced (the count form, spec G6).
    private static func node(_ node: LayoutNode, size: LayoutSize) -> LayoutNode {
        switch node {
        case .item(var item):
            item.size = size
            return .item(item)
        case .group(var group):
            group.size = size
            return .group(group)
        }
    }

    /// spec G2: the subitems, wrapping, while they fit (spec G3); spec G5 with spacing and a fractional child.
    ///
    /// Throws when the subitems add up to no length (spec G4: they would repeat forever), when even the first
    /// does not fit (spec G4), or past the engine's limit on children.
    private func fillChildren(_ subitems: [LayoutNode], axis: Axis, inner: Size, spacing: Spacing) throws
        -> ([LayoutNode], Size)
    {
        var cycle = 0.0
        for child in subitems { cycle += cost(child, axis: axis, in: inner) }
        guard cycle + spacing.value * Double(subitems.count) > 0 else {
            throw ReferenceError.zeroLengthChild(section: section)
        }
        var container = inner
        var n = try fitting(subitems, axis: axis, inner: inner, spacing: spacing.value)
        if spacing.value != 0 && subitems.contains(where: { $0.size[axis].isFractional }) {
            n = try spacedCount(subitems, axis: axis, inner: inner, spacing: spacing.value)
            if n >= 2 { container = Self.shortened(inner, axis: axis, spacing: spacing.value, count: n) }
        }
        guard n >= 1 else { throw ReferenceError.childDoesNotFit(section: section) }
        return ((0..<n).map { subitems[$0 % subitems.count] }, container)
    }

    /// spec G3: what a candidate costs along the axis: its length in `container`, and its edge spacing.
    private func cost(_ child: LayoutNode, axis: Axis, in container: Size) -> Double {
        grid.length(child.size[axis], in: container)
            + (ReferenceRules.edgeBefore(child.edgeSpacing, on: axis)?.value ?? 0)
            + (ReferenceRules.edgeAfter(child.edgeSpacing, on: axis)?.value ?? 0)
    }

    /// spec G2, spec G3: how many children fit in `inner`, walking the subitems in order (wrapping) with spacing
    /// `s` before every child but the first.
    private func fitting(_ subitems: [LayoutNode], axis: Axis, inner: Size, spacing s: Double) throws -> Int {
        var budget = inner[axis]
        var n = 0
        while true {
            let need = cost(subitems[n % subitems.count], axis: axis, in: inner) + (n > 0 ? s : 0)
            // spec G3 (decision): the budget may go below 0 by 0.25 points, or by 1% of the candidate's
            // length (with its edge spacing, without the spacing before it) when that is smaller; a length that
            // negative edge spacing (spec D7) takes below 0 gets no tolerance.
            let candidate = cost(subitems[n % subitems.count], axis: axis, in: inner)
            guard budget - need >= -Swift.min(0.25, Swift.max(0, candidate) / 100) else { return n }
            budget -= need
            n += 1
            guard n <= LayoutLimits.maximumChildren else {
                throw ReferenceError.badChildCount(section: section, count: n)
            }
        }
    }

    /// `inner` shortened along the axis by the spacing between `count` children (spec G5).
    private static func shortened(_ inner: Size, axis: Axis, spacing: Double, count: Int) -> Size {
        var size = inner
        size[axis] = max(0, inner[axis] - spacing * Double(count - 1))
        return size
    }

    /// spec G5, as docs/geometry.md states the decision: with spacing and a fractional child on the axis,
    /// take the children that fit without spacing; the largest count among those whose sizes, resolved in the
    /// container shortened by the spacing, still pass spec G3 with the spacing wins (at most 1 otherwise).
    private func spacedCount(_ subitems: [LayoutNode], axis: Axis, inner: Size, spacing: Double) throws -> Int {
        // True when `count` children, resolved in the shortened container, pass spec G3 with the spacing.
        func passes(_ count: Int) -> Bool {
            let container = Self.shortened(inner, axis: axis, spacing: spacing, count: count)
            let lengths = (0..<count).map { cost(subitems[$0 % subitems.count], axis: axis, in: container) }
            let overflow = lengths.reduce(spacing * Double(count - 1), +) - inner[axis]
            return overflow <= Swift.min(0.25, Swift.max(0, lengths[count - 1]) / 100)
        }
        let withoutSpacing = try fitting(subitems, axis: axis, inner: inner, spacing: 0)
        return stride(from: withoutSpacing, through: 2, by: -1).first(where: passes) ?? Swift.min(withoutSpacing, 1)
    }
}
