import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// The facade's types are classes related as UIKit's are, and the facade reads them when it solves.
@Suite("Class semantics")
struct ClassSemanticsTests {
    @Test("groups, supplementaries, boundary items and decorations are items")
    func subclasses() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
        let items: [NSCollectionLayoutItem] = [
            group, header, NSCollectionLayoutDecorationItem.background(elementKind: "b"),
        ]
        #expect(items.count == 3)
        let supplementary: NSCollectionLayoutSupplementaryItem = header
        #expect(supplementary.elementKind == "h")
        #expect(group.subitems[0] === item)
        #expect(NSCollectionLayoutSection(group: group).boundarySupplementaryItems.isEmpty)
    }

    @Test("properties set on an item before building its group are honoured")
    func setBeforeGroup() {
        let item = fillingItem()
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        view.itemCounts = [1]
        // Slot 200 x 50 (spec D1); insets move and shrink it (spec I1).
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 2, y: 1, width: 194, height: 46))
    }

    @Test("changing an item after building its group takes effect at the next pass after an invalidation")
    func setAfterGroup() {
        let item = fillingItem()
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        view.itemCounts = [1]
        let path = IndexPath(item: 0, section: 0)
        #expect(layout.layoutAttributesForItem(at: path)?.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        #expect(layout.layoutAttributesForItem(at: path)?.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        layout.invalidateLayout()
        #expect(layout.layoutAttributesForItem(at: path)?.frame == CGRect(x: 5, y: 5, width: 190, height: 40))
    }

    @Test("the layout keeps a copy of the configuration it is given")
    func configurationIsCopied() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: listLayoutSection(), configuration: configuration)
        configuration.interSectionSpacing = 99
        #expect(layout.configuration.interSectionSpacing == 10)
        #expect(layout.configuration !== configuration)
    }

    @Test("the host sets the layout's collection view; decoration registration is accepted")
    func hosting() {
        let layout = listLayout()
        layout.register(NSObject.self, forDecorationViewOfKind: "background")
        layout.register(nil, forDecorationViewOfKind: "other")
        #expect(layout.collectionView == nil)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        #expect(layout.collectionView === view)
        // No sections yet: nothing along the scroll axis, the container across it (spec L3).
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 0))
    }

    func listLayoutSection() -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(
            group: .vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [fillingItem()]))
    }
}
