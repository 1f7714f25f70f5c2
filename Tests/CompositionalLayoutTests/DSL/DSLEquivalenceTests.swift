import CompositionalLayout
import LayoutTestSupport
import Testing

/// The DSL and the plain initialisers build the same values and the same solved layouts.
@Suite("DSL")
struct DSLEquivalenceTests {
    static let badge = SupplementaryItem(
        elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
        containerAnchor: Anchor(edges: [.top, .trailing]))

    func dslLayout() -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().width(.fractionalWidth(0.7)).contentInsets(5).supplementaryItems { Self.badge }
                    VGroup(LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)), count: 2) { Item() }
                        .interItemSpacing(.fixed(4))
                }
            }
            .contentInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            .interGroupSpacing(8)
            .orthogonalScrolling(.groupPaging)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(40)).pinToVisibleBounds()
            }
            .decorationItems { DecorationItem.background(elementKind: "bg").contentInsets(4) }
        )
        .interSectionSpacing(12)
    }

    func plainLayout() -> Layout {
        let leading = Item(
            size: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
            contentInsets: DirectionalInsets(all: 5), supplementaryItems: [Self.badge])
        var column = Group.vertical(
            LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)), subitem: .item(Item()), count: 2)
        column.interItemSpacing = .fixed(4)
        let row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)),
            subitems: [.item(leading), .group(column)])
        let section = Section(
            group: row, contentInsets: DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            interGroupSpacing: 8,
            orthogonalScrollingBehavior: .groupPaging,
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                    alignment: .top,
                    pinToVisibleBounds: true)
            ],
            decorationItems: [DecorationItem(elementKind: "bg", contentInsets: DirectionalInsets(all: 4))])
        return Layout(section: section, configuration: LayoutConfiguration(interSectionSpacing: 12))
    }

    @Test("the DSL and the initialisers build equal layout values")
    func sameValues() {
        #expect(dslLayout() == plainLayout())
    }

    @Test("the DSL and the initialisers give identical solved layouts", arguments: [320.0, 768, 1024])
    func sameSolution(width: Double) throws {
        let data = LayoutData(sections: 3, items: 7)
        let a = try dslLayout().solve(in: container(width), data: data)
        let b = try plainLayout().solve(in: container(width), data: data)
        #expect(a.allElements() == b.allElements())
        #expect(a.contentSize == b.contentSize)
        #expect(!a.allElements().isEmpty)
    }

    @Test("builder control flow: if, else and for build the children they say")
    func controlFlow() {
        let wide = true
        let group = HGroup {
            if wide { Item().width(.fractionalWidth(0.5)) } else { Item() }
            for _ in 0..<2 { Item().width(.absolute(10)) }
        }
        #expect(group.subitems.map(\.size.width) == [.fractionalWidth(0.5), .absolute(10), .absolute(10)])
    }
}
