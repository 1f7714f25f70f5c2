import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// The self-sizing shapes apps write that issue 38 named (spec E1, spec I1, spec I2, spec S1, spec S3).
///
/// List rows with leading and trailing insets inside an estimated group with insets of its own, beside a
/// two-column estimated grid whose cells carry insets. Both take a shortcut (`flatOneItem`, `flatColumns`),
/// and the frames are the hand arithmetic below either way.
@Suite("Self-sizing shapes apps write")
struct SelfSizingAppShapesTests {
    /// A list section and a grid section.
    ///
    /// Section 0: rows whose items are inset 20 on each side, inside a group inset 4 above and below, 1 apart.
    /// Section 1: two columns of half the width, cells inset 6, rows 8 apart, the section inset 8 and 12.
    static let layout: Layout = {
        let list = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(60))) {
                Item().height(.estimated(60)).contentInsets(
                    DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            }
            .contentInsets(DirectionalInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        }
        .interGroupSpacing(1)
        let grid = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(180))) {
                Item().width(.fractionalWidth(0.5)).height(.estimated(180)).contentInsets(6)
            }
        }
        .interGroupSpacing(8)
        .contentInsets(DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        return Layout(sections: [list, grid], configuration: LayoutConfiguration(interSectionSpacing: 16))
    }()

    /// Heights 20, 30, 40 in the list; 100, 110, 120 in the grid.
    static let heights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: (indexPath.section == 0 ? 20 : 100) + 10 * Double(indexPath.item))
    }

    @Test("both sections take a shortcut, and its general twin with shortcuts off")
    func routes() throws {
        let environment = container(390)
        let on = try stampings(of: Self.layout, in: environment, sections: 2, shortcuts: .on)
        let off = try stampings(of: Self.layout, in: environment, sections: 2, shortcuts: .off)
        #expect(on == [.flatOneItem, .flatColumns])
        #expect(off == [.measuredInstances, .measuredInstances])
    }

    @Test("the frames are the hand arithmetic, with shortcuts on and off", arguments: [Shortcuts.on, .off])
    func frames(_ shortcuts: Shortcuts) throws {
        let data = LayoutData(itemCounts: [3, 3], sizing: Self.heights)
        let s = try solve(Self.layout, in: container(390), data: data, shortcuts: shortcuts)
        func cell(_ section: Int, _ item: Int) -> Rect? { s.frame(ofCellAt: IndexPath(section: section, item: item)) }
        // The list: x = 20, width 390 - 2 x 20 = 350. A row is its item's height + 4 + 4 (the group's insets
        // on its estimated axis, spec I1), the item 4 below the row's top (spec I2 keeps no item inset on the
        // estimated axis); rows 1 apart (spec S1).
        expectFrame(cell(0, 0), equals: R(20, 4, 350, 20))
        expectFrame(cell(0, 1), equals: R(20, (20 + 8 + 1) + 4, 350, 30))
        expectFrame(cell(0, 2), equals: R(20, (20 + 8 + 1) + (30 + 8 + 1) + 4, 350, 40))
        // Section 0 ends after its last row: 29 + 39 + 48 = 116; section 1 starts 16 later (spec L3) and its
        // rows 8 below that (its top inset). Columns of (390 - 2 x 12) x 0.5 = 183, cells inset 6 on the
        // width: x = 12 + 6 = 18 and 12 + 183 + 6 = 201, width 183 - 12 = 171.
        let gridTop = 116.0 + 16 + 8
        expectFrame(cell(1, 0), equals: R(18, gridTop, 171, 100))
        expectFrame(cell(1, 1), equals: R(201, gridTop, 171, 110))
        // A row is as tall as its tallest cell (110), then 8 of spacing (spec S1).
        expectFrame(cell(1, 2), equals: R(18, gridTop + 110 + 8, 171, 120))
        // Spec S4: the section's bottom inset after the last row.
        expectClose(s.contentSize.height, gridTop + 110 + 8 + 120 + 8)
    }
}
