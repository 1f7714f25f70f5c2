import CompositionalLayoutUIKit
import Testing

/// A screen's diffable data source and its first snapshot, which a layout's section provider reads.
@MainActor
final class SnapshotScreen<SectionID: Hashable, ItemID: Hashable> {
    var dataSource: UICollectionViewDiffableDataSource<SectionID, ItemID>?
    let initial: NSDiffableDataSourceSnapshot<SectionID, ItemID>

    init(_ initial: NSDiffableDataSourceSnapshot<SectionID, ItemID>) {
        self.initial = initial
    }

    /// Makes the data source for `view` and applies the first snapshot.
    func connect(to view: UICollectionView) {
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, ItemID> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource?.apply(initial, animatingDifferences: false)
    }
}

/// A compositional layout whose section provider reads the screen's data source, as view controllers write
/// `[weak self] in self?.dataSource.snapshot()...` inside the provider.
final class SnapshotLayout<SectionID: Hashable, ItemID: Hashable>: UICollectionViewCompositionalLayout {
    let screen: SnapshotScreen<SectionID, ItemID>

    init(
        _ initial: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        provider:
            @escaping @MainActor (Int, any NSCollectionLayoutEnvironment, SnapshotScreen<SectionID, ItemID>) ->
            NSCollectionLayoutSection?
    ) {
        let screen = SnapshotScreen(initial)
        self.screen = screen
        super.init(sectionProvider: { index, environment in provider(index, environment, screen) })
    }

    required init?(coder: NSCoder) { nil }

    /// Connects `view`'s layout, if it is a `SnapshotLayout` of these identifiers, and returns its screen.
    static func connect(_ view: UICollectionView) -> SnapshotScreen<SectionID, ItemID>? {
        let screen = (view.collectionViewLayout as? SnapshotLayout<SectionID, ItemID>)?.screen
        screen?.connect(to: view)
        return screen
    }
}

/// Full-width rows `height` tall.
@MainActor
func snapshotRows(height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    return NSCollectionLayoutSection(
        group: .vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [item]))
}

/// Layouts whose section providers read the diffable data source (`snapshot().sectionIdentifiers[index]`,
/// `sectionIdentifier(for:)`, `itemIdentifier(for:)`, counts per section), in the shapes inbox, recipe,
/// catalogue and dashboard screens write them.
enum SnapshotLayouts {
    /// The sections of an inbox.
    enum Inbox: Hashable, Sendable {
        case pinned
        case threads
    }

    /// What a recipe screen shows.
    enum RecipeRow: Hashable, Sendable {
        case photo
        case ingredient(Int)
        case step(Int)
    }

    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "inboxBySnapshotSections", itemCounts: [4, 9], make: inboxBySnapshotSections,
            exercise: { view in
                let screen = SnapshotLayout<Inbox, Int>.connect(view)
                #expect(screen?.dataSource?.snapshot().sectionIdentifiers == [.pinned, .threads])
                // Pinned chats four to a row of 100, then threads of 80.
                let thread = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                #expect(thread == CGRect(x: 0, y: 100 + 80, width: view.bounds.width, height: 80))
            }),
        CorpusEntry(
            name: "recipeByItemIdentifier", itemCounts: [1, 5, 4], make: recipeByItemIdentifier,
            exercise: { view in
                let screen = SnapshotLayout<Int, RecipeRow>.connect(view)
                #expect(screen?.dataSource?.itemIdentifier(for: IndexPath(item: 0, section: 0)) == .photo)
                // The photo is 260 tall; five ingredients two to a row of 44 make three rows; steps are 96 tall.
                let step = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame
                #expect(step == CGRect(x: 0, y: 260 + 3 * 44, width: view.bounds.width, height: 96))
            }),
        CorpusEntry(
            name: "catalogueByItemCount", itemCounts: [1, 6, 2], make: catalogueByItemCount,
            exercise: { view in
                _ = SnapshotLayout<String, Int>.connect(view)
                // A lone item spans the width; two share it; more go three to a row.
                let width = view.bounds.width
                let lone = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let pair = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame
                #expect(lone?.width == width)
                #expect(pair.map { abs($0.minX - width / 2) < 1e-9 } == true)
            }),
        CorpusEntry(
            name: "dashboardSectionIdentifier", itemCounts: [2, 4, 3], orthogonalSections: [1],
            make: dashboardSectionIdentifier,
            exercise: { view in
                guard let screen = SnapshotLayout<String, Int>.connect(view) else {
                    Issue.record("dashboardSectionIdentifier: not a SnapshotLayout")
                    return
                }
                #expect(screen.dataSource?.sectionIdentifier(for: 1) == "shortcuts")
                #expect(screen.dataSource?.indexPath(for: 23) == IndexPath(item: 2, section: 2))
                // Shortcuts scroll sideways in cards 150 wide.
                let card = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
                #expect(card.map { $0.width == 150 && $0.minX == 16 + 3 * (150 + 10) } == true)
            }),
    ]

    /// An inbox: pinned chats four to a row of 100, then the threads, each section's shape chosen by
    /// the identifier the snapshot holds at its index.
    static func inboxBySnapshotSections() -> UICollectionViewLayout {
        var snapshot = NSDiffableDataSourceSnapshot<Inbox, Int>()
        snapshot.appendSections([.pinned, .threads])
        snapshot.appendItems(Array(0..<4), toSection: .pinned)
        snapshot.appendItems(Array(100..<109), toSection: .threads)
        return SnapshotLayout(snapshot) { index, _, screen in
            let sections = screen.dataSource?.snapshot().sectionIdentifiers ?? [.pinned, .threads]
            switch sections[index] {
            case .pinned:
                let circle = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                        subitems: [circle]))
            case .threads:
                return snapshotRows(height: 80)
            }
        }
    }

    /// A recipe: the section's first item identifier says what the section holds (a photo, ingredients or
    /// steps), as apps switch on `itemIdentifier(for:)`.
    static func recipeByItemIdentifier() -> UICollectionViewLayout {
        var snapshot = NSDiffableDataSourceSnapshot<Int, RecipeRow>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems([.photo], toSection: 0)
        snapshot.appendItems((0..<5).map(RecipeRow.ingredient), toSection: 1)
        snapshot.appendItems((0..<4).map(RecipeRow.step), toSection: 2)
        return SnapshotLayout(snapshot) { index, _, screen in
            let first = screen.dataSource?.itemIdentifier(for: IndexPath(item: 0, section: index))
            switch first ?? (index == 0 ? .photo : .step(0)) {
            case .photo:
                let photo = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(260)),
                        subitems: [photo]))
            case .ingredient:
                let half = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                        subitems: [half]))
            case .step:
                return snapshotRows(height: 96)
            }
        }
    }

    /// A catalogue whose sections take their shape from how many items the snapshot holds in them.
    static func catalogueByItemCount() -> UICollectionViewLayout {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["new", "popular", "yours"])
        snapshot.appendItems([1], toSection: "new")
        snapshot.appendItems(Array(10..<16), toSection: "popular")
        snapshot.appendItems([20, 21], toSection: "yours")
        return SnapshotLayout(snapshot) { index, _, screen in
            let current = screen.dataSource?.snapshot()
            let identifier = current?.sectionIdentifiers[index]
            let count = identifier.map { current?.numberOfItems(inSection: $0) ?? 3 } ?? 3
            let perRow = min(count, 3)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(perRow)), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(count == 1 ? 220 : 150)),
                    subitems: [item]))
        }
    }

    /// A dashboard: a summary, shortcuts that scroll sideways, then recent items, chosen by
    /// `sectionIdentifier(for:)`.
    static func dashboardSectionIdentifier() -> UICollectionViewLayout {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["summary", "shortcuts", "recent"])
        snapshot.appendItems([1, 2], toSection: "summary")
        snapshot.appendItems([11, 12, 13, 14], toSection: "shortcuts")
        snapshot.appendItems([21, 22, 23], toSection: "recent")
        return SnapshotLayout(snapshot) { index, _, screen in
            let identifier =
                screen.dataSource?.sectionIdentifier(for: index) ?? ["summary", "shortcuts", "recent"][index]
            switch identifier {
            case "shortcuts":
                let card = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                    subitems: [card])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            case "summary":
                let half = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                        subitems: [half]))
            default:
                return snapshotRows(height: 64)
            }
        }
    }
}
