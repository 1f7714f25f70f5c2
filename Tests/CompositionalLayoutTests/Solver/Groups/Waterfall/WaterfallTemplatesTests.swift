import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// Waterfalls of template-sized items (spec G13), which the engine places with its columns in registers
/// (one and two columns as a pair, three and four as a tournament of pairs): the shortest column, the
/// leading one on every kind of tie, along either scroll axis.
@Suite("Waterfall columns in registers")
struct WaterfallTemplatesTests {
    func frame(_ s: SolvedLayout, _ item: Int) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: 0, item: item))
    }

    /// An item one column wide and `height` points tall.
    func tall(_ height: Double) -> Item {
        Item(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)))
    }

    func solve(_ layout: Layout, width: Double, height: Double = 844, items: Int) throws -> SolvedLayout {
        let s = try layout.solve(in: container(width, height), data: LayoutData(itemCounts: [items]))
        #expect(s.checkInvariants().isEmpty)
        return s
    }

    @Test("four columns: a tie inside a pair and a tie between the pairs both go to the leading column (spec G13)")
    func fourColumnTies() throws {
        let group = WaterfallGroup(columns: 4) {
            tall(40)
            tall(10)
            tall(30)
            tall(10)
            tall(25)
        }
        let s = try solve(Layout(section: Section(group: group)), width: 400, items: 11)
        // Columns 400 / 4 = 100 wide at x = 0, 100, 200, 300; next starts begin at [0, 0, 0, 0].
        expectFrame(frame(s, 0), equals: R(0, 0, 100, 40))  // four-way tie: column 0; next [40, 0, 0, 0]
        expectFrame(frame(s, 1), equals: R(100, 0, 100, 10))  // 0 in columns 1, 2, 3: column 1; [40, 10, 0, 0]
        expectFrame(frame(s, 2), equals: R(200, 0, 100, 30))  // tie inside the pair 2, 3: column 2
        expectFrame(frame(s, 3), equals: R(300, 0, 100, 10))  // next [40, 10, 30, 10]
        expectFrame(frame(s, 4), equals: R(100, 10, 100, 25))  // 10 in columns 1 and 3, across the pairs: column 1
        expectFrame(frame(s, 5), equals: R(300, 10, 100, 40))  // [40, 10 + 25, 30, 10]: column 3
        expectFrame(frame(s, 6), equals: R(200, 30, 100, 10))  // [40, 35, 30, 10 + 40]: column 2
        expectFrame(frame(s, 7), equals: R(100, 35, 100, 30))  // [40, 35, 30 + 10, 50]: column 1
        expectFrame(frame(s, 8), equals: R(0, 40, 100, 10))  // [40, 35 + 30, 40, 50]: 40 in columns 0 and 2
        expectFrame(frame(s, 9), equals: R(200, 40, 100, 25))  // [40 + 10, 65, 40, 50]: column 2
        expectFrame(frame(s, 10), equals: R(0, 50, 100, 40))  // [50, 65, 40 + 25, 50]: 50 in columns 0 and 3
        // The longest column is column 0: 50 + 40.
        #expect(s.contentSize.height == 50 + 40)
    }

    @Test("one column stacks every item after the one before it and the item spacing (spec G13)")
    func oneColumn() throws {
        let group = WaterfallGroup(columns: 1, itemSpacing: 6) {
            tall(30)
            tall(20)
        }
        let s = try solve(Layout(section: Section(group: group)), width: 320, items: 3)
        expectFrame(frame(s, 0), equals: R(0, 0, 320, 30))
        expectFrame(frame(s, 1), equals: R(0, 30 + 6, 320, 20))
        expectFrame(frame(s, 2), equals: R(0, 30 + 6 + 20 + 6, 320, 30))
        #expect(s.contentSize.height == 30 + 6 + 20 + 6 + 30)
    }

    @Test("items of length 0 without item spacing all go to column 0, which keeps the smallest next start (spec G13)")
    func zeroLengthItems() throws {
        let group = WaterfallGroup(columns: 2, columnSpacing: 10) { tall(0) }
        let s = try solve(Layout(section: Section(group: group)), width: 210, items: 3)
        // Columns (210 - 10) / 2 = 100 wide; both next starts stay 0 and the tie goes to column 0 each time.
        for item in 0..<3 { expectFrame(frame(s, item), equals: R(0, 0, 100, 0), "item \(item)") }
    }

    @Test("a horizontal waterfall stacks its columns down and places items along x (spec G13)")
    func horizontal() throws {
        let group = WaterfallGroup(columns: 2, columnSpacing: 10, itemSpacing: 10) {
            for width in [100.0, 50, 30] {
                Item(size: LayoutSize(width: .absolute(width), height: .fractionalHeight(1)))
            }
        }
        let layout = Layout(section: Section(group: group)).scrollDirection(.horizontal)
        let s = try solve(layout, width: 320, height: 210, items: 5)
        // Columns (210 - 10) / 2 = 100 tall at y = 0 and 110. Next starts: [110, 0] -> [110, 60] -> item 2 in
        // column 1 (60 < 110): [110, 100] -> item 3 (100 wide) in column 1: [110, 210] -> item 4 in column 0.
        expectFrame(frame(s, 0), equals: R(0, 0, 100, 100))
        expectFrame(frame(s, 1), equals: R(0, 110, 50, 100))
        expectFrame(frame(s, 2), equals: R(60, 110, 30, 100))
        expectFrame(frame(s, 3), equals: R(100, 110, 100, 100))
        expectFrame(frame(s, 4), equals: R(110, 0, 50, 100))
        #expect(s.contentSize.width == 100 + 100)
    }

    @Test(
        "rect queries find exactly the elements that meet the rect in one, two and four columns (spec G13)",
        arguments: [1, 2, 4])
    func rectQueries(columns: Int) throws {
        let group = WaterfallGroup(columns: columns, columnSpacing: 4, itemSpacing: 4) {
            tall(120)
            tall(40)
            tall(90)
            tall(10)
        }
        let s = try solve(Layout(section: Section(group: group)), width: 300, items: 120)
        let all = s.allElements()
        for top in stride(from: -50.0, through: s.contentSize.height, by: 41) {
            let rect = R(0, top, 300, 73)
            let found = Set(s.elements(in: rect).map(\.indexPath))
            let expected = Set(all.filter { $0.frame.touches(rect) }.map(\.indexPath))
            #expect(found == expected, "rect at y \(top)")
        }
    }

    @Test(
        "the columns in registers place exactly as the general waterfall, and queries find what they place (spec G13)",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9])
    func templatesEqualGeneral(columns: Int) throws {
        // Lengths 40, 65.5, 23, 90, 51.25, 77 cycle over seven listed items (one repeats), so the columns
        // take turns in no short pattern. With the solver's shortcuts off (`Shortcuts.off`) the same layout
        // goes through the general waterfall (`Stamping.waterfall`), item by item.
        let lengths = [40.0, 65.5, 23, 90, 51.25, 77, 40]
        // A trailing inset of -60 ends the section before its last items (spec D7): queries still find them.
        for axis in [Axis.vertical, .horizontal] {
            for end in [7.0, -60] {
                func item(_ length: Dimension) -> Item {
                    axis == .vertical
                        ? Item(size: LayoutSize(width: .fractionalWidth(1), height: length))
                        : Item(size: LayoutSize(width: length, height: .fractionalHeight(1)))
                }
                func layout() -> Layout {
                    let group = WaterfallGroup(columns: columns, columnSpacing: 6, itemSpacing: 4) {
                        for l in lengths { item(.absolute(l)) }
                    }
                    return Layout(
                        section: Section(group: group).contentInsets(
                            top: 3, leading: 5, bottom: axis == .vertical ? end : 4,
                            trailing: axis == .vertical ? 2 : end)
                    )
                    .scrollDirection(axis == .vertical ? .vertical : .horizontal)
                }
                let count = 97
                let data = LayoutData(itemCounts: [count])
                let templates = try CompositionalLayout.solve(layout(), in: container(330), data: data, shortcuts: .on)
                let general = try CompositionalLayout.solve(layout(), in: container(330), data: data, shortcuts: .off)
                #expect(templates.plans.plans.map(\.stamping.kind) == [.waterfallTemplates])
                #expect(general.plans.plans.map(\.stamping.kind) == [.waterfall])
                #expect(templates.checkInvariants().isEmpty)
                #expect(solvedLayoutDifferences(templates, general) == [], "\(axis), end inset \(end)")
                #expect(templates.contentSize == general.contentSize, "\(axis), end inset \(end)")
                for i in 0..<count {
                    let path = IndexPath(section: 0, item: i)
                    #expect(
                        templates.frame(ofCellAt: path) == general.frame(ofCellAt: path),
                        "\(axis), end inset \(end): item \(i)")
                }
                let extent = axis == .vertical ? templates.contentSize.height : templates.contentSize.width
                for start in stride(from: -30.0, through: extent + 100, by: 53) {
                    let rect = axis == .vertical ? R(0, start, 330, 61) : R(start, 0, 61, 844)
                    let found = Set(templates.elements(in: rect).map(\.indexPath))
                    #expect(found == Set(general.elements(in: rect).map(\.indexPath)), "\(axis) rect at \(start)")
                    let meeting = Set(templates.allElements().filter { $0.frame.touches(rect) }.map(\.indexPath))
                    #expect(found == meeting, "\(axis), end inset \(end): rect at \(start)")
                }
            }
        }
    }
}
