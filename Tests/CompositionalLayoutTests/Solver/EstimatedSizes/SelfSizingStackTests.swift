import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// Self-sizing sections whose root group is one stack of items (spec E1, spec G7, spec G8, spec G11, spec S2): the
/// solver places these in one pass (`Stamping.flatStack` and its variants), and with its shortcuts off
/// (`Shortcuts.off`) evaluates each instance on its own (`measuredInstances`).
@Suite("Self-sizing stacks")
struct SelfSizingStackTests {
    func cell(_ s: SolvedLayout, _ item: Int) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: 0, item: item))
    }

    /// A row of three 100-wide items whose heights are estimated at 50.
    static let row = HGroup(LayoutSize(width: .absolute(300), height: .estimated(50))) {
        Item().width(.absolute(100)).height(.estimated(50))
    }

    /// Heights 20, 30, 40 and on, by item.
    static let heights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: 20 + 10 * Double(indexPath.item))
    }

    @Test("a self-sizing row takes its tallest item; a partial last row keeps the estimate in its empty slot")
    func rowsOfMeasuredItems() throws {
        let layout = Layout(section: Section(group: Self.row).interGroupSpacing(10))
        let s = try layout.solve(in: container(300), data: LayoutData(sections: 1, items: 5, sizing: Self.heights))
        // Row 0: heights 20, 30, 40, so the row is 40 tall.
        expectFrame(cell(s, 0), equals: R(0, 0, 100, 20))
        expectFrame(cell(s, 1), equals: R(100, 0, 100, 30))
        expectFrame(cell(s, 2), equals: R(200, 0, 100, 40))
        // Row 1 starts at 40 + 10 = 50: heights 50, 60, and the empty slot's estimate 50: 60 tall.
        expectFrame(cell(s, 3), equals: R(0, 50, 100, 50))
        expectFrame(cell(s, 4), equals: R(100, 50, 100, 60))
        // 40 + 10 + 60 = 110.
        expectClose(s.contentSize.height, 110)
    }

    @Test("item insets, stack insets and edge spacing apply around measured sizes (spec I1, spec I2, spec G7, spec G8)")
    func insetsAndEdges() throws {
        let column = VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
                .contentInsets(DirectionalInsets(top: 3, leading: 12, bottom: 3, trailing: 12))
                .edgeSpacing(leading: .fixed(4), top: .fixed(2))
        }
        .repeating(count: 2)
        .interItemSpacing(.fixed(6))
        .contentInsets(DirectionalInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
        let layout = Layout(section: Section(group: column))
        let s = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 3, sizing: Self.heights))
        // Item 0: y = 8 (stack inset) + 2 (top edge) = 10, height 20 (the estimated axis ignores its insets);
        // x = 4 (edge) + 12 (inset) = 16; the edge moves the item without shrinking it (its width is a fraction
        // of the group's 320), so width 320 - 12 - 12 = 296.
        expectFrame(cell(s, 0), equals: R(16, 10, 296, 20))
        // Item 1: y = 10 + 20 + 6 (spacing) + 2 (edge) = 38, height 30.
        expectFrame(cell(s, 1), equals: R(16, 38, 296, 30))
        // The group: 8 + 2 + 20 + 6 + 2 + 30 + 8 = 76 tall; item 2 starts the next one at 76 + 8 + 2 = 86.
        expectFrame(cell(s, 2), equals: R(16, 86, 296, 40))
    }

    @Test("the one-pass stack and the general path give the same frames, bit for bit")
    func flatEqualsGeneral() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<40 {
            let spacing = Double(Int.random(in: 0..<3, using: &random) * 4)
            let columns = 1 + Int.random(in: 0..<4, using: &random)
            let item = Item().width(.fractionalWidth(1 / Double(columns))).height(.estimated(44))
                .contentInsets(DirectionalInsets(top: 1, leading: 2.5, bottom: 1, trailing: 2.5))
            let flat = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) { item }
                .interItemSpacing(.fixed(spacing))
            let items = 1 + Int.random(in: 0..<40, using: &random)
            let seed = Int.random(in: 0..<1000, using: &random)
            let data = LayoutData(sections: 1, items: items) { indexPath, proposed in
                Size(width: proposed.width, height: 10 + Double((indexPath.item * 37 + seed) % 97) / 3)
            }
            let width = 300 + Double(Int.random(in: 0..<100, using: &random))
            let solves = ShortcutAndGeneralSolves(
                Layout(section: Section(group: flat).interGroupSpacing(spacing)), in: container(width, scale: 3),
                data: data)
            // Items a fraction of the row wide are not measured along it: columns, or the one-item loop.
            expectStampings(solves, shortcut: columns == 1 ? .flatOneItem : .flatColumns, label: "\(columns) columns")
            let a = try #require(solves.shortcut)
            let b = try #require(solves.general)
            #expect(a.contentSize == b.contentSize)
            for i in 0..<items { #expect(cell(a, i) == cell(b, i), "item \(i) of \(items), \(columns) columns") }
        }
    }

    /// A row of two half-width items measured 2 + item points tall, inside insets of -5.25 above and below.
    static let shallowRow = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
        Item().width(.fractionalWidth(0.5)).height(.estimated(44))
    }
    .contentInsets(top: -5.25, bottom: -5.25)

    /// Heights 2, 3, 4 and on, by item: less than the row's -10.5 points of insets take away.
    static let shallowHeights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: 2 + Double(indexPath.item))
    }

    @Test(
        "negative stack insets longer than the items make the stack shorter than 0, shortcuts on or off (spec E1, spec D7)",
        arguments: [Shortcuts.on, .off])
    func negativeInsetsOutweighItems(shortcuts: Shortcuts) throws {
        let stack = VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
        }
        .repeating(count: 2)
        .contentInsets(top: -5.25, bottom: -5.25)
        let layout = Layout(section: Section(group: stack).interGroupSpacing(3))
        let data = LayoutData(sections: 1, items: 4, sizing: Self.shallowHeights)
        let s = try solve(layout, in: container(320), data: data, shortcuts: shortcuts)
        // Two items measured along the stack: the one-pass stack with shortcuts on.
        #expect(s.plans.plans.map(\.stamping.kind) == [shortcuts == .on ? .flatStack : .measuredInstances])
        // Instance 0: items 2 and 3 tall from y = -5.25; its length is -5.25 + 2 + 3 - 5.25 = -5.5 (spec E1:
        // what the items need plus the insets), so instance 1 starts at -5.5 + 3 = -2.5 (spec S1).
        expectFrame(cell(s, 0), equals: R(0, -5.25, 320, 2))
        expectFrame(cell(s, 1), equals: R(0, -5.25 + 2, 320, 3))
        expectFrame(cell(s, 2), equals: R(0, -2.5 - 5.25, 320, 4))
        expectFrame(cell(s, 3), equals: R(0, -2.5 - 5.25 + 4, 320, 5))
        // -5.5 + 3 + (4 + 5 - 10.5) = -4: the content rectangle is never shorter than 0 (spec D7, S3).
        expectClose(s.contentSize.height, 0)
    }

    @Test("a wrapper group along a stack shorter than 0 adds its length as it is, negative too (spec G7, spec D7)")
    func negativeStackInSameAxisWrapper() throws {
        // The stack of `negativeInsetsOutweighItems` as the only child of a column of its size. The wrapper is
        // the geometry under test: along its own axis a group adds its child's length as it is (spec G7), so
        // unlike a wrapper across it (`negativeStackInCrossWrapper`) it places the stack as the stack alone.
        let stack = VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
        }
        .repeating(count: 2)
        .contentInsets(top: -5.25, bottom: -5.25)
        let wrapper = VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) { stack }
        let layout = Layout(section: Section(group: wrapper).interGroupSpacing(3))
        let s = try layout.solve(
            in: container(320), data: LayoutData(sections: 1, items: 4, sizing: Self.shallowHeights))
        // Instance 0: -5.25 + 2 + 3 - 5.25 = -5.5 long, its wrapper too; instance 1 starts at -5.5 + 3 = -2.5.
        expectFrame(cell(s, 0), equals: R(0, -5.25, 320, 2))
        expectFrame(cell(s, 1), equals: R(0, -5.25 + 2, 320, 3))
        expectFrame(cell(s, 2), equals: R(0, -2.5 - 5.25, 320, 4))
        expectFrame(cell(s, 3), equals: R(0, -2.5 - 5.25 + 4, 320, 5))
        expectClose(s.contentSize.height, 0)
    }

    @Test(
        "a wrapper group across a stack shorter than 0 counts it as 0 long: a different layout from the stack alone (spec E1, spec G8, spec D7)"
    )
    func negativeStackInCrossWrapper() throws {
        // The same rows, alone and each as the only child of a wrapper row. The wrapper is the geometry under
        // test (docs/geometry.md, D7 under E1), not a way to reach another path: shortcuts on and off are
        // compared in `flatEqualsGeneral` and `negativeInsetsOutweighItems`, a wrapper along the stack in
        // `negativeStackInSameAxisWrapper`.
        let wrapped = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) { Self.shallowRow }
        let data = LayoutData(sections: 1, items: 4, sizing: Self.shallowHeights)
        let alone = try Layout(section: Section(group: Self.shallowRow).interGroupSpacing(3)).solve(
            in: container(320), data: data)
        let nested = try Layout(section: Section(group: wrapped).interGroupSpacing(3)).solve(
            in: container(320), data: data)
        // Alone: row 0 needs its tallest item, 3, plus insets -10.5: -7.5 long; row 1 starts at -7.5 + 3 = -4.5
        // (spec E1, spec S1).
        expectFrame(cell(alone, 0), equals: R(0, -5.25, 160, 2))
        expectFrame(cell(alone, 1), equals: R(160, -5.25, 160, 3))
        expectFrame(cell(alone, 2), equals: R(0, -4.5 - 5.25, 160, 4))
        expectFrame(cell(alone, 3), equals: R(160, -4.5 - 5.25, 160, 5))
        // -7.5 + 3 + (5 - 10.5) = -10: the content is 0 long (spec D7, S3).
        expectClose(alone.contentSize.height, 0)
        // Wrapped: across its axis a group needs its longest child's length plus edge spacing, and never less
        // than 0 (docs/geometry.md, D7 under E1), so each wrapper is max(0, -7.5) = 0 long, then its own insets
        // (none). Row 1 starts at 0 + 3 = 3; the rows inside keep their -5.25 inset.
        expectFrame(cell(nested, 0), equals: R(0, -5.25, 160, 2))
        expectFrame(cell(nested, 1), equals: R(160, -5.25, 160, 3))
        expectFrame(cell(nested, 2), equals: R(0, 3 - 5.25, 160, 4))
        expectFrame(cell(nested, 3), equals: R(160, 3 - 5.25, 160, 5))
        // 0 + 3 + 0.
        expectClose(nested.contentSize.height, 3)
        // With items of 20 points and up the rows are longer than 0 and the wrapper changes nothing: row 0 is
        // 30 - 10.5 = 19.5 long, so row 1's items start at 19.5 + 3 - 5.25 in both.
        let tall = LayoutData(sections: 1, items: 4) { indexPath, proposed in
            Size(width: proposed.width, height: 20 + 10 * Double(indexPath.item))
        }
        for group in [Self.shallowRow, wrapped] {
            let s = try Layout(section: Section(group: group).interGroupSpacing(3)).solve(
                in: container(320), data: tall)
            expectFrame(cell(s, 3), equals: R(160, 19.5 + 3 - 5.25, 160, 50))
            // 19.5 + 3 + (50 - 10.5).
            expectClose(s.contentSize.height, 19.5 + 3 + 39.5)
        }
    }

    @Test(
        "a frame that overflows in a later instance names its own item, in the one-pass and the general path",
        arguments: [Shortcuts.on, .off])
    func overflowNamesTheItem(shortcuts: Shortcuts) throws {
        let stack = VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
        }
        .repeating(count: 2)
        let layout = Layout(section: Section(group: stack))
        try expectStampings(of: layout, in: container(320), shortcut: .flatStack)
        // Items 0 and 1 are 10 tall; from item 2 on 1e308: item 3 starts at 1e308 + 1e308 = infinity.
        let data = LayoutData(sections: 1, items: 4) { indexPath, proposed in
            Size(width: proposed.width, height: indexPath.item < 2 ? 10 : 1e308)
        }
        #expect(throws: LayoutError.nonFiniteFrame(section: 0, item: 3)) {
            try solve(layout, in: container(320), data: data, shortcuts: shortcuts)
        }
    }

    @Test("an orthogonal section of estimated widths scrolls over its measured content, not its estimates")
    func orthogonalMeasuredWidths() throws {
        let card = HGroup(LayoutSize(width: .estimated(100), height: .absolute(60))) {
            Item().width(.estimated(100))
        }
        let layout = Layout(section: Section(group: card).orthogonalScrolling(.continuous).interGroupSpacing(10))
        let data = LayoutData(sections: 1, items: 3) { indexPath, proposed in
            Size(width: 50 + 20 * Double(indexPath.item), height: proposed.height)
        }
        let s = try layout.solve(in: container(320), data: data)
        // Widths 50, 70, 90 at x = 0, 60, 140: the content is 50 + 10 + 70 + 10 + 90 = 230 long.
        #expect(cell(s, 2) == R(140, 0, 90, 60))
        #expect(s.sections[0].orthogonal?.contentLength == 230)
    }
}
