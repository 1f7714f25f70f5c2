import CompositionalLayoutUIKit
import Testing

/// The diffable data source: snapshot operations give UIKit's documented results, operations UIKit raises
/// for are skipped and recorded, and applying a snapshot sets the host's item counts, so a section provider
/// reading the snapshot lays out the sections it names.
@Suite("Diffable data source")
struct DiffableDataSourceTests {
    enum Kind: Hashable, Sendable {
        case banner
        case grid
    }

    /// A snapshot with sections A to D built by appends and inserts, and items 0, 1, 2 in A and 3, 5 in D.
    func lettered() -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "C"])
        snapshot.insertSections(["B"], beforeSection: "C")
        snapshot.insertSections(["D"], afterSection: "C")
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3])  // no section: the last one, D
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([5], afterItem: 3)
        return snapshot
    }

    @Test("appends and inserts place sections and items where Apple documents")
    func appendsAndInserts() {
        let snapshot = lettered()
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C", "D"])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 5])
        #expect(snapshot.numberOfSections == 4)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: "A") == 3)
        #expect(snapshot.numberOfItems(inSection: "B") == 0)
        #expect(snapshot.itemIdentifiers(inSection: "D") == [3, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "D")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.indexOfSection("Z") == nil)
        // Counted across sections: A holds 0, 1, 2, so 3 is the fourth item and 5 the fifth.
        #expect(snapshot.indexOfItem(3) == 3)
        #expect(snapshot.indexOfItem(5) == 4)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.errors.isEmpty)
    }

    @Test("moves and deletes reorder and remove, items across sections")
    func movesAndDeletes() {
        var snapshot = lettered()
        snapshot.moveItem(0, afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2])
        #expect(snapshot.itemIdentifiers(inSection: "D") == [3, 5, 0])
        snapshot.moveItem(5, beforeItem: 1)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [5, 1, 2])
        snapshot.moveSection("D", beforeSection: "A")
        snapshot.moveSection("B", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["D", "A", "C", "B"])
        #expect(snapshot.itemIdentifiers == [3, 0, 5, 1, 2])
        #expect(snapshot.indexOfItem(1) == 3)
        snapshot.deleteItems([2, 99])  // 99 is not there: ignored
        snapshot.deleteSections(["D"])  // and its items 3 and 0
        #expect(snapshot.sectionIdentifiers == ["A", "C", "B"])
        #expect(snapshot.itemIdentifiers == [5, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.errors.isEmpty)
    }

    @Test("reloads and reconfigures are recorded once each, and deleting an item forgets it")
    func reloadsAndReconfigures() {
        var snapshot = lettered()
        snapshot.reloadSections(["B", "A", "B"])
        snapshot.reloadItems([1, 3])
        snapshot.reconfigureItems([5, 5])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
        #expect(snapshot.reloadedItemIdentifiers == [1, 3])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        snapshot.deleteItems([3])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 5])
    }

    @Test("a snapshot is a value: changing a copy leaves the original")
    func valueSemantics() {
        let original = lettered()
        var copy = original
        copy.appendSections(["E"])
        copy.appendItems([6])
        copy.deleteItems([0])
        #expect(original.sectionIdentifiers == ["A", "B", "C", "D"])
        #expect(original.itemIdentifiers == [0, 1, 2, 3, 5])
        #expect(copy.itemIdentifiers == [1, 2, 3, 5, 6])
    }

    @Test("what UIKit raises for is skipped whole and recorded")
    func refusedOperations() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendItems([1])
        snapshot.appendSections(["A", "B", "A"])
        #expect(snapshot.numberOfSections == 0)
        snapshot.appendSections(["A"])
        snapshot.appendSections(["A"])
        snapshot.appendItems([1, 2, 1], toSection: "A")
        snapshot.appendItems([1], toSection: "Z")
        snapshot.appendItems([1, 2])
        snapshot.appendItems([2])
        snapshot.insertItems([3], beforeItem: 42)
        snapshot.moveItem(1, beforeItem: 1)
        snapshot.reloadItems([1, 7])
        snapshot.insertSections(["C"], afterSection: "Q")
        #expect(snapshot.sectionIdentifiers == ["A"])
        #expect(snapshot.itemIdentifiers == [1, 2])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(
            snapshot.errors == [
                .noSections(operation: "appendItems(_:toSection:)"),
                .duplicateSectionIdentifier(operation: "appendSections(_:)", identifier: "A"),
                .duplicateSectionIdentifier(operation: "appendSections(_:)", identifier: "A"),
                .duplicateItemIdentifier(operation: "appendItems(_:toSection:)", identifier: "1"),
                .unknownSectionIdentifier(operation: "appendItems(_:toSection:)", identifier: "Z"),
                .duplicateItemIdentifier(operation: "appendItems(_:toSection:)", identifier: "2"),
                .unknownItemIdentifier(operation: "insertItems(_:beforeItem:)", identifier: "42"),
                .movedRelativeToItself(operation: "moveItem(_:beforeItem:)", identifier: "1"),
                .unknownItemIdentifier(operation: "reloadItems(_:)", identifier: "7"),
                .unknownSectionIdentifier(operation: "insertSections(_:afterSection:)", identifier: "Q"),
            ])
        #expect(
            snapshot.errors[4].description
                == "appendItems(_:toSection:): section identifier Z is not in the snapshot; the call was skipped "
                + "(UIKit raises an exception).")
    }

    /// A banner section (one 200-point row) and a grid section (two 100-point cells a row), chosen by the
    /// identifier the data source's snapshot holds at the section's index.
    func layout(reading dataSource: @escaping () -> UICollectionViewDiffableDataSource<Kind, Int>?)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { index, _ in
            guard let kind = dataSource()?.snapshot().sectionIdentifiers[index] else { return nil }
            let width: NSCollectionLayoutDimension = kind == .banner ? .fractionalWidth(1) : .fractionalWidth(0.5)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(kind == .banner ? 200 : 100)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    @Test("a section provider reading the snapshot lays out the sections it names, in the applied order")
    func sectionProviderReadsSnapshot() {
        var dataSource: UICollectionViewDiffableDataSource<Kind, Int>?
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout { dataSource })
        var cellsAsked = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: view) { collectionView, indexPath, item in
            cellsAsked += 1
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Kind, Int>()
        snapshot.appendSections([.banner, .grid])
        snapshot.appendItems([1], toSection: .banner)
        snapshot.appendItems([2, 3, 4], toSection: .grid)
        var completed = false
        dataSource?.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(view.itemCounts == [1, 3])
        let frame = { (item: Int, section: Int) in
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 390, height: 200))  // the banner
        #expect(frame(1, 1) == CGRect(x: 390 / 2, y: 200, width: 390 / 2, height: 100))  // grid, first row
        #expect(frame(2, 1) == CGRect(x: 0, y: 200 + 100, width: 390 / 2, height: 100))  // grid, second row

        // The grid first: two rows of 100, then the banner.
        snapshot.moveSection(.grid, beforeSection: .banner)
        dataSource?.applySnapshotUsingReloadData(snapshot)
        #expect(view.itemCounts == [3, 1])
        #expect(frame(2, 0) == CGRect(x: 0, y: 100, width: 390 / 2, height: 100))
        #expect(frame(0, 1) == CGRect(x: 0, y: 100 + 100, width: 390, height: 200))
        #expect(cellsAsked == 0)  // no cells off-device: the provider is stored, never called
    }

    @Test("the data source's look-ups answer from the applied snapshot, and it records the snapshot's errors")
    func dataSourceLookUps() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: listLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) { _, _, _ in nil }
        #expect(dataSource.snapshot().numberOfSections == 0)
        var snapshot = lettered()
        snapshot.appendSections(["A"])
        dataSource.apply(snapshot)
        #expect(view.itemCounts == [3, 0, 0, 2])
        #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2, 3, 5])
        #expect(dataSource.snapshot().errors.isEmpty)
        #expect(dataSource.errors == [.duplicateSectionIdentifier(operation: "appendSections(_:)", identifier: "A")])
        #expect(dataSource.sectionIdentifier(for: 3) == "D")
        #expect(dataSource.sectionIdentifier(for: 4) == nil)
        #expect(dataSource.index(for: "C") == 2)
        #expect(dataSource.index(for: "Z") == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 3)) == 5)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 3)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 9)) == nil)
        #expect(dataSource.indexPath(for: 2) == IndexPath(item: 2, section: 0))
        #expect(dataSource.indexPath(for: 9) == nil)
    }
}
