import CompositionalLayout
import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// After `insertItems(at:)` and `deleteItems(at:)`, the compositional layout solves again only the sections
/// they changed (the engine's incremental re-solve), with the invalidation context UIKit documents for them;
/// any other invalidation solves everything (docs/uikit-fidelity.md).
@Suite("Item updates solve what they change")
@MainActor
struct ItemUpdateSolveTests {
    /// UIKit's index paths (the engine's are `CompositionalLayout.IndexPath`).
    typealias IndexPath = Foundation.IndexPath

    /// A list layout that records the invalidation contexts it is given.
    final class ContextLayout: UICollectionViewCompositionalLayout {
        var contexts: [(everything: Bool, counts: Bool)] = []

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append((context.invalidateEverything, context.invalidateDataSourceCounts))
            super.invalidateLayout(with: context)
        }

        /// Full-width rows estimated 44 tall.
        static func make() -> ContextLayout {
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            return ContextLayout(
                section: NSCollectionLayoutSection(
                    group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])))
        }
    }

    /// A 390 x 844 host of three sections of three rows, the rows of section s 50 + 10 s tall: 150, 180 and 210
    /// points of sections at 0, 150 and 330; laid out, with the index paths `preferredSize` is asked for.
    final class Host {
        let layout = ContextLayout.make()
        let view: UICollectionView
        var asked: [IndexPath] = []

        init(counts: [Int] = [3, 3, 3]) {
            view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            view.itemCounts = counts
            view.preferredSize = { [unowned self] path, fitting in
                asked.append(path)
                return CGSize(width: fitting.width, height: 50 + 10 * CGFloat(path.section))
            }
            view.layoutIfNeeded()
            asked = []
            layout.contexts = []
        }

        /// The frame of the cell at `item` in `section`.
        func frame(_ section: Int, _ item: Int) -> CGRect? {
            view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        /// Every cell's frame, section by section.
        var frames: [CGRect?] {
            (0..<view.numberOfSections).flatMap { s in (0..<view.numberOfItems(inSection: s)).map { frame(s, $0) } }
        }
    }

    @Test("an insertion asks the sizes of its section only and moves the sections after it")
    func insertion() {
        let host = Host()
        host.view.insertItems(at: [IndexPath(item: 3, section: 1)])
        #expect(Set(host.asked) == Set((0..<4).map { IndexPath(item: $0, section: 1) }))
        #expect(host.asked.count == 4)
        // Section 1: 4 x 60 = 240 from 150; section 2 from 150 + 240 = 390, its last row at 390 + 2 x 70 = 530.
        #expect(host.frame(1, 3) == CGRect(x: 0, y: 150 + 3 * 60, width: 390, height: 60))
        #expect(host.frame(2, 0) == CGRect(x: 0, y: 390, width: 390, height: 70))
        #expect(host.frame(2, 2) == CGRect(x: 0, y: 530, width: 390, height: 70))
        #expect(host.view.contentSize == CGSize(width: 390, height: 150 + 240 + 210))
        // The same frames as a host that solves the new counts from nothing.
        #expect(host.frames == Host(counts: [3, 4, 3]).frames)
    }

    @Test("a deletion asks the sizes of its section only and moves the sections after it")
    func deletion() {
        let host = Host()
        host.view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        // Section 0's remaining rows are placed again from the sizes they had: a section that changed is asked
        // again, so its two items are.
        #expect(Set(host.asked) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        // Section 0: 2 x 50 = 100; section 1 from 100, section 2 from 100 + 180 = 280.
        #expect(host.frame(1, 0) == CGRect(x: 0, y: 100, width: 390, height: 60))
        #expect(host.frame(2, 2) == CGRect(x: 0, y: 280 + 2 * 70, width: 390, height: 70))
        #expect(host.view.contentSize == CGSize(width: 390, height: 100 + 180 + 210))
        #expect(host.frames == Host(counts: [2, 3, 3]).frames)
    }

    @Test("an item update invalidates the data source counts, not everything; setting the counts, everything")
    func contexts() {
        let host = Host()
        host.view.insertItems(at: [IndexPath(item: 0, section: 2)])
        #expect(host.layout.contexts.map(\.everything) == [false])
        #expect(host.layout.contexts.map(\.counts) == [true])
        host.view.deleteItems(at: [IndexPath(item: 0, section: 2)])
        #expect(host.layout.contexts.map(\.everything) == [false, false])
        host.layout.contexts = []
        host.view.itemCounts = [3, 3, 4]
        #expect(host.layout.contexts.map(\.everything) == [true])
        #expect(host.layout.contexts.map(\.counts) == [true])
    }

    @Test("any other invalidation before the pass solves everything: every item is asked again")
    func otherInvalidations() {
        let host = Host()
        host.view.insertItems(at: [IndexPath(item: 3, section: 0)])
        host.asked = []
        host.layout.invalidateLayout()
        host.view.layoutIfNeeded()
        #expect(host.asked.count == 4 + 3 + 3)
        // A context that names an item, as an app's self-sizing invalidation would.
        host.asked = []
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: 2)])
        host.layout.invalidateLayout(with: context)
        host.view.layoutIfNeeded()
        #expect(host.asked.count == 10)
        // An update after a pass that solved everything is incremental again.
        host.asked = []
        host.view.insertItems(at: [IndexPath(item: 0, section: 1)])
        #expect(host.asked.count == 4)
        #expect(host.frames == Host(counts: [4, 4, 3]).frames)
    }

    @Test("random layouts after random insertions and deletions equal a host that solves the final counts")
    func randomUpdates() {
        var updated = 0
        for index in 0..<80 {
            let c = RandomLayoutGenerator.makeCase(seed: RandomLayoutGenerator.seed(base: 0x5EC7_1075, index: index))
            let differential = FacadeDifferentialTests()
            func host() -> HeadlessCollectionView {
                let sections = c.sections.map { s -> Section in
                    var copy = s
                    copy.group = differential.stripGroup(copy.group)
                    return copy
                }
                let layout = differential.facadeLayout(sections: sections, form: c.form, configuration: c.configuration)
                return FacadeBuilder.host(layout, for: c)
            }
            let view = host()
            view.layoutIfNeeded()
            guard view.layoutError == nil, !view.itemCounts.isEmpty else { continue }
            var random = SplitMix64(seed: UInt64(index) + 1)
            for step in 0..<3 {
                let section = Int.random(in: 0..<view.itemCounts.count, using: &random)
                let count = view.itemCounts[section]
                if step % 2 == 0 || count == 0 {
                    view.insertItems(at: [IndexPath(item: Int.random(in: 0...count, using: &random), section: section)])
                } else {
                    view.deleteItems(at: [IndexPath(item: Int.random(in: 0..<count, using: &random), section: section)])
                }
            }
            let fresh = host()
            fresh.itemCounts = view.itemCounts
            fresh.layoutIfNeeded()
            #expect((view.layoutError == nil) == (fresh.layoutError == nil), "case \(index)")
            let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
            let a = view.collectionViewLayout.layoutAttributesForElements(in: everywhere) ?? []
            let b = fresh.collectionViewLayout.layoutAttributesForElements(in: everywhere) ?? []
            let same =
                a.count == b.count
                && zip(a, b).allSatisfy {
                    $0.frame == $1.frame && $0.indexPath == $1.indexPath
                        && $0.representedElementKind == $1.representedElementKind && $0.zIndex == $1.zIndex
                        && $0.isHidden == $1.isHidden && $0.alpha == $1.alpha
                }
            #expect(same, "case \(index): \(view.itemCounts)")
            #expect(view.contentSize == fresh.contentSize, "case \(index)")
            updated += 1
        }
        #expect(updated > 40, "updated \(updated) of 80")
    }

    @Test("after an update, every section's visible-items handler is the section provider's latest one")
    func handlersAfterAnUpdate() {
        // Each pass's provider makes handlers that record the generation they were made in; an update that
        // kept section 1's elements must not keep its earlier handler.
        var generation = 0
        var calls: [Int] = []
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection(
                group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
            let made = generation
            section.visibleItemsInvalidationHandler = { _, _, _ in calls.append(made) }
            return section
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = [3, 3]
        view.layoutIfNeeded()
        #expect(calls == [0, 0])
        generation = 1
        calls = []
        view.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(calls == [1, 1])
        // Section 1 moved down a row: 4 x 50 = 200.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 200)
    }

    /// `Host`'s three sections of three rows, fed by a diffable data source: sections "a", "b", "c", items
    /// 0 to 8 in order.
    func diffableHost() -> (Host, UICollectionViewDiffableDataSource<String, Int>) {
        let host = Host()
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: host.view) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b", "c"])
        for (s, section) in ["a", "b", "c"].enumerated() {
            snapshot.appendItems([3 * s, 3 * s + 1, 3 * s + 2], toSection: section)
        }
        source.applySnapshotUsingReloadData(snapshot)
        host.view.layoutIfNeeded()
        host.asked = []
        host.layout.contexts = []
        return (host, source)
    }

    @Test("a diffed snapshot lays out again the sections whose items changed or were reloaded; reload data, all")
    func diffableSnapshots() {
        let (host, source) = diffableHost()
        var snapshot = source.snapshot()
        snapshot.appendItems([9], toSection: "b")
        source.apply(snapshot)
        host.view.layoutIfNeeded()
        #expect(host.layout.contexts.map(\.everything) == [false])
        #expect(Set(host.asked.map(\.section)) == [1])
        #expect(host.asked.count == 4)
        // Section 1: 4 x 60 = 240 from 150, so section 2 starts at 390.
        #expect(host.frame(2, 0) == CGRect(x: 0, y: 390, width: 390, height: 70))

        // A reloaded item's section is laid out again though its items are the same.
        host.asked = []
        snapshot = source.snapshot()
        snapshot.reloadItems([7])
        source.apply(snapshot)
        host.view.layoutIfNeeded()
        #expect(Set(host.asked.map(\.section)) == [2])

        // Without diffing, everything: a context that invalidates everything, every item asked.
        host.asked = []
        host.layout.contexts = []
        source.applySnapshotUsingReloadData(source.snapshot())
        host.view.layoutIfNeeded()
        #expect(host.layout.contexts.map(\.everything) == [true])
        #expect(host.asked.count == 3 + 4 + 3)
        #expect(host.frames == Host(counts: [3, 4, 3]).frames)
    }

    @Test("a diffed snapshot whose sections differ lays out everything")
    func diffableSectionChange() {
        let (host, source) = diffableHost()
        var snapshot = source.snapshot()
        snapshot.deleteSections(["b"])
        source.apply(snapshot)
        host.view.layoutIfNeeded()
        #expect(host.layout.contexts.map(\.everything) == [true])
        // Sections "a" and "c" are now sections 0 and 1: rows 50 and 60 tall (the sizes follow the index).
        #expect(host.asked.count == 6)
        #expect(host.frame(1, 0) == CGRect(x: 0, y: 150, width: 390, height: 60))
    }
}
