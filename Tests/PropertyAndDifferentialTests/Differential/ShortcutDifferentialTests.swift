import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// The solver's shortcuts against their general twins (`Stamping.generalTwin`, `RepeatedSection`): each
/// random layout solved with shortcuts on and off, every frame, element, pinned range, warning and query
/// compared bit for bit (`solvedLayoutDifferences`), and the same error when either throws.
///
/// Which `Stamping` case each section took is read from the plans of the solve with shortcuts on, so the
/// count follows the routing: a case that never fires fails the suite. Three variants of each random case
/// reach every shape: the case as generated (uniform sections, nested self-sizing groups), its root groups
/// flattened to one stack of its items with a sizing callback (the flat-stack shortcuts), some inside
/// wrapper groups, and its root groups made waterfalls, with and without a callback (the waterfall shortcut).
@Suite("Differential: shortcuts on against off")
struct ShortcutDifferentialTests {
    /// How many random cases; each is solved in three variants, twice each.
    static let cases = 240

    /// What the suite saw: how often each `Stamping` case was planned in a compared layout, how many
    /// plans repeated their sections, and how many layouts were compared.
    struct Tally {
        var fired: [Stamping.Kind: Int] = [:]
        var repeating = 0
        /// Flat stacks whose items carry attached supplementaries (`FlatStack.Attached`).
        var badged = 0
        /// Flat stacks inside wrappers (`FlatStack.Wrapper`), by the `Stamping` case they took.
        var wrapped: [Stamping.Kind: Int] = [:]
        var compared = 0
        var refused = 0
    }

    /// The items of `group`, depth first.
    static func items(_ group: Group) -> [Item] {
        group.subitems.flatMap { child -> [Item] in
            switch child {
            case .item(let item): [item]
            case .group(let nested): items(nested)
            }
        }
    }

    /// `section` with its root group replaced by one stack of (some of) its items across the group axis,
    /// estimated along it, so that a sizing callback measures it: one item, several items at fixed lengths
    /// along the stack (columns), or several items estimated along it, by `form`.
    static func flattened(_ section: Section, form: UInt64, scrollAxis: Axis) -> Section {
        var copy = section
        let advance = section.orthogonalScrollingBehavior == .none ? scrollAxis : scrollAxis.cross
        let across = advance.cross
        var list = items(section.group)
        list = Array(list.prefix(form % 3 == 0 ? 1 : max(2, min(4, list.count))))
        let share = 1 / Double(list.count)
        for i in list.indices {
            list[i].size[advance] = .estimated(20 + Double(i % 3) * 12)
            // Columns: a fixed share across; otherwise the item is estimated along the stack too.
            list[i].size[across] =
                form % 3 == 2 ? .estimated(30 + Double(i) * 7) : fraction(share, of: across)
            // Some forms keep the items' supplementaries (badges): `FlatStack.Attached` places them.
            if form % 5 != 3 { list[i].supplementaryItems = [] }
        }
        var size = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
        size[across] = fraction(1, of: across)
        size[advance] = .estimated(44)
        copy.group = wrapped(
            Group(
                arrangement: across == .horizontal ? .horizontal : .vertical, size: size,
                subitems: list.map { .item($0) }, interItemSpacing: form % 4 == 1 ? .fixed(6) : nil,
                contentInsets: section.group.contentInsets),
            form: form, advance: advance)
        return copy
    }

    /// `stack` inside one or two wrappers (`FlatStack.Wrapper`) for two forms in seven; otherwise `stack`.
    ///
    /// A wrapper is a group that holds only the next. The wrappers have insets, the child's edges, and axes
    /// along and across the advance by `form`; each is as long as its child needs along the advance, so that
    /// one copy fits (spec G3).
    static func wrapped(_ stack: Group, form: UInt64, advance: Axis) -> Group {
        guard form % 7 == 2 || form % 7 == 5 else { return stack }
        var group = stack
        for level in 0..<(form % 7 == 5 ? 2 : 1) {
            let variant = (form / 7 &+ UInt64(level)) % 4
            if variant >= 2 {
                group.edgeSpacing = EdgeSpacing(leading: .fixed(3), top: .fixed(2), trailing: nil, bottom: .fixed(5))
            }
            let insets = DirectionalInsets(top: 4, leading: Double(level) * 2, bottom: 6, trailing: 8)
            let edges = variant >= 2 ? (advance == .vertical ? 7.0 : 3.0) : 0
            var size = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
            size[advance.cross] = fraction(1, of: advance.cross)
            size[advance] = .estimated(44 + (advance == .vertical ? 10 : 8) + edges + Double(level) * 20)
            let axis = variant % 2 == 0 ? advance : advance.cross
            group = Group(
                arrangement: axis == .horizontal ? .horizontal : .vertical, size: size, subitems: [.group(group)],
                contentInsets: insets)
        }
        return group
    }

    /// `fraction` of the container along `axis`.
    static func fraction(_ value: Double, of axis: Axis) -> Dimension {
        axis == .horizontal ? .fractionalWidth(value) : .fractionalHeight(value)
    }

    /// `section` with its root group made a waterfall of its items (spec G13), whose lengths along the
    /// scroll axis are absolute or estimated by `form`.
    static func waterfall(_ section: Section, form: UInt64, scrollAxis: Axis) -> Section {
        var copy = section
        let list = items(section.group).enumerated().map { i, item -> Item in
            var item = item
            let length = 30 + Double((i * 17) % 50)
            item.size[scrollAxis] = form % 2 == 0 ? .absolute(length) : .estimated(length)
            item.size[scrollAxis.cross] = fraction(1, of: scrollAxis.cross)
            if form % 3 != 0 { item.supplementaryItems = [] }
            return item
        }
        let columns: WaterfallColumns = form % 5 == 4 ? .adaptive(minimumWidth: 60) : .count(Int(1 + form % 9))
        copy.group = Group(
            arrangement: .waterfall(
                Waterfall(columns: columns, columnSpacing: Double(form % 3) * 4, itemSpacing: Double(form % 4) * 3)),
            size: section.group.size, subitems: list.map { .item($0) })
        copy.orthogonalScrollingBehavior = .none
        return copy
    }

    /// Solves `layout` both ways and records the first difference; counts the cases the plans took.
    static func compare(
        _ c: RandomLayoutCase, layout: Layout, data: LayoutData, label: String, tally: inout Tally
    ) -> Bool {
        let on = Result { try solve(layout, in: c.environment, data: data, shortcuts: .on) }
        let off = Result { try solve(layout, in: c.environment, data: data, shortcuts: .off) }
        switch (on, off) {
        case (.success(let fast), .success(let general)):
            let found = solvedLayoutDifferences(fast, general)
            guard found.isEmpty else {
                Issue.record("\(label) seed \(c.seed): \(found.joined(separator: "\n  "))\n\(c)")
                return false
            }
            #expect(general.plans.plans.allSatisfy { $0.stamping.generalTwin.kind == $0.stamping.kind })
            tally.compared += 1
            for plan in fast.plans.plans {
                tally.fired[plan.stamping.kind, default: 0] += 1
                if plan.placementRepeats { tally.repeating += 1 }
                if case .flatStack = plan.stamping, !plan.group.supplementaries.isEmpty { tally.badged += 1 }
                switch plan.stamping {
                case .flatStack(let flat), .flatColumns(let flat), .flatOneItem(let flat):
                    if !flat.wrappers.isEmpty { tally.wrapped[plan.stamping.kind, default: 0] += 1 }
                default: break
                }
            }
        case (.failure(let a), .failure(let b)):
            tally.refused += 1
            guard "\(a)" == "\(b)" else {
                Issue.record("\(label) seed \(c.seed): shortcuts on threw \(a), off threw \(b)\n\(c)")
                return false
            }
        case (.success, .failure(let error)):
            Issue.record("\(label) seed \(c.seed): only the general path threw \(error)\n\(c)")
            return false
        case (.failure(let error), .success):
            Issue.record("\(label) seed \(c.seed): only the shortcut threw \(error)\n\(c)")
            return false
        }
        return true
    }

    @Test("every shortcut gives its general twin's frames bit for bit, and every Stamping case fires")
    func shortcutsMatchTheirGeneralTwins() {
        var tally = Tally()
        let seeds = PropertyTestSettings.seeds(
            batch: 0, of: 1, total: Self.cases, base: PropertyTestSettings.baseSeed &+ 41)
        for seed in seeds {
            let c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            let axis = c.configuration.scrollDirection
            let sizing = c.sizing?.callback ?? RandomSizing.varyingHeights(modulus: 5).callback
            guard Self.compare(c, layout: c.layout, data: c.data, label: "as generated", tally: &tally) else { break }
            var flat = c
            flat.sections = c.sections.map { Self.flattened($0, form: seed, scrollAxis: axis) }
            let flatData = LayoutData(itemCounts: c.itemCounts, sizing: sizing)
            guard Self.compare(flat, layout: flat.layout, data: flatData, label: "flattened", tally: &tally) else {
                break
            }
            var waterfall = c
            waterfall.sections = c.sections.map { Self.waterfall($0, form: seed, scrollAxis: axis) }
            let waterfallData = LayoutData(itemCounts: c.itemCounts, sizing: seed % 3 == 1 ? sizing : nil)
            guard
                Self.compare(
                    waterfall, layout: waterfall.layout, data: waterfallData, label: "waterfall", tally: &tally)
            else { break }
        }
        print("[differential] shortcuts on/off: \(tally.compared) compared, \(tally.refused) refused alike, \(tally)")
        #expect(tally.compared >= Self.cases)
        for kind in Stamping.Kind.allCases {
            #expect(
                tally.fired[kind, default: 0] >= 5, "the Stamping case \(kind) fired \(tally.fired[kind] ?? 0) times")
        }
        #expect(tally.repeating >= 5, "only \(tally.repeating) plans repeated their sections")
        #expect(tally.badged >= 5, "only \(tally.badged) flat stacks carried their items' supplementaries")
        for kind in [Stamping.Kind.flatStack, .flatColumns, .flatOneItem] {
            #expect(
                tally.wrapped[kind, default: 0] >= 5, "only \(tally.wrapped[kind] ?? 0) \(kind) were inside wrappers")
        }
    }
}
