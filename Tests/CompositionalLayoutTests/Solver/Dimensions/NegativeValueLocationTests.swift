import Testing

@testable import CompositionalLayout

/// Every place a section description can hold a negative spacing or inset is listed, with its path (spec D7).
///
/// The list is looked for first without building paths (`NegativeValues.hasNegative`), so each place is
/// checked here on its own: a place the first look missed would silently lose its warning.
@Suite("Negative values in every place of a section description")
struct NegativeValueLocationTests {
    /// A description with none: a group of one item with a badge, a header and a background.
    static func plain() -> Section {
        var item = Item()
        item.supplementaryItems = [
            SupplementaryItem(
                elementKind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
                containerAnchor: Anchor(edges: [.top, .trailing]))
        ]
        var nested = Group(arrangement: .vertical, size: .fill, subitems: [.item(item)])
        nested.supplementaryItems = item.supplementaryItems
        return Section(
            group: Group(arrangement: .horizontal, size: .fill, subitems: [.group(nested), .item(item)]),
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                    alignment: .top)
            ],
            decorationItems: [DecorationItem(elementKind: "background")])
    }

    /// One negative value in each place, and the path its entry must carry.
    static let places: [(String, @Sendable (inout Section) -> Void)] = [
        ("s.interGroupSpacing", { $0.interGroupSpacing = -1 }),
        ("s.contentInsets.top", { $0.contentInsets.top = -1 }),
        (
            "s.boundarySupplementaryItems[0].contentInsets.leading",
            {
                $0.boundarySupplementaryItems[0].contentInsets.leading = -1
            }
        ),
        ("s.decorationItems[0].contentInsets.bottom", { $0.decorationItems[0].contentInsets.bottom = -1 }),
        ("s.group.contentInsets.trailing", { $0.group.contentInsets.trailing = -1 }),
        ("s.group.edgeSpacing.top", { $0.group.edgeSpacing.top = .fixed(-1) }),
        ("s.group.interItemSpacing", { $0.group.interItemSpacing = .fixed(-1) }),
        (
            "s.group.subitems[0].supplementaryItems[0].contentInsets.top",
            {
                guard case .group(var nested) = $0.group.subitems[0] else { return }
                nested.supplementaryItems[0].contentInsets.top = -1
                $0.group.subitems[0] = .group(nested)
            }
        ),
        (
            "s.group.subitems[0].subitems[0].contentInsets.leading",
            {
                guard case .group(var nested) = $0.group.subitems[0], case .item(var item) = nested.subitems[0] else {
                    return
                }
                item.contentInsets.leading = -1
                nested.subitems[0] = .item(item)
                $0.group.subitems[0] = .group(nested)
            }
        ),
        (
            "s.group.subitems[1].edgeSpacing.trailing",
            {
                guard case .item(var item) = $0.group.subitems[1] else { return }
                item.edgeSpacing.trailing = .flexible(-1)
                $0.group.subitems[1] = .item(item)
            }
        ),
        (
            "s.group.subitems[1].supplementaryItems[0].contentInsets.bottom",
            {
                guard case .item(var item) = $0.group.subitems[1] else { return }
                item.supplementaryItems[0].contentInsets.bottom = -1
                $0.group.subitems[1] = .item(item)
            }
        ),
    ]

    @Test("a description with no negative value lists none")
    func plainListsNone() {
        #expect(!NegativeValues.hasNegative(Self.plain()))
        #expect(NegativeValues.entries(of: Self.plain(), path: "s").isEmpty)
    }

    @Test("each place with a negative value is found and listed once, with its path", arguments: 0..<11)
    func eachPlaceIsListed(_ index: Int) {
        let (path, change) = Self.places[index]
        var section = Self.plain()
        change(&section)
        #expect(NegativeValues.hasNegative(section), "\(path)")
        #expect(NegativeValues.entries(of: section, path: "s").map(\.path) == [path])
    }
}
