import CompositionalLayout
import ReferenceSolver
import Testing

/// The naive reference solver against the spec's hand arithmetic, so the oracle does not merely echo the engine.
@Suite("Reference solver: spec worked examples")
struct ReferenceSolverTests {
    func frames(_ result: ReferenceResult, _ category: ElementCategory = .cell, kind: String? = nil) -> [Rect] {
        result.elements.filter { $0.category == category && $0.elementKind == kind }.map(\.frame)
    }

    func expectFrame(
        _ actual: Rect?, _ expected: Rect, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let a = actual else {
            Issue.record("\(comment): missing frame, expected \(expected)", sourceLocation: sourceLocation)
            return
        }
        let close =
            abs(a.x - expected.x) <= 1e-9 && abs(a.y - expected.y) <= 1e-9 && abs(a.width - expected.width) <= 1e-9
            && abs(a.height - expected.height) <= 1e-9
        if !close { Issue.record("\(comment): \(a) is not \(expected)", sourceLocation: sourceLocation) }
    }

    func env(_ width: Double, scale: Double = 0) -> LayoutEnvironment {
        LayoutEnvironment(width: width, height: 844, displayScale: scale)
    }

    @Test("(a) square grid at 320: items 100 x 100 every 105 points at every scale", arguments: [0.0, 2, 3])
    func squareGrid(scale: Double) throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                    Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
                }
            }.contentInsets(2.5))
        let result = try referenceSolve(layout, in: env(320, scale: scale), data: LayoutData(sections: 1, items: 8))
        let cells = frames(result)
        #expect(cells.count == 8)
        // Group container 320 - 5 = 315; slots 315 / 3 = 105; item = slot - 2 x 2.5 at 2.5 + 2.5.
        for (i, frame) in cells.enumerated() {
            expectFrame(
                frame, Rect(x: 5 + 105 * Double(i % 3), y: 5 + 105 * Double(i / 3), width: 100, height: 100),
                "item \(i)")
        }
        // spec S2, spec S4: 8 items = 3 rows; height 2.5 + 105 x 3 + 2.5.
        #expect(abs(result.contentSize.height - (5 + 105 * 3)) <= 1e-9)
    }

    @Test("(b) nested groups at 375, scale 2: fractions floor to half points (spec D6)")
    func nestedScale2() throws {
        let small = Item().width(.fractionalWidth(1)).height(.fractionalHeight(0.5))
        let vg = VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) { small }
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().width(.fractionalWidth(0.5)).height(.fractionalHeight(1))
                    vg
                    vg
                }
            })
        let cells = frames(try referenceSolve(layout, in: env(375, scale: 2), data: LayoutData(sections: 1, items: 6)))
        // vg = floor(93.75 x 2) / 2 = 93.5; the second vg at 187.5 + 93.5 = 281; group 187.5 tall.
        let expected = [
            Rect(x: 0, y: 0, width: 187.5, height: 187.5), Rect(x: 187.5, y: 0, width: 93.5, height: 93.5),
            Rect(x: 187.5, y: 93.5, width: 93.5, height: 93.5), Rect(x: 281, y: 0, width: 93.5, height: 93.5),
            Rect(x: 281, y: 93.5, width: 93.5, height: 93.5), Rect(x: 0, y: 187.5, width: 187.5, height: 187.5),
        ]
        #expect(cells.count == 6)
        for (i, e) in expected.enumerated() { expectFrame(cells.indices.contains(i) ? cells[i] : nil, e, "leaf \(i)") }
    }

    @Test("(c) count form with spacing 10 in 320: widths 100 at x = 0, 110, 220 (spec G5, spec G6)")
    func countForm() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), count: 3) { Item() }
                    .interItemSpacing(.fixed(10))
            })
        let cells = frames(try referenceSolve(layout, in: env(320), data: LayoutData(sections: 1, items: 3)))
        // Re-solved in 320 - 2 x 10 = 300: each 100 wide.
        #expect(cells == [0.0, 110, 220].map { Rect(x: $0, y: 0, width: 100, height: 100) })
    }

    @Test("spec G5: a child height of fractionalWidth 0.25 in a 355-wide group of 4 with spacing 16 is 76.75")
    func g5Heights() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
                    Item().width(.fractionalWidth(0.25)).height(.fractionalWidth(0.25))
                }
                .interItemSpacing(.fixed(16))
            })
        let cells = frames(try referenceSolve(layout, in: env(355), data: LayoutData(sections: 1, items: 4)))
        // Four fit without spacing (4 x 88.75 = 355); container 355 - 3 x 16 = 307; 307 / 4 = 76.75.
        #expect(cells.count == 4)
        for (i, f) in cells.enumerated() {
            expectFrame(f, Rect(x: Double(i) * (76.75 + 16), y: 0, width: 76.75, height: 76.75), "item \(i)")
        }
    }

    @Test("spec A3: a 20 x 20 badge at top trailing with fractional offset (0.5, -0.5) sits at (100, 0)")
    func badge() throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .absolute(120), height: .absolute(120))) {
                    Item().contentInsets(10).supplementaryItems { badge }
                }
            })
        let result = try referenceSolve(layout, in: env(320), data: LayoutData(sections: 1, items: 1))
        // Item (10, 10, 100, 100); P = (110, 10); origin (110 - 20, 10) + (10, -10).
        expectFrame(frames(result).first, Rect(x: 10, y: 10, width: 100, height: 100), "item")
        expectFrame(
            frames(result, .supplementary, kind: "badge").first, Rect(x: 100, y: 0, width: 20, height: 20), "badge")
        #expect(result.elements.map(\.category) == [.cell, .supplementary])
    }

    @Test(
        "spec C1, spec C2, spec S8: a background spans the section minus its insets, lifts cells to zIndex 1, and an empty section with a header keeps its insets and background"
    )
    func background() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item() }
            }
            .contentInsets(10)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header").height(.absolute(30)) }
            .decorationItems { DecorationItem.background(elementKind: "bg").contentInsets(4) })
        let result = try referenceSolve(layout, in: env(300), data: LayoutData(itemCounts: [2, 0]))
        // Section 0: header 30, then 10 + 2 x 50 + 10 = 120 -> frame (0, 0, 300, 150); background inset by 4.
        expectFrame(
            frames(result, .decoration, kind: "bg").first, Rect(x: 4, y: 4, width: 292, height: 142), "background")
        // Cells start at 30 + 10, inside the 10-point insets: 280 wide.
        expectFrame(frames(result).first, Rect(x: 10, y: 40, width: 280, height: 50), "item 0")
        #expect(result.elements.filter { $0.category == .cell }.allSatisfy { $0.zIndex == 1 })
        // Section 1 is empty but has a header: header 30 plus insets 10 + 10 (spec S8, recorded), at 150.
        let headers = frames(result, .supplementary, kind: "header")
        #expect(headers.count == 2)
        expectFrame(headers.last, Rect(x: 10, y: 150, width: 280, height: 30), "section 1 header")
        let backgrounds = frames(result, .decoration, kind: "bg")
        #expect(backgrounds.count == 2)
        expectFrame(backgrounds.last, Rect(x: 4, y: 150 + 4, width: 292, height: 50 - 8), "section 1 background")
        #expect(abs(result.contentSize.height - (150 + 30 + 10 + 10)) <= 1e-9)
    }

    @Test("spec S7: groupPagingCentered adds (container - group) / 2 before the first group")
    func groupPagingCentered() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.8), height: .absolute(100))) { Item() }
            }
            .orthogonalScrolling(.groupPagingCentered)
            .interGroupSpacing(10))
        let cells = frames(try referenceSolve(layout, in: env(400), data: LayoutData(sections: 1, items: 3)))
        // spec D5: group 0.8 x 400 = 320; extra inset (400 - 320) / 2 = 40; stride 320 + 10.
        #expect(cells == [40.0, 370, 700].map { Rect(x: $0, y: 0, width: 320, height: 100) })
    }

    @Test("spec E1: estimated heights take the sizing callback's values and groups follow one another")
    func estimated() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                    Item().height(.estimated(44)).contentInsets(4)
                }
            }
            .interGroupSpacing(5))
        let data = LayoutData(sections: 1, items: 3) { indexPath, proposed in
            Size(width: proposed.width, height: 20 + 10 * Double(indexPath.item))
        }
        let cells = frames(try referenceSolve(layout, in: env(200), data: data))
        // spec I2: the vertical insets are ignored on the estimated axis; heights 20, 30, 40; y = 0, 25, 60.
        #expect(
            cells == [
                Rect(x: 4, y: 0, width: 192, height: 20), Rect(x: 4, y: 25, width: 192, height: 30),
                Rect(x: 4, y: 60, width: 192, height: 40),
            ])
    }

    @Test("a waterfall with no subitems is refused with a typed error, as the engine refuses it (it crashed)")
    func emptyWaterfall() {
        let layout = Layout(section: Section(group: WaterfallGroup(columns: 2) {}))
        #expect(throws: ReferenceError.childDoesNotFit(section: 0)) {
            try referenceSolve(layout, in: env(320), data: LayoutData(sections: 1, items: 3))
        }
        #expect(throws: LayoutError.self) {
            try layout.solve(in: env(320), data: LayoutData(sections: 1, items: 3))
        }
    }

    @Test("a NaN answer for an item's estimated badge is refused, as the engine refuses it (spec E4)")
    func badBadgeAnswer() {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.absolute(100)).supplementaryItems {
                SupplementaryItem(
                    elementKind: "badge", size: LayoutSize(width: .estimated(20), height: .absolute(20)),
                    containerAnchor: Anchor(edges: [.top, .trailing]))
            }
        }
        var data = LayoutData(sections: 1, items: 2)
        data.supplementarySizing = { _, _, _ in Size(width: .nan, height: 20) }
        let layout = Layout(section: Section(group: row))
        #expect(throws: ReferenceError.invalidFrame(section: 0)) {
            try referenceSolve(layout, in: env(320), data: data)
        }
        #expect(throws: LayoutError.invalidSupplementarySize(kind: "badge", section: 0)) {
            try layout.solve(in: env(320), data: data)
        }
    }
}
