import CompositionalLayoutUIKit
import Testing

/// Layouts that read their diffable data source from the section provider, and custom groups written with
/// Core Graphics' C spellings, in the shapes store fronts and photo mosaics write them.
enum DataSourceLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "storeFrontBySectionIdentifier", itemCounts: [1, 6],
            make: { StoreFrontLayout(screen: StoreScreen()) },
            exercise: { view in
                guard let layout = view.collectionViewLayout as? StoreFrontLayout else {
                    Issue.record("storeFrontBySectionIdentifier: not a StoreFrontLayout")
                    return
                }
                let screen = layout.screen
                screen.connect(to: view)
                let width = view.bounds.width
                let columns: CGFloat = width < 600 ? 2 : 4
                let frame = { (item: Int, section: Int) in
                    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                }
                // The featured banner first: full width, 200 tall; then the apps, `columns` to a row of 120.
                #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: width, height: 200))
                #expect(frame(1, 1) == CGRect(x: width / columns, y: 200, width: width / columns, height: 120))
                // Reordered by the snapshot: the apps come first, and the banner follows their rows.
                var snapshot = screen.dataSource?.snapshot()
                snapshot?.moveSection(.featured, afterSection: .apps)
                if let snapshot { screen.dataSource?.apply(snapshot, animatingDifferences: false) }
                let rows = (6 / columns).rounded(.up)
                #expect(view.itemCounts == [6, 1])
                #expect(frame(0, 1) == CGRect(x: 0, y: rows * 120, width: width, height: 200))
                #expect(screen.dataSource?.indexPath(for: 7) == IndexPath(item: 5, section: 0))
                // Back in the order the sanity check expects.
                if let original = screen.original { screen.dataSource?.applySnapshotUsingReloadData(original) }
                #expect(view.itemCounts == [1, 6])
            }),
        CorpusEntry(
            name: "mosaicWithCGRectMake", itemCounts: [9], make: mosaicWithCGRectMake,
            exercise: { view in
                // One tall tile on the left (two thirds of the width), two stacked on the right; 8-point gutters.
                let width = view.bounds.width
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let third = view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                #expect(first?.minX == 4 && first?.minY == 4)
                #expect(abs((third?.minX ?? 0) - (width * 2 / 3 + 4)) < 1e-9)
                #expect(third?.minY == 124)  // the lower small tile: 120 down, inset 4
            }),
    ]

    /// Photos in threes: a large tile and two small ones beside it, each inset by 4, with the frames written
    /// in Core Graphics' C spellings as code calling today's SDK does.
    @MainActor
    static func mosaicWithCGRectMake() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240))
        ) { environment in
            let width = environment.container.effectiveContentSize.width
            let large = CGRectMake(0, 0, width * 2 / 3, 240)
            let small = CGSizeMake(width / 3, 120)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRectInset(large, 4, 4)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRectInset(CGRect(origin: CGPointMake(CGRectGetMaxX(large), 0), size: small), 4, 4)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRectInset(CGRect(origin: CGPointMake(CGRectGetMaxX(large), 120), size: small), 4, 4)),
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

/// A store front's screen: its data source, whose section identifiers choose each section's layout.
@MainActor
final class StoreScreen {
    enum Section: Hashable, Sendable {
        case featured
        case apps
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>?
    /// The first snapshot applied.
    var original: NSDiffableDataSourceSnapshot<Section, Int>?

    /// Makes the data source for `view` and applies the first snapshot: one banner, six apps.
    func connect(to view: UICollectionView) {
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.featured, .apps])
        snapshot.appendItems([1], toSection: .featured)
        snapshot.appendItems(Array(2...7), toSection: .apps)
        original = snapshot
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    /// The section at `index`, by the identifier the data source holds there (apps before it has one).
    func section(at index: Int, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch dataSource?.sectionIdentifier(for: index) ?? .apps {
        case .featured:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                    subitems: [item]))
        case .apps:
            let columns: CGFloat = environment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    subitems: [item]))
        }
    }
}

/// The store front's layout: its sections chosen by the screen's data source.
final class StoreFrontLayout: UICollectionViewCompositionalLayout {
    let screen: StoreScreen

    init(screen: StoreScreen) {
        self.screen = screen
        super.init(sectionProvider: { [screen] index, environment in screen.section(at: index, environment) })
    }

    required init?(coder: NSCoder) { nil }
}
