/// A waterfall root group prepared for a container (spec G13): its columns across the scroll axis, and
/// each listed item compiled once as a one-item stack one column wide.
///
/// Input: the root group, its resolved size and the scroll axis; output: what `stampWaterfall` needs. The
/// first listed item's stack stands for every instance in queries (one item each, the same number of
/// attached supplementaries each).
struct WaterfallPlan: Sendable {
    let waterfall: Waterfall
    /// The number of columns, at least 1, and each column's length across the scroll axis (spec G13).
    let columnCount: Int
    let columnLength: Double
    /// The root group's content insets before and after its columns, along and across the scroll axis.
    let insetBefore: Double
    let insetAfter: Double
    let insetAcross: Double
    /// Each listed item as a one-column stack (item i uses `items[i % items.count]`).
    let items: [CompiledGroup]
    /// `items[0]` with the root group's resolved size: the section's group in its plan (spec S5 places it).
    let root: CompiledGroup

    /// Prepares `group`, a waterfall, at `size`; nil when `group` is not a waterfall.
    static func make(
        _ group: Group, size: Size, scrollAxis: Axis, context: SolveContext, kinds: inout ElementKinds,
        path: @autoclosure () -> String
    ) throws -> WaterfallPlan? {
        guard case .waterfall(let waterfall) = group.arrangement else { return nil }
        return try WaterfallPlan(
            group, waterfall: waterfall, size: size, scrollAxis: scrollAxis, context: context, kinds: &kinds,
            path: path())
    }

    private init(
        _ group: Group, waterfall: Waterfall, size: Size, scrollAxis: Axis, context: SolveContext,
        kinds: inout ElementKinds, path: String
    ) throws {
        let crossAxis = scrollAxis.cross
        let insets = group.contentInsets
        guard insets.total(crossAxis) <= size[crossAxis] else {
            let name = crossAxis == .horizontal ? "leading + trailing" : "top + bottom"
            throw LayoutError.insetsExceedLength(
                path: "\(path).contentInsets (\(name))", insets: insets.total(crossAxis), length: size[crossAxis])
        }
        self.waterfall = waterfall
        let available = size[crossAxis] - insets.total(crossAxis)
        let count = waterfall.columnCount(available: available)
        // Refused from the count, before any per-column memory is spent (`LayoutLimits.maximumChildren`).
        guard count <= LayoutLimits.maximumChildren else {
            throw LayoutError.tooManyChildren(path: path + ".columns", limit: LayoutLimits.maximumChildren)
        }
        columnCount = count
        let spacing = waterfall.columnSpacing
        columnLength = max(0, context.grid.floorToGrid((available - spacing * Double(count - 1)) / Double(count)))
        insetBefore = insets.leadingEdge(scrollAxis)
        insetAfter = insets.trailingEdge(scrollAxis)
        insetAcross = insets.leadingEdge(crossAxis)
        var compiled: [CompiledGroup] = []
        for (j, node) in group.subitems.enumerated() {
            let one = try WaterfallPlan.column(
                of: node, path: "\(path).subitems[\(j)]", length: columnLength, scrollAxis: scrollAxis,
                context: context, kinds: &kinds)
            if let first = compiled.first, first.supplementaries.count != one.supplementaries.count {
                throw LayoutError.unsupportedInWaterfall(
                    path: "\(path).subitems[\(j)].supplementaryItems",
                    feature: "a different number of supplementary items than subitems[0]")
            }
            compiled.append(one)
        }
        guard var root = compiled.first else { throw LayoutError.emptyGroup(path: path) }
        root.template.size = size
        root.warnings = compiled.flatMap(\.warnings)
        items = compiled
        self.root = root
    }

    /// A listed item as its column (spec G13), compiled once.
    ///
    /// A one-item stack `length` wide across the scroll axis, as long as its item along it (spec G11 for a group
    /// estimated on its axis). A nested group and a fraction of the column's length along the axis are refused.
    private static func column(
        of node: LayoutNode, path: String, length columnLength: Double, scrollAxis: Axis, context: SolveContext,
        kinds: inout ElementKinds
    ) throws -> CompiledGroup {
        guard case .item(let item) = node else {
            throw LayoutError.unsupportedInWaterfall(path: path, feature: "a nested group")
        }
        for a in [Axis.horizontal, .vertical] {
            let alongFraction =
                scrollAxis == .vertical ? item.size[a].isFractionalHeight : item.size[a].isFractionalWidth
            if alongFraction {
                throw LayoutError.unsupportedInWaterfall(
                    path: path + ".size", feature: "a fraction of the column's length along the scroll axis")
            }
        }
        let along = item.size[scrollAxis].isEstimated ? item.size[scrollAxis] : Dimension.estimated(0)
        var columnSize = LayoutSize(width: .absolute(columnLength), height: .absolute(columnLength))
        columnSize[scrollAxis] = along
        let column = Group(
            arrangement: scrollAxis == .vertical ? .vertical : .horizontal, size: columnSize, subitems: [node])
        let resolved = Size(main: along.value, cross: columnLength, axis: scrollAxis)
        return try GroupCompiler.compile(
            column, size: resolved, grid: context.grid, environment: context.environment, kinds: &kinds, path: path)
    }
}

extension Dimension {
    /// True for `fractionalWidth`.
    var isFractionalWidth: Bool {
        if case .fractionalWidth = self { return true }
        return false
    }

    /// True for `fractionalHeight`.
    var isFractionalHeight: Bool {
        if case .fractionalHeight = self { return true }
        return false
    }
}
