import CompositionalLayout
import CompositionalLayoutUIKit

extension WorkloadFamily {
    /// An item inserted into, then deleted from, the middle section of the pinned-header list through the
    /// facade's `insertItems(at:)` and `deleteItems(at:)`, or a diffable data source's `apply` (the engine's
    /// incremental re-solve), against the same counts set through `itemCounts` (`reloadData()`'s meaning: a
    /// full solve each).
    static func facadeItemUpdate(sections: Int) -> Comparison {
        let items = sections * 100
        let middle = sections / 2
        return Comparison(
            id: "facade-item-update",
            title: "pinned-header list item update, facade (\(Format.count(items)) items)",
            summary: "One call inserts an item at the end of section \(middle) of \(Format.count(sections)) and "
                + "deletes it, each followed by a layout pass: through `insertItems(at:)` and `deleteItems(at:)`, "
                + "which lay out again the section they change and move the others, or through a diffable data "
                + "source's `apply` of the two snapshots, against setting `itemCounts` to the same counts, which "
                + "lays everything out again.",
            reference: "facade-reload",
            setUp: {
                try onMain {
                    let counts = Array(repeating: 100, count: sections)
                    var grown = counts
                    grown[middle] += 1
                    let path = IndexPath(item: 100, section: middle)
                    let updated = pinnedList(counts)
                    let reloaded = pinnedList(counts)
                    updated.insertItems(at: [path])
                    reloaded.itemCounts = grown
                    reloaded.layoutIfNeeded()
                    try checkSame([updated, reloaded], fresh: pinnedList(grown), context: "after the insertion")
                    updated.deleteItems(at: [path])
                    reloaded.itemCounts = counts
                    reloaded.layoutIfNeeded()
                    let elements = try checkSame(
                        [updated, reloaded], fresh: pinnedList(counts), context: "after the deletion")
                    let (diffed, source, snapshots) = diffableList(sections: sections, middle: middle)
                    source.apply(snapshots.grown)
                    diffed.layoutIfNeeded()
                    try checkSame([diffed], fresh: pinnedList(grown), context: "after a diffed insertion")
                    source.apply(snapshots.base)
                    diffed.layoutIfNeeded()
                    try checkSame([diffed], fresh: pinnedList(counts), context: "after a diffed deletion")
                    return [
                        Subject(
                            id: "facade-reload", title: "itemCounts set twice, full passes", role: .facade,
                            elements: elements
                        ) {
                            MainActor.assumeIsolated {
                                reloaded.itemCounts = grown
                                reloaded.layoutIfNeeded()
                                reloaded.itemCounts = counts
                                reloaded.layoutIfNeeded()
                            }
                        },
                        Subject(
                            id: "facade-update", title: "insertItems(at:) then deleteItems(at:)", role: .facade,
                            elements: elements
                        ) {
                            MainActor.assumeIsolated {
                                updated.insertItems(at: [path])
                                updated.deleteItems(at: [path])
                            }
                        },
                        Subject(
                            id: "facade-diffable", title: "diffable apply of the grown, then the first snapshot",
                            role: .facade, elements: elements
                        ) {
                            MainActor.assumeIsolated {
                                source.apply(snapshots.grown)
                                diffed.layoutIfNeeded()
                                source.apply(snapshots.base)
                                diffed.layoutIfNeeded()
                            }
                        },
                    ]
                }
            })
    }

    /// A laid-out host of the pinned-header list fed by a diffable data source, with the snapshot it holds
    /// (`sections` of 100 items) and that snapshot with one more item at the end of section `middle`.
    @MainActor
    private static func diffableList(sections: Int, middle: Int) -> (
        host: HeadlessCollectionView, source: UICollectionViewDiffableDataSource<Int, Int>,
        snapshots: (base: NSDiffableDataSourceSnapshot<Int, Int>, grown: NSDiffableDataSourceSnapshot<Int, Int>)
    ) {
        let host = pinnedList([])
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: host) { _, _, _ in nil }
        var base = NSDiffableDataSourceSnapshot<Int, Int>()
        base.appendSections(Array(0..<sections))
        for s in 0..<sections { base.appendItems(Array(s * 1_000..<s * 1_000 + 100), toSection: s) }
        var grown = base
        grown.appendItems([middle * 1_000 + 100], toSection: middle)
        source.applySnapshotUsingReloadData(base)
        host.layoutIfNeeded()
        return (host, source, (base, grown))
    }

    /// A laid-out host of the pinned-header list with `counts` items a section.
    @MainActor
    private static func pinnedList(_ counts: [Int]) -> HeadlessCollectionView {
        let host = HeadlessCollectionView(
            frame: CGRect(origin: .zero, size: FacadeLayouts.size),
            collectionViewLayout: FacadeLayouts.pinnedHeaderList())
        host.itemCounts = counts
        host.layoutIfNeeded()
        return host
    }

    /// Throws unless every host of `hosts` gives `fresh`'s content size and elements (frames, index paths,
    /// kinds) over the whole content; returns how many elements there are.
    @MainActor
    @discardableResult
    private static func checkSame(_ hosts: [HeadlessCollectionView], fresh: HeadlessCollectionView, context: String)
        throws -> Int
    {
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        func elements(_ host: HeadlessCollectionView) -> [String] {
            host.layoutAttributesForElements(in: everything).map {
                "\($0.representedElementKind ?? "cell") \($0.indexPath) \($0.frame)"
            }
        }
        let expected = elements(fresh)
        for host in hosts
        where host.layoutError != nil || host.contentSize != fresh.contentSize || elements(host) != expected {
            throw Disagreement(description: "facade item update \(context): a host disagrees with a fresh one")
        }
        return expected.count
    }
}
