import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// Self-sizing rows whose group sits inside wrapper groups, groups that each hold only the next (spec E1,
/// spec G7, spec G8, spec G11).
///
/// Each wrapper places its child after its insets and the child's edges, and on its estimated axes grows to
/// what the child needs. With shortcuts on the flat stacks do it (`FlatStack.Wrapper`; the one-item loop for a
/// row of one item), with them off the general evaluator does; both give the hand arithmetic below.
@Suite("Self-sizing rows inside wrapper groups")
struct SelfSizingWrapperTests {
    /// Heights 20, 30, 40 by item.
    static let heights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: 20 + 10 * Double(indexPath.item))
    }

    /// A list row (an item inset 12 a side in a full-width row group) wrapped in a vertical estimated group
    /// padded 4 above and below; rows 8 apart, the section inset 16.
    static let paddedRows = Layout(
        section: Section {
            VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(52))) {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                    Item().height(.estimated(44))
                        .contentInsets(DirectionalInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
                }
            }
            .contentInsets(DirectionalInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        }
        .interGroupSpacing(8)
        .contentInsets(16))

    /// Two items side by side (each half the row, so columns) in a 300-wide row group 5 below and 3 after its edges, wrapped
    /// twice: in a horizontal estimated group with insets 2, 6, 10, 6 (top, leading, bottom, trailing), and
    /// that in a vertical estimated group with 1 above and 3 below.
    static let nestedRows: Layout = {
        let row = HGroup(LayoutSize(width: .absolute(300), height: .estimated(44))) {
            Item().width(.fractionalWidth(0.5)).height(.estimated(44))
        }
        .edgeSpacing(leading: .fixed(3), top: .fixed(5))
        let inner = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(60))) { row }
            .contentInsets(DirectionalInsets(top: 2, leading: 6, bottom: 10, trailing: 6))
        let outer = VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(64))) { inner }
            .contentInsets(DirectionalInsets(top: 1, leading: 0, bottom: 3, trailing: 0))
        return Layout(section: Section { outer })
    }()

    @Test("wrapped rows take the flat stacks, and the general evaluator with shortcuts off")
    func routes() throws {
        #expect(try stampings(of: Self.paddedRows, in: container(320), shortcuts: .on) == [.flatOneItem])
        #expect(try stampings(of: Self.nestedRows, in: container(320), shortcuts: .on) == [.flatColumns])
        for layout in [Self.paddedRows, Self.nestedRows] {
            #expect(try stampings(of: layout, in: container(320), shortcuts: .off) == [.measuredInstances])
        }
    }

    @Test("a padded row sits 4 below its wrapper's top and the wrapper grows by 8", arguments: [Shortcuts.on, .off])
    func paddedRows(_ shortcuts: Shortcuts) throws {
        let data = LayoutData(sections: 1, items: 3, sizing: Self.heights)
        let s = try solve(Self.paddedRows, in: container(320), data: data, shortcuts: shortcuts)
        // Items: x 16 + 12 = 28, width 320 - 2 x 16 - 2 x 12 = 264. Wrappers: 16, then 16 + (4 + 20 + 4) + 8 = 52,
        // then 52 + (4 + 30 + 4) + 8 = 98; each item 4 below its wrapper's top.
        let wrapperTops: [Double] = [16, 16 + 28 + 8, 16 + 28 + 8 + 38 + 8]
        for (item, top) in wrapperTops.enumerated() {
            expectFrame(
                s.frame(ofCellAt: IndexPath(section: 0, item: item)),
                equals: R(28, top + 4, 264, 20 + 10 * Double(item)))
        }
        // The content ends with the last wrapper (4 + 40 + 4) and the bottom inset: 98 + 48 + 16.
        expectClose(s.contentSize.height, 98 + 48 + 16)
    }

    @Test(
        "a row inside two wrappers sits at their insets plus its edges, and both grow around it",
        arguments: [Shortcuts.on, .off])
    func nestedRows(_ shortcuts: Shortcuts) throws {
        let data = LayoutData(sections: 1, items: 5, sizing: Self.heights)
        let s = try solve(Self.nestedRows, in: container(320), data: data, shortcuts: shortcuts)
        // Across: the inner wrapper's leading inset 6, the row's leading edge 3: 9; each item 300 / 2 = 150
        // wide. Down: the outer wrapper's top inset 1, the inner's 2, the row's top edge 5: 8.
        // Instance 0 holds items 0 and 1 (20 and 30 tall): the row is 30 tall, the inner wrapper 2 + 5 + 30 + 10
        // = 47, the outer 1 + 47 + 3 = 51. Instance 1 starts at 51 and holds items 2 and 3 (40 and 50 tall).
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(9, 8, 150, 20))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(9 + 150, 8, 150, 30))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 2)), equals: R(9, 51 + 8, 150, 40))
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 3)), equals: R(9 + 150, 51 + 8, 150, 50))
        // The second instance: 1 + (2 + 5 + 50 + 10) + 3 = 71 tall. The third holds item 4 alone (60 tall),
        // placed by the per-instance step rather than the column passes.
        expectFrame(s.frame(ofCellAt: IndexPath(section: 0, item: 4)), equals: R(9, 51 + 71 + 8, 150, 60))
    }
}
