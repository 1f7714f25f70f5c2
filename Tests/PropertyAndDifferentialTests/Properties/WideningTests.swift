import CompositionalLayout
import LayoutTestSupport
import Testing

/// Widening the container never makes a fractional-width cell narrower.
///
/// Which cells: a leaf whose width is `fractionalWidth` (or a slot of a horizontal `count:` group) and
/// whose every ancestor group's width is `fractionalWidth` too, up to the root group, whose container
/// width grows with the layout's (spec D4, spec D5). Cells are identified across the two solves by a zero-size
/// marker supplementary on every item, named after the item's path in its section description.
/// spec G5 can legitimately break the property when the number of children of a horizontal group with
/// spacing changes with the width (the shrink is spacing x (n - 1)); such cells are counted apart, and
/// the reduced counter-example is below.
@Suite("Widening the container")
struct WideningTests {
    /// Facts about one item of a section description.
    struct LeafFacts {
        /// Its width is a fraction of a chain of fractional widths up to the container.
        var fractionalChain: Bool
        /// Some ancestor is a horizontal fill group with spacing and a fractional child (spec G5 can shrink it).
        var g5Sensitive: Bool
    }

    static let markerPrefix = "leaf|"

    /// The description with a marker supplementary on every item, and the facts of every marker.
    static func mark(_ section: Section, description d: Int, facts: inout [String: LeafFacts]) -> Section {
        func walk(_ group: Group, path: String, chain: Bool, g5: Bool) -> Group {
            var copy = group
            let axis = group.arrangement.axis
            let spacing = group.interItemSpacing?.value ?? 0
            var countForm = false
            if case .count = group.repetition { countForm = true }
            let fill = group.repetition == .fill
            let shrinks =
                axis == .horizontal && spacing != 0 && (countForm || fill)
                && group.subitems.contains { $0.size.width.isFractional || countForm }
            copy.subitems = group.subitems.enumerated().map { i, node in
                let childPath = "\(path).\(i)"
                let width = countForm && axis == .horizontal ? Dimension.fractionalWidth(1) : node.size.width
                var isFractionalWidth = false
                if case .fractionalWidth = width { isFractionalWidth = true }
                let childChain = chain && isFractionalWidth
                let childG5 = g5 || (shrinks && fill)
                switch node {
                case .item(var item):
                    let kind = markerPrefix + "\(d)|" + childPath
                    facts[kind] = LeafFacts(fractionalChain: childChain, g5Sensitive: childG5)
                    item.supplementaryItems.append(
                        SupplementaryItem(
                            elementKind: kind, size: LayoutSize(width: .absolute(0), height: .absolute(0)),
                            containerAnchor: Anchor(edges: [])))
                    return .item(item)
                case .group(let nested):
                    if case .custom = nested.arrangement { return node }
                    return .group(walk(nested, path: childPath, chain: childChain, g5: childG5))
                }
            }
            return copy
        }
        var copy = section
        var rootFractional = false
        if case .fractionalWidth = section.group.size.width { rootFractional = true }
        if case .custom = section.group.arrangement { return copy }
        copy.group = walk(section.group, path: "r", chain: rootFractional, g5: false)
        return copy
    }

    /// The widths of every marked cell, by marker kind.
    static func widths(_ solved: SolvedLayout) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for e in solved.allElements() where e.category == .supplementary {
            guard let kind = e.elementKind, kind.hasPrefix(markerPrefix),
                let cell = solved.frame(ofCellAt: e.indexPath)
            else { continue }
            result[kind, default: []].append(cell.width)
        }
        return result
    }

    @Test(
        "widening the container never makes a fractional-width cell narrower, on random layouts",
        arguments: 0..<PropertyTestSettings.batches)
    func widening(batch: Int) {
        var compared = 0
        var g5Narrower = 0
        var failing = 0
        for seed in PropertyTestSettings.seeds(
            batch: batch, total: PropertyTestSettings.wideningCases, base: PropertyTestSettings.baseSeed &+ 4)
        {
            PropertyTestSettings.traceSeed(seed, "widening")
            var c = RandomLayoutGenerator.makeCase(seed: seed, contained: seed % 2 == 0)
            guard c.fault == nil else { continue }
            var facts: [String: LeafFacts] = [:]
            c.sections = c.sections.enumerated().map { Self.mark($1, description: $0, facts: &facts) }
            var rng = SplitMix64(seed: seed ^ 0x5749_4445)
            var wider = c.environment
            let delta =
                Double.random(in: 0.25...600, using: &rng).rounded() + 0.25 * Double(Int.random(in: 0...3, using: &rng))
            wider.container.contentSize.width += delta
            guard let narrow = try? c.layout.solve(in: c.environment, data: c.data),
                let wide = try? c.layout.solve(in: wider, data: c.data),
                !(narrow.sections + wide.sections).contains(where: { $0.frame.width < 0 || $0.frame.height < 0 })
            else { continue }
            let before = Self.widths(narrow)
            let after = Self.widths(wide)
            var problems: [String] = []
            for (kind, info) in facts where info.fractionalChain {
                guard let w1 = before[kind]?.max(), let w2 = after[kind]?.min() else { continue }
                compared += 1
                guard w2 < w1 - 1e-9 else { continue }
                if info.g5Sensitive {
                    g5Narrower += 1
                } else {
                    problems.append(
                        "\(kind): width \(w1) at \(c.environment.container.contentSize.width), \(w2) at \(wider.container.contentSize.width)"
                    )
                }
            }
            if !problems.isEmpty {
                failing += 1
                Issue.record("widening seed \(seed) by \(delta): \(problems.prefix(3).joined(separator: "; "))\n\(c)")
                if failing >= 3 { break }
            }
        }
        print(
            "[property] widening batch \(batch): \(compared) fractional-chain cells compared, \(g5Narrower) narrower under spec G5 with a changing count"
        )
    }

    /// The row of the reduced spec G5 counter-example: [fractionalWidth 0.45, absolute 50] repeated, fixed spacing 10.
    static let g5Row = Layout(
        section: Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                Item().width(.fractionalWidth(0.45))
                Item().width(.absolute(50))
            }.interItemSpacing(.fixed(10))))

    @Test(
        "a mixed row never overflows after the spec G5 shrink: one child fewer instead (found by the widening property)"
    )
    func g5NoOverflow() throws {
        // W = 498: without spacing 224.1 + 50 + 224.1 = 498.2 fits (spec G5 counts without spacing), but shrunk to
        // 498 - 20 = 478 the row needs 2 x 215.1 + 50 + 20 = 500.2 > 498.25: one child fewer. n = 2, container
        // 498 - 10 = 488, cell 0 is 0.45 x 488 = 219.6 wide: wider than at W = 497 (0.45 x 487 = 219.15).
        let narrow = try Self.g5Row.solve(in: container(497), data: LayoutData(sections: 1, items: 3))
        let wide = try Self.g5Row.solve(in: container(498), data: LayoutData(sections: 1, items: 3))
        expectFrame(narrow.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 0.45 * 487, 50))
        expectFrame(wide.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 0.45 * 488, 50))
        expectFrame(wide.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(0.45 * 488 + 10, 0, 50, 50))
        // The third child starts the second row.
        expectFrame(wide.frame(ofCellAt: IndexPath(section: 0, item: 2)), equals: R(0, 50, 0.45 * 488, 50))
    }

    @Test(
        "the remaining spec G5 counter-example: a row that fits one more child when half a point wider",
        .disabled(
            "spec G5 (decision): a third child shrinks the fractional children by one more spacing, so they narrow"))
    func g5CounterExample() throws {
        // W = 517: 3 fit without spacing (2 x 232.65 + 50 = 515.3), but shrunk to 497 they need
        // 2 x 223.65 + 70 = 517.3 > 517.25: n = 2, cell 0 = 0.45 x 507 = 228.15.
        // W = 517.5: shrunk to 497.5 they need 2 x 223.875 + 70 = 517.75 <= 517.75: n = 3, cell 0 = 223.875.
        let narrow = try Self.g5Row.solve(in: container(517), data: LayoutData(sections: 1, items: 3))
        let wide = try Self.g5Row.solve(in: container(517.5), data: LayoutData(sections: 1, items: 3))
        let w1 = try #require(narrow.frame(ofCellAt: IndexPath(section: 0, item: 0))).width
        let w2 = try #require(wide.frame(ofCellAt: IndexPath(section: 0, item: 0))).width
        #expect(w2 >= w1, "\(w1) at 517, \(w2) at 517.5")
    }

    @Test("the spec G5 counter-example's frames are the rule's arithmetic (the behaviour the disabled test flags)")
    func g5CounterExampleArithmetic() throws {
        let narrow = try Self.g5Row.solve(in: container(517), data: LayoutData(sections: 1, items: 3))
        // n = 2: container 517 - 10 = 507; cell 0 is 0.45 x 507 wide, cell 1 after it and the spacing.
        expectFrame(narrow.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 0.45 * 507, 50))
        expectFrame(narrow.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(0.45 * 507 + 10, 0, 50, 50))
        let wide = try Self.g5Row.solve(in: container(517.5), data: LayoutData(sections: 1, items: 3))
        // n = 3: container 517.5 - 20 = 497.5; cells 0 and 2 are 0.45 x 497.5 wide and the row ends at 517.5.
        expectFrame(wide.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 0.45 * 497.5, 50))
        expectFrame(
            wide.frame(ofCellAt: IndexPath(section: 0, item: 2)),
            equals: R(0.45 * 497.5 + 10 + 50 + 10, 0, 0.45 * 497.5, 50))
    }
}
