import CompositionalLayout
import LayoutTestSupport
import Testing

/// Overflow warnings: legal layouts whose cells overlap, leave their group or come out empty are solved,
/// and each cause is reported once with its path.
@Suite("Overflow warnings")
struct OverflowWarningTests {
    static func solve(_ group: Group, items: Int = 6, width: Double = 320) throws -> SolvedLayout {
        try Layout(section: Section(group: group)).solve(
            in: container(width), data: LayoutData(sections: 1, items: items))
    }

    @Test("an item 150 tall in a row 50 tall is 3 times as tall as its group (spec G8)")
    func tallItem() throws {
        let row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(150))))])
        let s = try Self.solve(row)
        // 150 / 50 = 3.
        #expect(
            s.warnings.map(\.description) == [
                "section[0].group.subitems[0].size.height: the item is 3 times as tall as its group; cells will overlap"
            ])
        // The effect the warning announces: row 0's cells (0..150) overlap row 1's (50..200).
        #expect(!s.overlappingCells().isEmpty)
    }

    @Test("an item 4 points taller than its group is reported in points")
    func slightlyTaller() throws {
        let row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(54))))])
        // 54 - 50 = 4.
        #expect(
            try Self.solve(row).warnings.map(\.message) == [
                "the item is 4 points taller than its group; cells will overlap"
            ])
    }

    @Test("three repeating copies of 110 in 320 points overflow by 10 (spec G6: no fit check)")
    func repeatingCount() throws {
        let row = Group(
            arrangement: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [.item(Item(size: LayoutSize(width: .absolute(110), height: .fractionalHeight(1))))],
            repetition: .repeating(3))
        // 3 x 110 = 330 > 320.
        #expect(
            try Self.solve(row).warnings.map(\.description) == [
                "section[0].group.repeatingCount: 3 copies need 330 points but the group is 320 points wide; cells will overlap"
            ])
    }

    @Test("a root group 1.5 times as wide as its section (spec S5)")
    func wideRootGroup() throws {
        let row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1.5), height: .absolute(50)),
            subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))])
        // 1.5 x 320 = 480; 480 / 320 = 1.5.
        #expect(
            try Self.solve(row).warnings.map(\.description) == [
                "section[0].group.size.width: the group is 1.5 times as wide as its section; cells will overlap"
            ])
    }

    @Test("a custom frame reaching 30 points past its group's trailing edge")
    func customFrame() throws {
        let provider = CustomGroupProvider(name: "overhang") { _ in
            [CustomGroupItem(frame: Rect(x: 300, y: 0, width: 50, height: 40))]
        }
        let custom = Group.custom(LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), provider: provider)
        // 300 + 50 - 320 = 30.
        #expect(
            try Self.solve(custom).warnings.map(\.description) == [
                "section[0].group.frames[0]: the frame reaches 30 points outside its 320 x 40 group; cells may overlap"
            ])
    }

    @Test("insets wider than their item leave an empty cell")
    func emptyCell() throws {
        let row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [
                .item(
                    Item(size: LayoutSize(width: .absolute(40), height: .fractionalHeight(1))).contentInsets(
                        leading: 30, trailing: 30))
            ])
        #expect(
            try Self.solve(row).warnings.map(\.description) == [
                "section[0].group.subitems[0].contentInsets: the insets (leading + trailing 60) exceed the item's width 40; the cell is empty"
            ])
    }

    @Test("a layout that fits exactly has no warnings: 3 x 1/3 of 320 with spacing 10 (spec G5)")
    func exactFit() throws {
        let row = Group(
            arrangement: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1))))],
            interItemSpacing: .fixed(10))
        let s = try Self.solve(row, width: 320)
        #expect(s.warnings.isEmpty)
        #expect(s.overlappingCells().isEmpty)
    }
}
