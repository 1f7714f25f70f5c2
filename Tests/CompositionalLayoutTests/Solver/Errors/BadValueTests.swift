import CompositionalLayout
import LayoutTestSupport
import Testing

/// Bad values in every field.
///
/// NaN, infinities, negative and huge numbers, absurd counts, empty and deeply nested groups, custom groups and
/// sizing callbacks returning garbage. Each must give a typed `LayoutError` or a valid result (finite frames,
/// non-negative sizes), never a crash or a hang.
@Suite("Bad values")
struct BadValueTests {
    /// One bad input: a layout, a container and a data shape.
    struct Case: Sendable, CustomStringConvertible {
        let id: String
        let layout: Layout
        var environment = container(320)
        var data = LayoutData(sections: 2, items: 7)
        var description: String { id }
    }

    /// The numbers every numeric field is fed.
    static let badNumbers: [(String, Double)] = [
        ("NaN", .nan), ("+inf", .infinity), ("-inf", -.infinity), ("-1", -1), ("-0", -0.0), ("1e300", 1e300),
        ("-1e300", -1e300), ("max", .greatestFiniteMagnitude), ("tiny", .leastNonzeroMagnitude), ("1e-300", 1e-300),
    ]

    /// A plain 3-column grid section, the host every field is injected into.
    static func grid(item: Item = Item().width(.fractionalWidth(1.0 / 3)), group transform: (Group) -> Group = { $0 })
        -> Section
    {
        Section(group: transform(HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) { item }))
    }

    static func layout(_ section: Section) -> Layout { Layout(section: section) }

    /// Every field that holds a Double, each with every hostile number.
    static let numericCases: [Case] = {
        var cases: [Case] = []
        for (name, v) in badNumbers {
            func add(_ field: String, _ layout: Layout, environment: LayoutEnvironment = container(320)) {
                cases.append(Case(id: "\(field) = \(name)", layout: layout, environment: environment))
            }
            let p = Point(x: v, y: v)
            add("item width absolute", layout(grid(item: Item().width(.absolute(v)))))
            add("item width fractionalWidth", layout(grid(item: Item().width(.fractionalWidth(v)))))
            add("item height fractionalHeight", layout(grid(item: Item().height(.fractionalHeight(v)))))
            add("item height fractionalWidth", layout(grid(item: Item().height(.fractionalWidth(v)))))
            add("item height estimated", layout(grid(item: Item().height(.estimated(v)))))
            add("group width absolute", layout(grid { $0.width(.absolute(v)) }))
            add("group height absolute", layout(grid { $0.height(.absolute(v)) }))
            add("group height estimated", layout(grid { $0.height(.estimated(v)) }))
            add("item content insets", layout(grid(item: Item().contentInsets(v))))
            add("group content insets top", layout(grid { $0.contentInsets(top: v) }))
            add("section content insets leading", layout(grid().contentInsets(leading: v)))
            add("inter-item spacing fixed", layout(grid { $0.interItemSpacing(.fixed(v)) }))
            add("inter-item spacing flexible", layout(grid { $0.interItemSpacing(.flexible(v)) }))
            add(
                "item edge spacing leading fixed",
                layout(grid(item: Item().width(.absolute(50)).edgeSpacing(leading: .fixed(v)))))
            add(
                "item edge spacing top flexible",
                layout(grid(item: Item().width(.absolute(50)).edgeSpacing(top: .flexible(v)))))
            add("root group edge spacing", layout(grid { $0.edgeSpacing(leading: .flexible(v), top: .fixed(v)) }))
            add("inter-group spacing", layout(grid().interGroupSpacing(v)))
            // spec D7 accepts negative inter-section spacing (list layouts use it, spec LS4); what a spacing
            // longer than the sections (a negative content size) means is left to the negative-spacing work
            // of issue 23, so such values are not fed here yet.
            if v >= -1 || !v.isFinite { add("inter-section spacing", layout(grid()).interSectionSpacing(v)) }
            add(
                "boundary offset",
                layout(
                    grid().boundarySupplementaryItems {
                        BoundarySupplementaryItem(elementKind: "header").offset(x: v, y: v)
                    }))
            add(
                "boundary height absolute",
                layout(
                    grid().boundarySupplementaryItems {
                        BoundarySupplementaryItem(elementKind: "header").height(.absolute(v))
                    }))
            add(
                "boundary width fractional",
                layout(
                    grid().boundarySupplementaryItems {
                        BoundarySupplementaryItem(elementKind: "footer").width(.fractionalWidth(v)).alignment(.bottom)
                    }))
            add(
                "layout boundary height",
                layout(grid()).boundarySupplementaryItems {
                    BoundarySupplementaryItem(elementKind: "top").height(.absolute(v)).pinToVisibleBounds()
                })
            add(
                "badge absolute offset",
                layout(
                    grid(
                        item: Item().supplementaryItems {
                            SupplementaryItem(elementKind: "badge", offset: .absolute(p))
                        })))
            add(
                "badge fractional offset",
                layout(
                    grid(
                        item: Item().supplementaryItems {
                            SupplementaryItem(elementKind: "badge", offset: .fractional(p))
                        })))
            add(
                "badge size",
                layout(
                    grid(
                        item: Item().supplementaryItems { SupplementaryItem(elementKind: "badge").width(.absolute(v)) })
                ))
            add(
                "badge content insets",
                layout(
                    grid(item: Item().supplementaryItems { SupplementaryItem(elementKind: "badge").contentInsets(v) })))
            add(
                "group badge item anchor offset",
                layout(
                    grid {
                        $0.supplementaryItems {
                            SupplementaryItem(
                                elementKind: "g", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
                                containerAnchor: Anchor(edges: .top),
                                itemAnchor: Anchor(edges: .bottom, offset: .absolute(p)))
                        }
                    }))
            add(
                "decoration insets",
                layout(grid().decorationItems { DecorationItem.background(elementKind: "bg").contentInsets(v) }))
            add("orthogonal paging group width", layout(grid { $0.width(.absolute(v)) }.orthogonalScrolling(.paging)))
            add(
                "orthogonal centred inter-group spacing",
                layout(grid().orthogonalScrolling(.groupPagingCentered).interGroupSpacing(v)))
            add("container width", layout(grid()), environment: container(v))
            add("container height", layout(grid()), environment: container(320, v))
            add("display scale", layout(grid()), environment: container(320, scale: v))
            var safe = container(320)
            safe.container.contentInsets = DirectionalInsets(all: v)
            add("safe-area insets", layout(grid()), environment: safe)
            add(
                "horizontal layout item width",
                layout(grid(item: Item().width(.absolute(v)))).scrollDirection(.horizontal))
        }
        return cases
    }()

    /// Counts, z-indexes, option sets and structures.
    static let structuralCases: [Case] = {
        var cases: [Case] = []
        for n in [0, -1, Int.min, Int.max, 100_001] {
            cases.append(Case(id: "count \(n)", layout: layout(Section(group: HGroup(count: n) { Item() }))))
            cases.append(
                Case(
                    id: "repeating \(n)",
                    layout: layout(Section(group: HGroup { Item().width(.absolute(1)) }.repeating(count: n)))))
        }
        for counts in [
            [Int.max], [Int.min], [-1], [Int.max, Int.max], [LayoutLimits.maximumTotalItems + 1], [5, Int.max - 4],
        ] {
            cases.append(Case(id: "itemCounts \(counts)", layout: layout(grid()), data: LayoutData(itemCounts: counts)))
        }
        cases.append(
            Case(id: "1 000 001 sections", layout: layout(grid()), data: LayoutData(sections: 1_000_001, items: 0)))
        for z in [Int.min, Int.max] {
            cases.append(
                Case(
                    id: "zIndex \(z)",
                    layout: layout(
                        grid(item: Item().supplementaryItems { SupplementaryItem(elementKind: "b").zIndex(z) })
                            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "h").zIndex(z) }
                            .decorationItems { DecorationItem.background(elementKind: "bg").zIndex(z) })))
            cases.append(
                Case(
                    id: "custom item zIndex \(z)",
                    layout: layout(
                        Section(
                            group: CustomGroup(name: "z\(z)") { _ in
                                [CustomGroupItem(frame: R(0, 0, 10, 10), zIndex: z)]
                            }))))
        }
        for raw in [-1, Int.max, Int.min, 1 << 40] {
            cases.append(
                Case(
                    id: "edges rawValue \(raw)",
                    layout: layout(
                        grid(
                            item: Item().supplementaryItems {
                                SupplementaryItem(elementKind: "b", edges: Edges(rawValue: raw))
                            }))))
        }
        for n in [0, -1, Int.min] {
            cases.append(
                Case(
                    id: "visibility onlyEvery(\(n))",
                    layout: layout(
                        grid(
                            item: Item().supplementaryItems {
                                SupplementaryItem(elementKind: "b").visibility(.onlyEvery(n))
                            }))))
        }
        cases.append(Case(id: "empty horizontal group", layout: layout(Section(group: HGroup {}))))
        cases.append(Case(id: "empty nested vertical group", layout: layout(Section(group: HGroup { VGroup {} }))))
        cases.append(Case(id: "empty section list", layout: Layout(sections: [])))
        cases.append(
            Case(id: "empty section list, no sections", layout: Layout(sections: []), data: LayoutData(itemCounts: [])))
        for depth in [31, 32, 33, 1_000] {
            var group = HGroup { Item() }
            for _ in 1..<depth { group = HGroup { group } }
            cases.append(Case(id: "\(depth) nested groups", layout: layout(Section(group: group))))
        }
        var wide = HGroup { Item() }
        for _ in 1..<1_000 { wide = VGroup { wide }.interItemSpacing(.flexible(1)).contentInsets(0.001) }
        cases.append(Case(id: "1000 nested groups with spacing and insets", layout: layout(Section(group: wide))))
        return cases
    }()

    /// Custom groups and sizing callbacks returning garbage.
    static let callbackCases: [Case] = {
        var cases: [Case] = []
        let frames: [(String, [CustomGroupItem])] = [
            ("no frames", []),
            ("NaN x", [CustomGroupItem(frame: R(.nan, 0, 10, 10))]),
            ("negative width", [CustomGroupItem(frame: R(0, 0, -10, 10))]),
            ("infinite height", [CustomGroupItem(frame: R(0, 0, 10, .infinity))]),
            ("origin at -inf", [CustomGroupItem(frame: R(-.infinity, 0, 10, 10))]),
            ("1e300 frame", [CustomGroupItem(frame: R(1e300, 1e300, 1e300, 1e300))]),
            (
                "max frame",
                [
                    CustomGroupItem(
                        frame: R(
                            .greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude,
                            .greatestFiniteMagnitude))
                ]
            ),
            ("negative origin", [CustomGroupItem(frame: R(-1e6, -1e6, 10, 10))]),
            ("200 000 frames", Array(repeating: CustomGroupItem(frame: R(0, 0, 1, 1)), count: 200_000)),
        ]
        for (name, items) in frames {
            cases.append(
                Case(
                    id: "custom group returning \(name)",
                    layout: layout(Section(group: CustomGroup(name: name) { _ in items }))))
            cases.append(
                Case(
                    id: "nested custom group returning \(name)",
                    layout: layout(
                        Section(
                            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(60))) {
                                CustomGroup(
                                    LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), name: name
                                ) { _ in items }
                            }))))
        }
        let sizes: [(String, Size)] = [
            ("NaN", Size(width: .nan, height: 10)), ("-1", Size(width: 10, height: -1)),
            ("+inf", Size(width: 10, height: .infinity)),
            ("1e300", Size(width: 1e300, height: 1e300)),
            ("max", Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)),
            ("zero", .zero), ("tiny", Size(width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude)),
        ]
        for (name, size) in sizes {
            let selfSizing = Section(
                group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                    Item().width(.estimated(80)).height(.estimated(44))
                })
            cases.append(
                Case(
                    id: "sizing callback returning \(name)", layout: layout(selfSizing),
                    data: LayoutData(sections: 2, items: 9) { _, _ in size }))
            cases.append(
                Case(
                    id: "sizing callback returning \(name), orthogonal",
                    layout: layout(selfSizing.orthogonalScrolling(.groupPaging)),
                    data: LayoutData(sections: 1, items: 9) { _, _ in size }))
        }
        return cases
    }()

    /// Solves and checks the outcome: a typed error, or finite frames with non-negative sizes.
    static func expectErrorOrValid(_ c: Case) {
        PropertyTestSettings.traceSeed(0, c.id)
        let outcome = TimedSolve.run(c.layout, in: c.environment, data: c.data)
        for problem in outcome.problems { Issue.record("\(c.id): \(problem)") }
        guard let solved = outcome.solved else {
            #expect(outcome.layoutError != nil || outcome.otherError != nil)
            return
        }
        let all = solved.allElements()
        for problem in LayoutProperties.wellFormed(solved, all: all, strictContainment: false) {
            Issue.record("\(c.id): solved, but \(problem)")
        }
    }

    /// Finite inputs whose arithmetic overflows to infinity, run apart by `overflowingValues`.
    ///
    /// They must give a typed error, never infinite frames (spec R2: a non-finite frame is an error, never an
    /// output).
    static let knownNonFiniteIDs: Set<String> = [
        "item height fractionalHeight = max", "item height fractionalWidth = max", "inter-item spacing fixed = max",
        "inter-item spacing flexible = max", "boundary width fractional = max", "badge fractional offset = max",
        "sizing callback returning max, orthogonal",
        // Overflowing leaves lengthen their section, so these two would give an infinite section length.
        "item height estimated = max", "item edge spacing top flexible = max",
    ]

    @Test(
        "every numeric field fed NaN, infinities, negative, tiny and huge numbers gives a typed error or a valid layout",
        arguments: numericCases.filter { !knownNonFiniteIDs.contains($0.id) })
    func numeric(_ c: Case) { Self.expectErrorOrValid(c) }

    @Test(
        "finite values whose arithmetic overflows (Double.greatestFiniteMagnitude) give a typed error, not infinite frames",
        arguments: (numericCases + callbackCases).filter { knownNonFiniteIDs.contains($0.id) })
    func overflowingValues(_ c: Case) { Self.expectErrorOrValid(c) }

    @Test("the smallest reproduction of an overflowing fraction: height = 100 x greatestFiniteMagnitude")
    func overflowingFraction() {
        // The group is 100 tall; an item of fractionalHeight(greatestFiniteMagnitude) resolves to
        // 100 x 1.8e308 = inf. Expected: LayoutError.nonFiniteFrame (spec R2), never a cell with height inf.
        let section = Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
                Item().height(.fractionalHeight(.greatestFiniteMagnitude))
            })
        #expect(throws: LayoutError.self) {
            try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        }
    }

    @Test(
        "absurd counts, z-indexes, option sets, empty and deeply nested groups give a typed error or a valid layout",
        arguments: structuralCases)
    func structural(_ c: Case) { Self.expectErrorOrValid(c) }

    @Test(
        "custom groups and sizing callbacks returning garbage give a typed error or a valid layout",
        arguments: callbackCases.filter { !knownNonFiniteIDs.contains($0.id) })
    func callbacks(_ c: Case) { Self.expectErrorOrValid(c) }
}
