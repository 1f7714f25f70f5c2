import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// Self-sizing sections of one item per group, the shape of a list (spec E1, spec S1, spec S3, spec R2): the
/// solver stamps them in a loop of their own (`Stamping.flatOneItem`), and with its shortcuts off
/// (`Shortcuts.off`) evaluates each instance on its own (`measuredInstances`): the two must agree bit for bit,
/// extents and errors included.
@Suite("Self-sizing one-item stacks")
struct SelfSizingOneItemStackTests {
    func cell(_ s: SolvedLayout, _ item: Int, section: Int = 0) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    /// A full-width row whose height is estimated at 44, its item inset 12 on each side.
    static let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
        Item().height(.estimated(44)).contentInsets(DirectionalInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
    }

    /// Heights 20, 30, 40 and on, by item.
    static let heights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: 20 + 10 * Double(indexPath.item))
    }

    @Test("list rows take their measured heights one after the other, spacing between them (spec E1, spec S1, spec S3)")
    func rows() throws {
        let layout = Layout(section: Section(group: Self.row).interGroupSpacing(8).contentInsets(16))
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 4, sizing: Self.heights))
        // x = 16 (section) + 12 (item inset); width 320 - 2 x 16 - 2 x 12 = 264 (the estimated axis keeps its
        // size, spec I2). Rows 20, 30, 40, 50 tall, each starting 8 after the previous one ends.
        expectFrame(cell(s, 0), equals: R(16 + 12, 16, 264, 20))
        expectFrame(cell(s, 1), equals: R(16 + 12, 16 + 20 + 8, 264, 30))
        expectFrame(cell(s, 2), equals: R(16 + 12, 16 + 20 + 8 + 30 + 8, 264, 40))
        expectFrame(cell(s, 3), equals: R(16 + 12, 16 + 20 + 8 + 30 + 8 + 40 + 8, 264, 50))
        // Spec S3: no spacing after the last row; spec S4: the insets around.
        expectClose(s.contentSize.height, 16 + 20 + 8 + 30 + 8 + 40 + 8 + 50 + 16)
        // The rows' starts answer queries: a thin rect inside row 2 finds row 2 alone.
        let y2 = 16 + 20 + 8 + 30 + 8 + 20.0
        #expect(s.elements(in: R(0, y2, 320, 1)).map(\.indexPath) == [IndexPath(section: 0, item: 2)])
    }

    @Test("rows measured on one axis keep their heights, not their frames; a re-solve reads them as stored (spec S1)")
    func rowsAreComputed() throws {
        let layout = Layout(section: Section(group: Self.row).interGroupSpacing(8).contentInsets(16))
        var s = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 3, sizing: Self.heights))
        #expect(s.sections[0].computedCells == 3)
        // As in `rows`: x = 16 + 12, 264 wide; rows 20, 30, 40 tall, 8 apart.
        expectFrame(cell(s, 2), equals: R(16 + 12, 16 + 20 + 8 + 30 + 8, 264, 40))
        // A fourth row (50 tall) after a re-solve into the previous storage.
        s = try solve(
            layout, in: container(320), data: LayoutData(sections: 1, items: 4, sizing: Self.heights), reusing: s,
            changedSections: [0])
        #expect(s.sections[0].computedCells == 4)
        expectFrame(cell(s, 3), equals: R(16 + 12, 16 + 20 + 8 + 30 + 8 + 40 + 8, 264, 50))
        expectFrame(cell(s, 1), equals: R(16 + 12, 16 + 20 + 8, 264, 30))
        // An item measured on both axes keeps its frames: 100 wide, rows 20 and 30 tall.
        let both = HGroup(LayoutSize(width: .estimated(100), height: .estimated(44))) {
            Item().width(.estimated(100)).height(.estimated(44))
        }
        let twoAxes = try Layout(section: Section(group: both).interGroupSpacing(8)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 2, sizing: Self.heights))
        #expect(twoAxes.sections[0].computedCells == 0)
        expectFrame(cell(twoAxes, 1), equals: R(0, 20 + 8, 100, 30))
    }

    @Test("a negative spacing longer than a row makes the rows climb, and queries still find each (spec D7, spec S1)")
    func climbingRows() throws {
        let layout = Layout(section: Section(group: Self.row).interGroupSpacing(-60))
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 3, sizing: Self.heights))
        // Row 1 starts at 20 - 60 = -40, row 2 at -40 + 30 - 60 = -70.
        expectFrame(cell(s, 1), equals: R(12, 20 - 60, 296, 30))
        expectFrame(cell(s, 2), equals: R(12, 20 - 60 + 30 - 60, 296, 40))
        #expect(s.elements(in: R(0, -65, 320, 1)).map(\.indexPath) == [IndexPath(section: 0, item: 2)])
        let found = Set(s.elements(in: R(0, -35, 320, 1)).map(\.indexPath))
        #expect(found == [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2)])
    }

    @Test("a row that starts above the one before it, but below the first, is still found (spec D7, spec S1)")
    func rowsThatStepBack() throws {
        let heights: [Double] = [150, 0, 30]
        let data = LayoutData(sections: 1, items: 3) { indexPath, proposed in
            Size(width: proposed.width, height: heights[indexPath.item])
        }
        let layout = Layout(section: Section(group: Self.row).interGroupSpacing(-50))
        let s = try layout.solve(in: container(320), data: data)
        // Starts 0, 150 - 50 = 100, 100 + 0 - 50 = 50: row 2 (50 to 80) lies inside row 0 (0 to 150).
        expectFrame(cell(s, 2), equals: R(12, 150 - 50 + 0 - 50, 296, 30))
        let found = Set(s.elements(in: R(0, 60, 320, 1)).map(\.indexPath))
        #expect(found == [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 2)])
    }

    @Test(
        "a non-finite or negative answer names its item, in a later batch too (spec E4)",
        arguments: [Shortcuts.on, .off], [5, 300])
    func invalidAnswerNamesTheItem(shortcuts: Shortcuts, bad: Int) throws {
        let data = LayoutData(sections: 1, items: 400) { indexPath, proposed in
            Size(width: proposed.width, height: indexPath.item == bad ? (bad == 5 ? -1 : .nan) : 44)
        }
        let layout = Layout(section: Section(group: Self.row))
        #expect(throws: LayoutError.invalidSelfSize(section: 0, item: bad)) {
            try solve(layout, in: container(320), data: data, shortcuts: shortcuts)
        }
        try expectStampings(of: layout, in: container(320), shortcut: .flatOneItem)
    }

    @Test(
        "a row whose frame overflows names its own item; content that overflows names the last (spec R2)",
        arguments: [Shortcuts.on, .off])
    func overflowNamesTheItem(shortcuts: Shortcuts) throws {
        // Item 7 measures 1e308 by 1e308: its far edges add up to infinity.
        let square = Layout(section: Section(group: Self.square()))
        let huge = LayoutData(sections: 1, items: 300) { indexPath, _ in
            indexPath.item == 7 ? Size(width: 1e308, height: 1e308) : Size(width: 10, height: 10)
        }
        #expect(throws: LayoutError.nonFiniteFrame(section: 0, item: 7)) {
            try solve(square, in: container(320), data: huge, shortcuts: shortcuts)
        }
        try expectStampings(of: square, in: container(320), shortcut: .flatOneItem)
        // Three rows of 1e308 are each finite, but not their sum: the section's last item is named.
        let tall = LayoutData(sections: 1, items: 3) { _, proposed in Size(width: proposed.width, height: 1e308) }
        let rows = Layout(section: Section(group: Self.row))
        #expect(throws: LayoutError.nonFiniteFrame(section: 0, item: 2)) {
            try solve(rows, in: container(320), data: tall, shortcuts: shortcuts)
        }
    }

    /// `columns` square items estimated on both axes, in a row estimated on both.
    static func square(columns: Int = 1) -> Group {
        let size = LayoutSize(width: .estimated(100 * Double(columns)), height: .estimated(44))
        return HGroup(size) { Item().width(.estimated(100)).height(.estimated(44)) }.repeating(count: columns)
    }

    @Test(
        "the first item with a problem is named, an overflowing frame or an invalid answer, in any batch (spec R2, spec E4)",
        arguments: [Shortcuts.on, .off], [1, 3])
    func firstProblemIsNamed(shortcuts: Shortcuts, columns: Int) throws {
        // With shortcuts on, sizes are read 256 at a time (`FlatStack.batchItems`), then placed: item 300 is in
        // the second batch, and its frame, 1e308 by 1e308, is not finite. With them off, the general path reads
        // an instance's answers before it places them. Either way, with 3 columns, item 301 shares item 300's
        // instance.
        func data(nanAt: Int?) -> LayoutData {
            LayoutData(sections: 1, items: 700) { indexPath, _ in
                if indexPath.item == nanAt { return Size(width: .nan, height: 10) }
                return indexPath.item == 300 ? Size(width: 1e308, height: 1e308) : Size(width: 10, height: 10)
            }
        }
        let layout = Layout(section: Section(group: Self.square(columns: columns)))
        // Three items estimated along the row are a stack; one is the one-item loop.
        try expectStampings(of: layout, in: container(320), shortcut: columns == 3 ? .flatStack : .flatOneItem)
        let sameInstance =
            columns == 3 ? LayoutError.invalidSelfSize(section: 0, item: 301) : .nonFiniteFrame(section: 0, item: 300)
        for (nanAt, expected) in [
            (301, sameInstance),
            (nil, LayoutError.nonFiniteFrame(section: 0, item: 300)),
            // Read in the same batch as item 300, before it or after it.
            (290, .invalidSelfSize(section: 0, item: 290)), (310, .nonFiniteFrame(section: 0, item: 300)),
            // In the first batch, and in the third.
            (5, .invalidSelfSize(section: 0, item: 5)), (600, .nonFiniteFrame(section: 0, item: 300)),
        ] {
            #expect(throws: expected, "NaN at \(nanAt.map(String.init) ?? "none")") {
                try solve(layout, in: container(320), data: data(nanAt: nanAt), shortcuts: shortcuts)
            }
        }
    }

    @Test("the widest and the tallest rows on different items overflow together but not alone (spec R2)")
    func extremesOnDifferentItems() throws {
        // Item 3 is 1e308 wide, item 5 1e308 tall: (x + 1e308) + (y + 10) is finite for each, so nothing is
        // refused, though a frame 1e308 by 1e308 would be. The one-item loop and the general path give the
        // same layout.
        let data = LayoutData(sections: 1, items: 8) { indexPath, _ in
            switch indexPath.item {
            case 3: Size(width: 1e308, height: 10)
            case 5: Size(width: 10, height: 1e308)
            default: Size(width: 10, height: 10)
            }
        }
        let solves = ShortcutAndGeneralSolves(
            Layout(section: Section(group: Self.square())), in: container(320), data: data)
        expectStampings(solves, shortcut: .flatOneItem)
        let flat = try #require(solves.shortcut)
        let general = try #require(solves.general)
        // Rows stack down from y = 0: 10 x 5 before item 5, and item 3 is as wide as it measured.
        expectFrame(cell(flat, 3), equals: R(0, 3 * 10, 1e308, 10))
        expectFrame(cell(flat, 5), equals: R(0, 5 * 10, 10, 1e308))
        expectFrame(cell(flat, 7), equals: R(0, 5 * 10 + 1e308 + 10, 10, 10))
        #expect((0..<8).map { cell(flat, $0) } == (0..<8).map { cell(general, $0) })
        #expect(flat.contentSize == general.contentSize)
    }

    @Test("the one-item loop and the general path agree bit for bit: frames, extents, queries")
    func oneItemEqualsGeneral() throws {
        let compared = compareRandomCases(
            rounds: 150, seed: 24, shortcut: .flatOneItem, make: { OneItemCase(&$0) },
            answer: { item, seed in
                let step = Double((item * 37 + seed) % 97)
                // Zero-length answers too, and answers that insets overrun (spec I1).
                return Size(width: step == 0 ? 0 : 10 + step / 3, height: step == 1 ? 0 : 5 + step / 7)
            })
        #expect(compared >= 100, "most cases solve")
    }
}

/// A random one-item self-sizing section (and a fixed second one after it): both scroll directions, stacks
/// along and across the group axis, orthogonal or not, estimated on one or both axes, insets, edges and
/// spacings that may be negative, and a pixel grid or none.
struct OneItemCase: RandomShortcutCase {
    let vertical: Bool
    let orthogonal: Bool
    let horizontalStack: Bool
    let estimatedWidth: Bool
    let estimatedHeight: Bool
    let itemInsets: DirectionalInsets
    let stackInsets: DirectionalInsets
    let edges: (leading: Double, top: Double, trailing: Double, bottom: Double)
    let spacing: Double
    let sectionInsets: Double
    let scale: Double
    let width: Double
    let items: Int
    let seed: Int

    init(_ random: inout SplitMix64) {
        func pick(_ values: [Double]) -> Double { values[Int.random(in: 0..<values.count, using: &random)] }
        func insets(negative: Bool) -> DirectionalInsets {
            let less = negative ? [-3.0, -1] : []
            return DirectionalInsets(
                top: pick([0, 1, 2.5, 30] + less), leading: pick([0, 4, 25] + less), bottom: pick([0, 1.5, 40]),
                trailing: pick([0, 3] + less))
        }
        vertical = Bool.random(using: &random)
        orthogonal = Int.random(in: 0..<4, using: &random) == 0
        horizontalStack = Bool.random(using: &random)
        let both = Int.random(in: 0..<3, using: &random) == 0
        // The axis the groups follow (the scroll axis, or across it when orthogonal) is always estimated.
        let groupAxisVertical = vertical != orthogonal
        estimatedWidth = both || !groupAxisVertical
        estimatedHeight = both || groupAxisVertical
        itemInsets = insets(negative: true)
        stackInsets = insets(negative: true)
        edges = (pick([0, 3, -2]), pick([0, 5, -4]), pick([0, 2]), pick([0, 6, -1]))
        spacing = pick([0, 8, 2.5, -3, -80])
        sectionInsets = pick([0, 16, 2.25])
        scale = pick([0, 2, 3])
        width = pick([320, 375, 391])
        items = Int.random(in: 1..<600, using: &random)
        seed = Int.random(in: 0..<1000, using: &random)
    }

    /// The environment: `width` across a vertical layout, or as its height in a horizontal one.
    var environment: LayoutEnvironment {
        vertical ? container(width, scale: scale) : container(844, width, scale: scale)
    }

    /// The layout: the case's section, then a plain one-item list section of 3 fixed-size rows' worth.
    var layout: Layout {
        let size = LayoutSize(
            width: estimatedWidth ? .estimated(60) : .fractionalWidth(1),
            height: estimatedHeight ? .estimated(44) : .fractionalHeight(1))
        // Room for the item's edges along a stack that is not estimated (spec G3).
        let itemSize = LayoutSize(
            width: estimatedWidth ? .estimated(60) : .fractionalWidth(0.8),
            height: estimatedHeight ? .estimated(44) : .fractionalHeight(0.8))
        let item = Item().size(itemSize).contentInsets(itemInsets)
            .edgeSpacing(
                leading: .fixed(edges.leading), top: .fixed(edges.top), trailing: .fixed(edges.trailing),
                bottom: .fixed(edges.bottom))
        let stack = (horizontalStack ? HGroup(size) { item } : VGroup(size) { item }).contentInsets(stackInsets)
        var section = Section(group: stack).interGroupSpacing(spacing).contentInsets(sectionInsets)
        if orthogonal { section = section.orthogonalScrolling(.continuous) }
        return Layout(sections: [section, section]).scrollDirection(vertical ? .vertical : .horizontal)
    }

    var description: String {
        "vertical \(vertical), orthogonal \(orthogonal), H stack \(horizontalStack), estimated w \(estimatedWidth) "
            + "h \(estimatedHeight), item insets \(itemInsets), stack insets \(stackInsets), edges \(edges), "
            + "spacing \(spacing), section insets \(sectionInsets), scale \(scale), width \(width), items \(items), "
            + "seed \(seed)"
    }
}
