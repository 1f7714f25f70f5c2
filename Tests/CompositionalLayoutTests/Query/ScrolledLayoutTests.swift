import CompositionalLayout
import LayoutTestSupport
import Testing

/// `ScrolledLayout`: the layout at one scroll offset, answered a rect or an element at a time, pinned (spec
/// B5), hooked (spec L5) and in output order, from hand arithmetic.
@Suite("Scrolled layout")
struct ScrolledLayoutTests {
    /// Two sections of three 50-pt rows under a pinned 30-pt header in a 200 x 100 container.
    ///
    /// Section 0 is 30 + 3 x 50 = 180 long (header 0...30, rows at 30, 80, 130); section 1 spans 180...360 (header at 180,
    /// rows at 210, 260, 310). With `hook`, each row and header the hook sees gets alpha 0.5.
    static func solved(hook: Bool = false) throws -> SolvedLayout {
        var section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item() }
        }.boundarySupplementaryItems {
            BoundarySupplementaryItem(
                elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                alignment: .top, pinToVisibleBounds: true)
        }
        if hook {
            section.visibleItemsHandler = VisibleItemsHandler(name: "half") { items, _, _ in
                items.map { item in
                    var copy = item
                    copy.alpha = 0.5
                    return copy
                }
            }
        }
        return try Layout(section: section).solve(
            in: LayoutEnvironment(width: 200, height: 100), data: LayoutData(sections: 2, items: 3))
    }

    @Test("at offset 170 the first header is pushed up by the second and the window is in output order")
    func window() throws {
        let scrolled = ScrolledLayout(try Self.solved(), scrollOffset: 170)
        let found = scrolled.elements(in: R(0, 170, 200, 100))
        // Header 0 wants 170 but stops at its section's end minus its length, 180 - 30 = 150 (spec B5); header 1
        // rests at 180, below the rect's start. Index path (0, 0) comes before (0, 2); in section 1 the header,
        // at (1, 0), comes after cell (1, 0) and before cell (1, 1).
        #expect(found.map(\.category) == [.supplementary, .cell, .cell, .supplementary, .cell])
        #expect(found.map(\.indexPath) == [IP(0, 0), IP(0, 2), IP(1, 0), IP(1, 0), IP(1, 1)])
        expectFrame(found[0].frame, equals: R(0, 150, 200, 30))
        expectFrame(found[1].frame, equals: R(0, 130, 200, 50))
        expectFrame(found[2].frame, equals: R(0, 210, 200, 50))
        expectFrame(found[3].frame, equals: R(0, 180, 200, 30))
        expectFrame(found[4].frame, equals: R(0, 260, 200, 50))
    }

    @Test("one element by key is where the offset puts it")
    func byKey() throws {
        let scrolled = ScrolledLayout(try Self.solved(), scrollOffset: 250)
        // Header 1 follows the rect's start, 250, up to 360 - 30 = 330.
        expectFrame(
            try #require(scrolled.supplementary(ofKind: "header", at: IP(1, 0))).frame, equals: R(0, 250, 200, 30))
        // Header 0 stays at 150, the end of its section less its length.
        expectFrame(
            try #require(scrolled.supplementary(ofKind: "header", at: IP(0, 0))).frame, equals: R(0, 150, 200, 30))
        expectFrame(try #require(scrolled.cell(at: IP(1, 2))).frame, equals: R(0, 310, 200, 50))
        #expect(scrolled.cell(at: IP(1, 3)) == nil)
        #expect(scrolled.supplementary(ofKind: "header", at: IP(1, 1)) == nil)
        #expect(scrolled.supplementary(ofKind: "footer", at: IP(1, 0)) == nil)
        #expect(scrolled.decoration(ofKind: "header", at: IP(1, 0)) == nil)
    }

    @Test("the hook changes only what meets the visible rect, in the window and by key (spec L5)")
    func hooked() throws {
        let scrolled = ScrolledLayout(try Self.solved(hook: true), scrollOffset: 170)
        // Visible: 170...270. Row (0, 0) at 30...80 is not; row (1, 1) at 260...310 is.
        #expect(try #require(scrolled.cell(at: IP(0, 0))).alpha == 1)
        #expect(try #require(scrolled.cell(at: IP(1, 1))).alpha == 0.5)
        #expect(try #require(scrolled.supplementary(ofKind: "header", at: IP(0, 0))).alpha == 0.5)
        // A rect outside the visible one: rows (0, 0) and (0, 1) at rest, not hooked.
        let above = scrolled.elements(in: R(0, 40, 200, 50))
        #expect(above.map(\.indexPath) == [IP(0, 0), IP(0, 1)])
        #expect(above.map(\.alpha) == [1, 1])
        #expect(scrolled.elements(in: R(0, 170, 200, 100)).map(\.alpha) == [0.5, 0.5, 0.5, 0.5, 0.5])
    }

    @Test("every rect query equals the full list at the offset, filtered, on random layouts")
    func randomLayouts() throws {
        var compared = 0
        for index in 0..<120 {
            let c = RandomLayoutGenerator.makeCase(seed: RandomLayoutGenerator.seed(base: 0x5C_0011, index: index))
            guard let solved = try? CompositionalLayout.solve(c.layout, in: c.environment, data: c.data) else {
                continue
            }
            let axis = solved.scrollDirection
            let length = solved.contentSize[axis]
            for fraction in [-0.1, 0, 0.3, 0.6, 1] {
                let offset = length * fraction
                let orthogonal = Dictionary(
                    uniqueKeysWithValues: solved.sections.indices.map { ($0, 55.0 * Double($0 % 4)) })
                let full = solved.elements(atScrollOffset: offset, orthogonalOffsets: orthogonal)
                let scrolled = ScrolledLayout(solved, scrollOffset: offset, orthogonalOffsets: orthogonal)
                let visible = solved.visibleRect(atScrollOffset: offset)
                for rect in [visible, R(-1e7, -1e7, 2e7, 2e7), R(visible.x + 10, visible.y + 20, 40, 10)] {
                    #expect(scrolled.elements(in: rect) == full.filter { $0.frame.touches(rect) }, "seed \(c.seed)")
                }
                compared += full.count
            }
        }
        #expect(compared > 20_000)
    }

    func IP(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }
}
