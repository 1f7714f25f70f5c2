/// Which children a group places, and the container they resolve against (spec G2, spec G3, spec G5, spec G6,
/// spec G11, spec G12): the compiler's child choice, from the group, its inner size and, for the children
/// limit, how many copies of it one instance holds.
extension GroupCompiler {
    /// Picks the children a group places and the container they resolve against.
    func chooseChildren(
        _ group: Group, axis: Axis, inner: Size, spacing: Spacing, path: @autoclosure () -> String
    ) throws -> ([LayoutNode], Size) {
        let subitems = group.subitems
        switch group.repetition {
        case .count(let n):
            guard n <= LayoutLimits.maximumChildren else {
                throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
            }
            return counted(subitems[0], n, axis: axis, spacing: spacing, container: inner)
        case .adaptive(let minimum):
            // spec G12 (ours): the count is resolved here, once per container, then the group is a `count:` form.
            let n = GroupRepetition.adaptiveCount(
                available: inner[axis], spacing: spacing.value, minimumLength: minimum)
            guard Double(n) * copies <= Double(LayoutLimits.maximumChildren) else {
                throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
            }
            return counted(subitems[0], n, axis: axis, spacing: spacing, container: inner)
        case .repeating(let n):
            guard n <= LayoutLimits.maximumChildren else {
                throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
            }
            return (Array(repeating: subitems[0], count: n), inner)
        case .fill:
            if group.size[axis].isEstimated { return (subitems, inner) }
            return try fillChildren(subitems, axis: axis, inner: inner, spacing: spacing, path: path())
        }
    }

    /// The children a filling group places (spec G3, spec G5): as many of the listed children, repeated, as fit.
    func fillChildren(
        _ subitems: [LayoutNode], axis: Axis, inner: Size, spacing: Spacing, path: @autoclosure () -> String
    ) throws -> ([LayoutNode], Size) {
        let lengths = subitems.map { child -> Double in
            let (size, edges) = child.sizeAndEdges
            return grid.resolve(size[axis], in: inner) + (edges.before(axis)?.value ?? 0)
                + (edges.after(axis)?.value ?? 0)
        }
        guard lengths.reduce(0, +) + spacing.value * Double(subitems.count) > 0 else {
            throw LayoutError.zeroLengthRepeatingItem(path: path())
        }
        func countFitting(spacing s: Double) throws -> Int {
            var budget = inner[axis]
            var n = 0
            while true {
                let need = lengths[n % lengths.count] + (n > 0 ? s : 0)
                guard Self.fits(overflow: need - budget, candidateLength: lengths[n % lengths.count]) else { break }
                budget -= need
                n += 1
                guard n <= LayoutLimits.maximumChildren else {
                    throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
                }
            }
            return n
        }
        var n = try countFitting(spacing: spacing.value)
        var container = inner
        if spacing.value != 0 && subitems.contains(where: { $0.size[axis].isFractional }) {
            // spec G5 (decision): fractional children that fit without the spacing all stay, and the
            // container shrinks by the spacing so that they fill the group exactly. Absolute children do
            // not shrink, so a mix may still overflow: then place one child fewer, until the shrunk
            // children and the spacing fit (spec G3). The count that fits with the spacing always does.
            n = try countFitting(spacing: 0)
            while n >= 2 {
                var shrunk = inner
                shrunk[axis] = max(0, inner[axis] - spacing.value * Double(n - 1))
                var total = spacing.value * Double(n - 1)
                var last = 0.0
                for i in 0..<n {
                    let (size, edges) = subitems[i % subitems.count].sizeAndEdges
                    last =
                        grid.resolve(size[axis], in: shrunk) + (edges.before(axis)?.value ?? 0)
                        + (edges.after(axis)?.value ?? 0)
                    total += last
                }
                if Self.fits(overflow: total - inner[axis], candidateLength: last) {
                    container = shrunk
                    break
                }
                n -= 1
            }
        }
        guard n >= 1 else {
            throw LayoutError.childDoesNotFit(
                path: path() + ".subitems[0]", childLength: lengths[0], available: inner[axis])
        }
        return ((0..<n).map { subitems[$0 % subitems.count] }, container)
    }

    /// The `count:` form (spec G6): `n` copies of `child`, each 1/n of the group along `axis`, in a container
    /// that fixed spacing between them has shrunk (spec G5).
    private func counted(_ child: LayoutNode, _ n: Int, axis: Axis, spacing: Spacing, container: Size)
        -> ([LayoutNode], Size)
    {
        var container = container
        var size = child.size
        size[axis] = axis == .horizontal ? .fractionalWidth(1 / Double(n)) : .fractionalHeight(1 / Double(n))
        if n >= 2 && spacing.value != 0 {
            container[axis] = max(0, container[axis] - spacing.value * Double(n - 1))
        }
        return (Array(repeating: child.withSize(size), count: n), container)
    }
}
