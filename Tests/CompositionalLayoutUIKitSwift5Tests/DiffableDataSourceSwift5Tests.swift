import CompositionalLayoutUIKit
import Testing

/// A screen as older app code writes it, in a plain class in the Swift 5 language mode: an implicitly
/// unwrapped data source the section provider reads, built with a cell registration.
final class LibraryScreen {
    enum Section: Int, Hashable {
        case shelves
        case books
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, _ in
            let section = self.dataSource.snapshot().sectionIdentifiers[index]
            let height: CGFloat = section == .shelves ? 160 : 60
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    func viewDidLoad() {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makeLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            _ = (cell, title)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.shelves, .books])
        snapshot.appendItems(["Reading now"], toSection: .shelves)
        snapshot.appendItems(["Dune", "Emma", "Ulysses"], toSection: .books)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("Diffable data source (Swift 5)")
struct DiffableDataSourceSwift5Tests {
    @Test("a plain class's data source sets the counts and its section provider reads the identifiers")
    func libraryScreen() {
        let screen = LibraryScreen()
        screen.viewDidLoad()
        let view = screen.collectionView!
        #expect(view.itemCounts == [1, 3])
        // The 160-point shelf, then 60-point book rows: the third book at 160 + 2 x 60.
        #expect(
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                == CGRect(x: 0, y: 280, width: 390, height: 60))
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "Emma")
    }
}
