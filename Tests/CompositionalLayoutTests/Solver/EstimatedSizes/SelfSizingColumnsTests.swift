import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// Self-sizing rows of several items measured across the row only, the shape of a grid of self-sizing cells
/// (spec E1, spec G7, spec G8, spec G11, spec S1, spec S2): the solver places their items column by column
/// (`Stamping.flatColumns`), and with its shortcuts off (`Shortcuts.off`) evaluates each instance on its own
/// (`measuredInstances`): the two must agree bit for bit.
@Suite("Self-sizing columns")
struct SelfSizingColumnsTests {
    func cell(_ s: SolvedLayout, _ item: Int, section: Int = 0) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    @Test("a 3-column grid row is as tall as its tallest cell and the next row starts below it (spec G11, spec S1)")
    func gridRows() throws {
        // Cells a third of 320 - 2 x 16 = 288 wide (96), inset 4 on every side; heights 60, 90, 30, then 50, 20.
        let heights: [Double] = [60, 90, 30, 50, 20]
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(100))) {
            Item().width(.fractionalWidth(1.0 / 3)).height(.estimated(100)).contentInsets(4)
        }
        let layout = Layout(section: Section(group: row).interGroupSpacing(8).contentInsets(16))
        let data = LayoutData(sections: 1, items: 5) { indexPath, proposed in
            Size(width: proposed.width, height: heights[indexPath.item])
        }
        let s = try layout.solve(in: container(320), data: data)
        // Row 0 is 90 tall (its tallest cell). A cell sits 4 in from its slot's sides; on the estimated axis its
        // insets are dropped (spec I2), so it is as tall as it measured, at the row's top.
        expectFrame(cell(s, 0), equals: R(16 + 4, 16, 96 - 8, 60))
        expectFrame(cell(s, 1), equals: R(16 + 96 + 4, 16, 96 - 8, 90))
        expectFrame(cell(s, 2), equals: R(16 + 2 * 96 + 4, 16, 96 - 8, 30))
        // Row 1 starts 8 below row 0 and holds two cells; the third slot stays empty (spec S2).
        expectFrame(cell(s, 3), equals: R(16 + 4, 16 + 90 + 8, 96 - 8, 50))
        expectFrame(cell(s, 4), equals: R(16 + 96 + 4, 16 + 90 + 8, 96 - 8, 20))
        // The last row is as long as its items reach: 50.
        expectClose(s.contentSize.height, 16 + 90 + 8 + 50 + 16)
        #expect(s.elements(in: R(0, 16 + 90 + 8 + 25, 320, 1)).map(\.indexPath) == [IndexPath(section: 0, item: 3)])
    }

    @Test("whole rows keep their lengths, not their frames; frames, queries and re-solves read as stored ones")
    func wholeRowsAreComputed() throws {
        // The grid of `gridRows`: cells 96 - 8 = 88 wide at x = 20, 116 and 212, as tall as they measure (spec I2).
        let first: [Double] = [60, 90, 30, 50, 20, 70]
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(100))) {
            Item().width(.fractionalWidth(1.0 / 3)).height(.estimated(100)).contentInsets(4)
        }
        let layout = Layout(section: Section(group: row).interGroupSpacing(8).contentInsets(16))
        func data(_ count: Int, _ heights: [Double] = first) -> LayoutData {
            LayoutData(sections: 1, items: count) { indexPath, proposed in
                Size(width: proposed.width, height: heights[indexPath.item])
            }
        }
        var s = try layout.solve(in: container(320), data: data(5))
        // Row 0 (three cells) is computed when asked; row 1 holds two of three, so its cells are stored.
        #expect(s.sections[0].computedCells == 3)
        expectFrame(cell(s, 1), equals: R(116, 16, 88, 90))
        expectFrame(cell(s, 3), equals: R(20, 16 + 90 + 8, 88, 50))
        // A query across row 0 at y = 16 + 45 meets the 60- and 90-tall cells, not the 30-tall one.
        #expect(s.elements(in: R(0, 16 + 45, 320, 1)).map(\.indexPath.item) == [0, 1])
        // A sixth item completes row 1 (70 tall): every cell is computed, in the previous result's storage.
        s = try solve(layout, in: container(320), data: data(6), reusing: s, changedSections: [0])
        #expect(s.sections[0].computedCells == 6)
        expectFrame(cell(s, 5), equals: R(212, 16 + 90 + 8, 88, 70))
        expectFrame(cell(s, 3), equals: R(20, 16 + 90 + 8, 88, 50))
        expectClose(s.contentSize.height, 16 + 90 + 8 + 70 + 16)
        // Row 0 answers differently and row 1 loses two items: 40, 20, 10 make row 0 40 tall.
        s = try solve(layout, in: container(320), data: data(4, [40, 20, 10, 50]), reusing: s, changedSections: [0])
        #expect(s.sections[0].computedCells == 3)
        expectFrame(cell(s, 0), equals: R(20, 16, 88, 40))
        expectFrame(cell(s, 3), equals: R(20, 16 + 40 + 8, 88, 50))
        expectClose(s.contentSize.height, 16 + 40 + 8 + 50 + 16)
        #expect(Array(s.cellFrames).count == 4)
    }

    @Test(
        "an invalid answer names its item, in the first batch or a later one, shortcuts on or off (spec E4)",
        arguments: [Shortcuts.on, .off])
    func invalidAnswerNamesTheItem(shortcuts: Shortcuts) throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(100))) {
            Item().width(.fractionalWidth(1.0 / 3)).height(.estimated(100))
        }
        let layout = Layout(section: Section(group: row))
        try expectStampings(of: layout, in: container(320), shortcut: .flatColumns)
        for bad in [0, 301, 1_000] {
            let data = LayoutData(sections: 1, items: 1_200) { indexPath, proposed in
                Size(width: proposed.width, height: indexPath.item == bad ? -1 : 50)
            }
            #expect(throws: LayoutError.invalidSelfSize(section: 0, item: bad)) {
                try solve(layout, in: container(320), data: data, shortcuts: shortcuts)
            }
        }
    }

    @Test("columns and the general path agree bit for bit: frames, extents, queries")
    func columnsEqualGeneral() throws {
        let compared = compareRandomCases(
            rounds: 150, seed: 2_024, shortcut: .flatColumns, make: { ColumnsCase(&$0) },
            answer: { item, seed in
                let step = Double((item * 53 + seed) % 97)
                // Zero-length answers too, and answers that insets overrun (spec I1).
                return Size(width: 10 + step / 3, height: step == 1 ? 0 : 5 + step / 7)
            })
        #expect(compared >= 100, "most cases solve")
    }
}

/// A random self-sizing section of rows of 2 to 4 items measured across the row (and a second one after it):
/// both scroll directions, rows along and across the group axis, orthogonal or not, per-item insets and
/// edges, spacings that may be negative, partial last rows, and a pixel grid or none.
struct ColumnsCase: RandomShortcutCase {
    let vertical: Bool
    let orthogonal: Bool
    let horizontalStack: Bool
    let columns: Int
    let itemInsets: [DirectionalInsets]
    let edges: [(before: Double, after: Double, acrossBefore: Double, acrossAfter: Double)]
    let stackInsets: DirectionalInsets
    let itemSpacing: Double
    let spacing: Double
    let scale: Double
    let width: Double
    let items: Int
    let seed: Int

    init(_ random: inout SplitMix64) {
        func pick(_ values: [Double]) -> Double { values[Int.random(in: 0..<values.count, using: &random)] }
        vertical = Bool.random(using: &random)
        orthogonal = Int.random(in: 0..<4, using: &random) == 0
        horizontalStack = Bool.random(using: &random)
        columns = Int.random(in: 2...4, using: &random)
        itemInsets = (0..<columns).map { _ in
            DirectionalInsets(
                top: pick([0, 1, 2.5, 30, -3]), leading: pick([0, 4, 25, -1]), bottom: pick([0, 1.5, 40]),
                trailing: pick([0, 3, -2]))
        }
        edges = (0..<columns).map { _ in (pick([0, 3, -2]), pick([0, 2]), pick([0, 5, -4]), pick([0, 6, -1])) }
        stackInsets = DirectionalInsets(
            top: pick([0, 2, 12, -3]), leading: pick([0, 4.5, -1]), bottom: pick([0, 3]), trailing: pick([0, 7, -2]))
        itemSpacing = pick([0, 4, 1.5, -2])
        spacing = pick([0, 8, 2.5, -3, -80])
        scale = pick([0, 2, 3])
        width = pick([320, 375, 391])
        items = Int.random(in: 1..<700, using: &random)
        seed = Int.random(in: 0..<1000, using: &random)
    }

    /// The environment: `width` across a vertical layout, or as its height in a horizontal one.
    var environment: LayoutEnvironment {
        vertical ? container(width, scale: scale) : container(844, width, scale: scale)
    }

    /// The layout: the case's section twice.
    ///
    /// Items take a fraction of the row along it (room left for their edges, spec G3) and are estimated
    /// across it, as the row is.
    var layout: Layout {
        let fraction = 0.8 / Double(columns)
        let size =
            horizontalStack
            ? LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
            : LayoutSize(width: .estimated(60), height: .fractionalHeight(1))
        let itemSize =
            horizontalStack
            ? LayoutSize(width: .fractionalWidth(fraction), height: .estimated(44))
            : LayoutSize(width: .estimated(60), height: .fractionalHeight(fraction))
        let items = (0..<columns).map { j in
            Item().size(itemSize).contentInsets(itemInsets[j])
                .edgeSpacing(
                    leading: .fixed(horizontalStack ? edges[j].before : edges[j].acrossBefore),
                    top: .fixed(horizontalStack ? edges[j].acrossBefore : edges[j].before),
                    trailing: .fixed(horizontalStack ? edges[j].after : edges[j].acrossAfter),
                    bottom: .fixed(horizontalStack ? edges[j].acrossAfter : edges[j].after))
        }
        let arrangement: GroupArrangement = horizontalStack ? .horizontal : .vertical
        let row = Group(arrangement: arrangement, size: size, subitems: items.map(LayoutNode.item))
            .interItemSpacing(.fixed(itemSpacing)).contentInsets(stackInsets)
        var section = Section(group: row).interGroupSpacing(spacing).contentInsets(16)
        if orthogonal { section = section.orthogonalScrolling(.continuous) }
        return Layout(sections: [section, section]).scrollDirection(vertical ? .vertical : .horizontal)
    }

    var description: String {
        "vertical \(vertical), orthogonal \(orthogonal), H stack \(horizontalStack), columns \(columns), "
            + "item insets \(itemInsets), edges \(edges), stack insets \(stackInsets), item spacing \(itemSpacing), "
            + "spacing \(spacing), scale \(scale), width \(width), items \(items), seed \(seed)"
    }
}
