/// A collection view's data source driven by snapshots, as UIKit's: applying a snapshot sets the host's
/// `itemCounts`, and section providers can read the sections and items back by identifier.
///
/// Off-device there are no cells: the cell provider and the supplementary view provider are stored and
/// never called. Snapshot operations UIKit raises an exception for are recorded in `errors` (ours).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// What UIKit asks for each visible cell; stored, never called off-device (no cells exist).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// What UIKit asks for each visible header, footer or badge; stored, never called off-device.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The collection view whose `itemCounts` applied snapshots set; held weakly, as UIKit does.
    private weak var collectionView: UICollectionView?
    /// The cell provider given at creation; stored, never called off-device (no cells exist).
    private let cellProvider: CellProvider
    /// The supplementary view provider; stored, never called off-device.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Ours: the snapshot operations skipped because UIKit raises an exception for them, from every
    /// snapshot applied so far, oldest first.
    public private(set) var errors: [DiffableDataSourceError] = []

    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// `current.itemCounts`, what the host was last given: kept, as counting goes through generic code per
    /// section.
    private var currentCounts: [Int] = []

    /// Creates a data source for `collectionView`; `cellProvider` is stored and, with no cells off-device,
    /// never called.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
    }

    /// A copy of the data as last applied: section and item identifiers in order.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Makes `snapshot` the current data and sets the collection view's `itemCounts` from it; `completion`
    /// runs at once (nothing animates off-device).
    ///
    /// Diffed (Apple: the data source computes the difference, an O(n) operation; the reload-data methods are
    /// the ones without a diff): when the section identifiers are the same, the collection view is updated as
    /// by item insertions and deletions and lays out again only the sections whose items changed or were
    /// reloaded or reconfigured; otherwise everything.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        take(snapshot, diffing: true)
        completion?()
    }

    /// Makes `snapshot` the current data and sets the collection view's `itemCounts` from it, diffed as
    /// `apply(_:animatingDifferences:completion:)` does.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        take(snapshot, diffing: true)
    }

    /// Makes `snapshot` the current data without diffing, as UIKit's `reloadData()`: the collection view lays
    /// everything out again; `completion` runs at once.
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        take(snapshot, diffing: false)
        completion?()
    }

    /// Makes `snapshot` the current data without diffing, as UIKit's `reloadData()`.
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        take(snapshot, diffing: false)
    }

    /// The identifier of the section at `index`, or nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of section `sectionIdentifier`, or nil when it is not in the data.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionIndexes[sectionIdentifier]
    }

    /// The identifier of the item at `indexPath`, or nil when there is none.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.itemsBySection.indices.contains(indexPath.section) else { return nil }
        let items = current.itemsBySection[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of item `itemIdentifier`, or nil when it is not in the data.
    ///
    /// - Complexity: O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.itemLocations[itemIdentifier].map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// Records `snapshot`'s errors, keeps it without them and sets the host's item counts: when `diffing` and
    /// the section identifiers are unchanged, as an item update of the sections that changed
    /// (`NSDiffableDataSourceSnapshot.changedSections(since:counts:previous:)`), otherwise as `reloadData()`.
    private func take(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, diffing: Bool
    ) {
        errors += snapshot.errors
        let previous = current
        let previousCounts = currentCounts
        current = snapshot
        current.errors = []
        currentCounts = current.itemCounts
        guard let collectionView else { return }
        if diffing, collectionView.itemCounts == previousCounts, previous.sections == current.sections {
            let changed = current.changedSections(since: previous, counts: currentCounts, previous: previousCounts)
            collectionView.setItemCounts(currentCounts, updating: changed)
        } else {
            collectionView.itemCounts = currentCounts
        }
    }
}
