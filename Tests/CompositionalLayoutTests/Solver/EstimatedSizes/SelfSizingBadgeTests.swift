import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// A self-sizing list whose rows carry a badge (spec E1, spec A1 to spec A4).
///
/// The badge follows its row's measured frame. With shortcuts on the flat stack places it
/// (`FlatStack.Attached`), with them off the general evaluator does; both give the hand arithmetic below.
@Suite("Self-sizing rows with badges")
struct SelfSizingBadgeTests {
    /// Full-width rows estimated at 44, 8 apart, the section inset 16; each row's item carries a 20 x 20 badge
    /// at its top-trailing corner, 4 in from each edge.
    static let layout: Layout = {
        var item = Item().height(.estimated(44))
        item.supplementaryItems = [
            SupplementaryItem(
                elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                containerAnchor: Anchor(edges: [.top, .trailing], offset: .absolute(Point(x: -4, y: 4))))
        ]
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) { item }
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }()

    /// Heights 20, 30, 40 by item.
    static let heights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: 20 + 10 * Double(indexPath.item))
    }

    @Test("the badged rows take the flat stack, and the general evaluator with shortcuts off")
    func routes() throws {
        #expect(try stampings(of: Self.layout, in: container(320), shortcuts: .on) == [.flatStack])
        #expect(try stampings(of: Self.layout, in: container(320), shortcuts: .off) == [.measuredInstances])
    }

    @Test(
        "each badge sits at its measured row's top-trailing corner, with shortcuts on and off",
        arguments: [Shortcuts.on, .off])
    func badgesFollowTheirRows(_ shortcuts: Shortcuts) throws {
        let data = LayoutData(sections: 1, items: 3, sizing: Self.heights)
        let s = try solve(Self.layout, in: container(320), data: data, shortcuts: shortcuts)
        // Rows: x 16, width 320 - 2 x 16 = 288; y 16, then 16 + 20 + 8 = 44, then 44 + 30 + 8 = 82.
        let rowTops: [Double] = [16, 16 + 20 + 8, 16 + 20 + 8 + 30 + 8]
        for (item, top) in rowTops.enumerated() {
            let path = IndexPath(section: 0, item: item)
            expectFrame(s.frame(ofCellAt: path), equals: R(16, top, 288, 20 + 10 * Double(item)))
            // The badge's trailing edge 4 in from the row's (16 + 288 - 4 = 300), its top 4 below the row's.
            let badges = s.supplementaries(ofKind: "badge", at: path)
            #expect(badges.count == 1)
            expectFrame(badges.first?.frame, equals: R(16 + 288 - 4 - 20, top + 4, 20, 20))
        }
        // The content ends with the last row and the bottom inset: 82 + 40 + 16.
        expectClose(s.contentSize.height, 82 + 40 + 16)
        // A thin rect across the second badge finds it, its row and nothing else.
        let found = s.elements(in: R(290, 44 + 10, 4, 1)).map { "\($0.elementKind ?? "cell") \($0.indexPath.item)" }
        #expect(found.sorted() == ["badge 1", "cell 1"])
    }
}
