import CompositionalLayoutUIKit
import Testing

/// Groups, custom items and sections: every factory, property and inherited initializer UIKit documents.
@Suite("UIKit symbols: groups and sections, used")
struct SymbolGroupUsageTests {
    /// A 100 x 50 item.
    let tile = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
    /// A full-width row 50 points tall.
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    /// A 100-wide column 150 points tall.
    let column = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(150))

    /// The frame of cell `item` when `group` is the section's group, laid out with `count` items.
    func frame(of item: Int, in group: NSCollectionLayoutGroup, count: Int) -> CGRect? {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        return cellFrame(symbolHost(layout, counts: [count]), item)
    }

    @Test("the horizontal factories, current and deprecated, lay out as worked out by hand")
    func horizontalGroups() {
        // symbol: NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)
        let filled: NSCollectionLayoutGroup = .horizontal(layoutSize: row, subitems: [tile])
        // symbol: NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)
        let repeated: NSCollectionLayoutGroup = .horizontal(layoutSize: row, repeatingSubitem: tile, count: 3)
        // symbol: NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)
        let divided: NSCollectionLayoutGroup = .horizontal(layoutSize: row, subitem: tile, count: 5)
        // symbol: NSCollectionLayoutGroup.horizontalGroup(with:repeatingSubitem:count:)
        let spelled: NSCollectionLayoutGroup = .horizontalGroup(with: row, repeatingSubitem: tile, count: 3)
        // 400 wide: four 100-point tiles fill a row, so item 5 is the second of row two.
        #expect(frame(of: 5, in: filled, count: 8) == CGRect(x: 100, y: 50, width: 100, height: 50))
        // Three per row: item 4 is the second of row two.
        #expect(frame(of: 4, in: repeated, count: 6) == CGRect(x: 100, y: 50, width: 100, height: 50))
        #expect(frame(of: 4, in: spelled, count: 6) == CGRect(x: 100, y: 50, width: 100, height: 50))
        // Five equal slots of 400 / 5 = 80.
        #expect(frame(of: 2, in: divided, count: 5) == CGRect(x: 160, y: 0, width: 80, height: 50))
    }

    @Test("the vertical factories, current and deprecated, lay out as worked out by hand")
    func verticalGroups() {
        let section = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150))
        let bar = NSCollectionLayoutItem(layoutSize: row)
        // symbol: NSCollectionLayoutGroup.vertical(layoutSize:subitems:)
        let filled: NSCollectionLayoutGroup = .vertical(layoutSize: column, subitems: [tile])
        // symbol: NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)
        let repeated: NSCollectionLayoutGroup = .vertical(layoutSize: column, repeatingSubitem: tile, count: 2)
        // symbol: NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)
        let divided: NSCollectionLayoutGroup = .vertical(layoutSize: section, subitem: bar, count: 3)
        // symbol: NSCollectionLayoutGroup.verticalGroup(with:repeatingSubitem:count:)
        let spelled: NSCollectionLayoutGroup = .verticalGroup(with: column, repeatingSubitem: tile, count: 2)
        // 150 tall: three 50-point tiles fill a column; item 2 is its third.
        #expect(frame(of: 2, in: filled, count: 3) == CGRect(x: 0, y: 100, width: 100, height: 50))
        // Two per column: item 2 starts the second column group, 150 lower.
        #expect(frame(of: 2, in: repeated, count: 4) == CGRect(x: 0, y: 150, width: 100, height: 50))
        #expect(frame(of: 2, in: spelled, count: 4) == CGRect(x: 0, y: 150, width: 100, height: 50))
        // Three equal slots of 150 / 3 = 50, full width.
        #expect(frame(of: 1, in: divided, count: 3) == CGRect(x: 0, y: 50, width: 400, height: 50))
    }

    @Test("a group's items, spacing and supplementaries read back, and its inherited initializers make empty groups")
    func groupMembers() {
        let group: NSCollectionLayoutGroup = .horizontal(layoutSize: row, subitems: [tile, tile])
        // symbol: NSCollectionLayoutGroup.subitems
        let children: [NSCollectionLayoutItem] = group.subitems
        // symbol: NSCollectionLayoutGroup.interItemSpacing
        group.interItemSpacing = .fixed(20)
        let spacing: NSCollectionLayoutSpacing? = group.interItemSpacing
        let footer = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(10)),
            elementKind: "group-mark", containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
        // symbol: NSCollectionLayoutGroup.supplementaryItems
        group.supplementaryItems = [footer]
        let marks: [NSCollectionLayoutSupplementaryItem] = group.supplementaryItems
        #expect(children.count == 2 && spacing?.spacing == 20 && marks.first?.elementKind == "group-mark")
        // With 20 between tiles, item 1 starts at 100 + 20.
        #expect(frame(of: 1, in: group, count: 2) == CGRect(x: 120, y: 0, width: 100, height: 50))

        // symbol: NSCollectionLayoutGroup.init(layoutSize:)
        let bare = NSCollectionLayoutGroup(layoutSize: row)
        // symbol: NSCollectionLayoutGroup.init(layoutSize:supplementaryItems:)
        let marked = NSCollectionLayoutGroup(layoutSize: row, supplementaryItems: [footer])
        #expect(bare.subitems.isEmpty && marked.supplementaryItems.count == 1)
        // A section with items cannot be laid out with no subitems: the pass fails.
        let view = symbolHost(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: bare)), counts: [1])
        #expect(view.layoutError != nil)
        // An empty section can, as apps use it for sections with no items: here only its 30-point header.
        let empty = NSCollectionLayoutSection(group: marked)
        empty.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "title", alignment: .top)
        ]
        let mixed = symbolHost(
            UICollectionViewCompositionalLayout { index, _ in index == 0 ? empty : symbolRows(height: 50) },
            counts: [0, 1])
        #expect(mixed.layoutError == nil)
        #expect(cellFrame(mixed, 0, section: 1) == CGRect(x: 0, y: 30, width: 400, height: 50))
    }

    @Test("a custom group places its items where its provider says, in the group's coordinates")
    func customGroups() {
        let record = SymbolRecord()
        // symbol: NSCollectionLayoutGroupCustomItemProvider
        let provider: NSCollectionLayoutGroupCustomItemProvider = { environment in
            record.environments.append(environment)
            let width = environment.container.contentSize.width
            return [
                // symbol: NSCollectionLayoutGroupCustomItem.init(frame:)
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 80)),
                // symbol: NSCollectionLayoutGroupCustomItem.init(frame:zIndex:)
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width / 2, y: 20, width: width / 2, height: 60), zIndex: 3),
            ]
        }
        // symbol: NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)
        let group: NSCollectionLayoutGroup = .custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            itemProvider: provider)
        let item = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: 7)
        // symbol: NSCollectionLayoutGroupCustomItem.frame
        let itemFrame: CGRect = item.frame
        // symbol: NSCollectionLayoutGroupCustomItem.zIndex
        let itemZ: Int = item.zIndex
        #expect(itemFrame == CGRect(x: 1, y: 2, width: 3, height: 4) && itemZ == 7)
        // symbol: NSCollectionLayoutGroupCustomItem.copy(with:)
        let itemCopy = item.copy(with: nil) as? NSCollectionLayoutGroupCustomItem
        #expect(itemCopy !== item && itemCopy?.frame == itemFrame && itemCopy?.zIndex == 7)
        // The group is the 400-wide container: item 1 is the right half, 20 down.
        #expect(frame(of: 1, in: group, count: 2) == CGRect(x: 200, y: 20, width: 200, height: 60))
        #expect(record.environments.first?.container.contentSize == CGSize(width: 400, height: 80))
    }
}
