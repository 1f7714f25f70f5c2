import CompositionalLayout
import LayoutTestSupport
import Testing

/// The order every element list comes in (`elements(atScrollOffset:)`, `allElements()`, `orderedElements`), on
/// a layout built by hand: by section, then item, cells before supplementaries before decorations; on one index
/// path and category, the solve's order (an item's badges, then the section's boundary items, then the
/// layout-wide ones).
@Suite("Element order")
struct ElementOrderTests {
    /// One element as the order test names it.
    struct Entry: Equatable, CustomStringConvertible {
        var category: ElementCategory
        var kind: String?
        var section: Int
        var item: Int

        var description: String { "\(category) \(kind ?? "-") \(section).\(item)" }
    }

    /// Section 0: three half-width items with a badge each, a header, a footer and a background; section 1: four
    /// rows whose hook fades row 2; a layout-wide banner.
    static let layout: Layout = {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: Anchor(edges: [.top, .trailing]))
        let badged = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                Item(supplementaryItems: [badge]).width(.fractionalWidth(0.5))
            }
        }
        .boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "header")
            BoundarySupplementaryItem(
                elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                alignment: .bottom)
        }
        .decorationItems { .background(elementKind: "background") }
        let rows = Section(group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() })
            .visibleItemsHandler(name: "fade row 2") { items, _, _ in
                items.map { item in
                    var faded = item
                    if item.category == .cell && item.indexPath.item == 2 { faded.alpha = 0.5 }
                    return faded
                }
            }
        return Layout(sections: [badged, rows]).boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "banner")
        }
    }()

    static func entries(_ elements: [ElementAttributes]) -> [Entry] {
        elements.map {
            Entry(category: $0.category, kind: $0.elementKind, section: $0.indexPath.section, item: $0.indexPath.item)
        }
    }

    @Test("elements come by section and item, cells before supplementaries before decorations, ties in solve order")
    func order() throws {
        let s = try Self.layout.solve(in: container(320), data: LayoutData(itemCounts: [3, 4]))
        let cell = { (section: Int, item: Int) in Entry(category: .cell, kind: nil, section: section, item: item) }
        let badge = { (item: Int) in Entry(category: .supplementary, kind: "badge", section: 0, item: item) }
        let expected: [Entry] = [
            // Index path 0.0: the cell, its badge, the section's header and footer, the layout-wide banner (all
            // supplementaries, in the solve's order), then the background.
            cell(0, 0), badge(0),
            Entry(category: .supplementary, kind: "header", section: 0, item: 0),
            Entry(category: .supplementary, kind: "footer", section: 0, item: 0),
            Entry(category: .supplementary, kind: "banner", section: 0, item: 0),
            Entry(category: .decoration, kind: "background", section: 0, item: 0),
            cell(0, 1), badge(1), cell(0, 2), badge(2),
            cell(1, 0), cell(1, 1), cell(1, 2), cell(1, 3),
        ]
        let listed = s.elements(atScrollOffset: 0)
        #expect(Self.entries(listed) == expected)
        #expect(Self.entries(s.allElements()) == expected)
        #expect(Array(s.orderedElements(atScrollOffset: 0)) == listed)
        // The hook (spec L5) changed row 2 of section 1, in the middle of a run of cells, and nothing else.
        #expect(listed.map(\.alpha) == Array(repeating: 1, count: 12) + [0.5, 1])
        #expect(s.allElements().allSatisfy { $0.alpha == 1 })
    }
}
