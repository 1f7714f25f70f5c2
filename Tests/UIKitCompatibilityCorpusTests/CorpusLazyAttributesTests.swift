import Testing

@testable import CompositionalLayoutUIKit

/// Every corpus layout, exercised as its app would, answers its queries lazily exactly as a full
/// materialisation of its elements (`fullyMaterializedAttributes()`) at five scroll offsets.
///
/// Only the layouts that are `UICollectionViewCompositionalLayout` itself: a subclass's overrides change
/// what it answers on purpose, and `LayoutSubclassTests` checks that the host reports what they return.
@Suite("UIKit compatibility corpus: lazy attributes")
struct CorpusLazyAttributesTests {
    @Test("each corpus layout's rect and by-key queries equal the full materialisation", arguments: corpus)
    func lazyEqualsFull(_ entry: CorpusEntry) {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: entry.make())
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.itemCounts = entry.itemCounts
        view.layoutIfNeeded()
        entry.exercise?(view)
        let layout = view.collectionViewLayout
        guard type(of: layout) == UICollectionViewCompositionalLayout.self else { return }
        let size = view.contentSize
        let vertical = layout.scrollAxis == .vertical
        for fraction in [0, 0.2, 0.45, 0.7, 0.95] {
            let along = (vertical ? size.height : size.width) * fraction - (vertical ? 47 : 0)
            view.contentOffset = vertical ? CGPoint(x: 0, y: along) : CGPoint(x: along, y: 0)
            view.layoutIfNeeded()
            let full = layout.fullyMaterializedAttributes()
            for rect in [view.bounds, CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)] {
                let expected = full.filter { $0.frame.engineValue.intersects(rect.engineValue) }
                let actual = layout.layoutAttributesForElements(in: rect) ?? []
                #expect(
                    actual.map(Self.describe) == expected.map(Self.describe),
                    "\(entry.name) at \(view.contentOffset), rect \(rect)")
            }
            var seen: Set<String> = []
            for e in full where seen.insert(Self.key(e)).inserted {
                let actual: UICollectionViewLayoutAttributes? =
                    switch e.representedElementCategory {
                    case .cell: layout.layoutAttributesForItem(at: e.indexPath)
                    case .supplementaryView:
                        layout.layoutAttributesForSupplementaryView(ofKind: e.representedElementKind!, at: e.indexPath)
                    case .decorationView:
                        layout.layoutAttributesForDecorationView(ofKind: e.representedElementKind!, at: e.indexPath)
                    }
                #expect(actual.map(Self.describe) == Self.describe(e), "\(entry.name) at \(view.contentOffset)")
            }
        }
    }

    /// Category, kind and index path: what a by-key query names.
    static func key(_ a: UICollectionViewLayoutAttributes) -> String {
        "\(a.representedElementCategory) \(a.representedElementKind ?? "") \(a.indexPath)"
    }

    /// Every attribute the facade carries, as text, so two lists compare exactly.
    static func describe(_ a: UICollectionViewLayoutAttributes) -> String {
        "\(key(a)) \(a.frame) \(a.center) \(a.size) \(a.transform3D) \(a.alpha) \(a.zIndex) \(a.isHidden)"
    }
}
