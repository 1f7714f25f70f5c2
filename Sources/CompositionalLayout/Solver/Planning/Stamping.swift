/// How a section's group instances are placed: one closed choice, made once when the section is planned
/// (`Stamping.choose`), and switched on once where a section is placed (`SolverRun.stamp`).
///
/// Three cases are general paths (`uniform`, `measuredInstances`, `waterfall`); every other case is a
/// shortcut that gives the same bits as its `generalTwin` on the shapes its predicate admits. With
/// shortcuts off (`Shortcuts.off`) the plan picks the general twin, and `ShortcutDifferentialTests` solves
/// random layouts both ways and compares every frame.
enum Stamping: Sendable {
    /// Every instance is the plan's template, no callback answers it: frames are template + origin and
    /// starts are `first + g × stride` (spec S1, spec S2). The general path of sections that keep their
    /// sizes.
    case uniform
    /// Shortcut of `uniform` for one-item instances (lists, carousels): the same sums in a loop with nothing
    /// else in it (`InstanceStamping.writeSingleLeafCells`).
    case uniformOneItem
    /// Each instance measured through the callbacks and evaluated on its own by `GroupEvaluator` (spec E1,
    /// spec E3, spec E4). The general path of sections whose items size themselves.
    case measuredInstances
    /// Shortcut of `measuredInstances` for a root group that is one stack of items (`FlatStack`), perhaps
    /// inside groups that each hold only the next (`FlatStack.Wrapper`), placed in one pass per instance
    /// (`stampFlat`), whole instances by `FlatStack.placeFullInstance`; the items' badges, when they have
    /// some, from their frames in the instance (`FlatStack.Attached`).
    case flatStack(FlatStack)
    /// Shortcut of `flatStack` for a stack of several items none of which is measured along it: the items'
    /// positions along the stack are the same in every instance (`FlatStack.stampColumns`).
    case flatColumns(FlatStack)
    /// Shortcut of `flatStack` for a stack of one item, one instance per item (`stampOneItemFlat`).
    case flatOneItem(FlatStack)
    /// A waterfall root group, each item placed at the column with the smallest next start (spec G13,
    /// `stampWaterfall`). The general path of waterfalls.
    case waterfall(WaterfallPlan)
    /// Shortcut of `waterfall` whose items all keep their templates (`stampWaterfallTemplates`): the
    /// per-item bookkeeping settled once per section, the columns picked in registers.
    case waterfallTemplates(WaterfallPlan, WaterfallTemplateTable)

    /// The general path this case gives the same bits as; a general case is its own twin.
    var generalTwin: Stamping {
        switch self {
        case .uniform, .uniformOneItem: .uniform
        case .measuredInstances, .flatStack, .flatColumns, .flatOneItem: .measuredInstances
        case .waterfall(let w), .waterfallTemplates(let w, _): .waterfall(w)
        }
    }

    /// True when the section stores where each instance starts (`SectionStore` `startsAndLengths`), so that
    /// queries search the stored starts; false when starts are `first + g × stride`.
    var storesInstanceStarts: Bool {
        switch self {
        case .uniform, .uniformOneItem: false
        case .measuredInstances, .flatStack, .flatColumns, .flatOneItem, .waterfall, .waterfallTemplates: true
        }
    }

    /// How a section placed this way computes its cells when asked (`SolvedSection.computedCells`): a
    /// `flatColumns` stack's columns, or a `flatOneItem` stack measured on one axis; `ComputedCells.none` when
    /// every cell is stored.
    func computedCells(groupAxis: Axis) -> ComputedCells {
        switch self {
        case .flatColumns(let flat):
            guard let columns = flat.columns, !columns.isEmpty else { return .none }
            return ComputedCells(
                shape: .columns, stackAxis: flat.axis, groupAxis: groupAxis, columns: columns.count, leaf: .zero)
        case .flatOneItem(let flat):
            let child = flat.children[0]
            guard child.estimatedWidth != child.estimatedHeight else { return .none }
            let stack =
                flat.axis == .horizontal
                ? OneItemStack(flat, StaticHorizontal.self) : OneItemStack(flat, StaticVertical.self)
            return ComputedCells(
                shape: child.estimatedWidth ? .oneItemWidth : .oneItemHeight, stackAxis: flat.axis,
                groupAxis: groupAxis, columns: 1,
                leaf: stack.placedLeaf(0, stackAxis: flat.axis, measuresWidth: child.estimatedWidth))
        default: return .none
        }
    }

    /// The columns of `computedCells` when its shape is `columns`; empty otherwise.
    var computedColumns: [FlatStack.Column] {
        guard case .flatColumns(let flat) = self else { return [] }
        return flat.columns ?? []
    }

    /// True when a section placed this way may compute some of its cells when asked (`computedCells`), and
    /// so store a length beside each of their starts.
    var mayComputeCells: Bool {
        switch self {
        case .flatColumns, .flatOneItem: true
        default: false
        }
    }

    /// The case without its payload: what tests and profiles compare and count.
    enum Kind: String, CaseIterable, Sendable {
        case uniform, uniformOneItem, measuredInstances, flatStack, flatColumns, flatOneItem, waterfall
        case waterfallTemplates
    }

    /// This case's `Kind`.
    var kind: Kind {
        switch self {
        case .uniform: .uniform
        case .uniformOneItem: .uniformOneItem
        case .measuredInstances: .measuredInstances
        case .flatStack: .flatStack
        case .flatColumns: .flatColumns
        case .flatOneItem: .flatOneItem
        case .waterfall: .waterfall
        case .waterfallTemplates: .waterfallTemplates
        }
    }

    /// The stamping of a root group `group` (a waterfall's when `waterfall` is given), for data with a sizing
    /// callback when `sizing` and a supplementary one when `measuresSupplementaries`: the general path the
    /// shape needs, then, with `shortcuts` on, the first shortcut whose predicate admits it.
    static func choose(
        _ group: CompiledGroup, waterfall: WaterfallPlan?, groupAxis: Axis, sizing: Bool,
        measuresSupplementaries: Bool, shortcuts: Shortcuts
    ) -> Stamping {
        if let waterfall {
            guard shortcuts == .on, let table = waterfall.templateTable(axis: groupAxis, sizing: sizing) else {
                return .waterfall(waterfall)
            }
            return .waterfallTemplates(waterfall, table)
        }
        // Spec E1, spec E4: instances are measured one by one when the callbacks answer their items or their
        // estimated attached supplementaries (items' and groups').
        let measured =
            (sizing && !group.measuredLeaves.isEmpty)
            || (measuresSupplementaries && group.supplementaries.contains(where: \.isEstimated))
        guard shortcuts == .on else { return measured ? .measuredInstances : .uniform }
        guard measured else { return group.leafCount == 1 ? .uniformOneItem : .uniform }
        guard let flat = FlatStack(group) else { return .measuredInstances }
        if !group.supplementaries.isEmpty {
            // Items' badges (spec A1 to spec A4): the per-instance step places them from their items' frames,
            // unless the supplementary callback measures them (spec E4) or no item is measured.
            let measuresBadges = measuresSupplementaries && group.supplementaries.contains(where: \.isEstimated)
            return sizing && !group.measuredLeaves.isEmpty && !measuresBadges ? .flatStack(flat) : .measuredInstances
        }
        if flat.children.count == 1 { return .flatOneItem(flat) }
        return flat.columns == nil ? .flatStack(flat) : .flatColumns(flat)
    }
}

/// Whether the solver takes its shortcuts (`Stamping`, `RepeatedSection`): on in every public entry point;
/// off only in tests, which then solve every section by its general path and compare.
enum Shortcuts: Sendable, Equatable {
    /// Each section takes the fastest path its shape admits.
    case on
    /// Each section takes its general path: `Stamping.generalTwin`, and no section is copied.
    case off
}
