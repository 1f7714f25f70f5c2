import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// A section's visible-items handler runs at each layout pass with the content offset; what it changes is
/// what the layout answers (spec L5).
@Suite("Visible-items handler")
struct VisibleItemsTests {
    func layout(handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler)
        -> UICollectionViewCompositionalLayout
    {
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [fillingItem()]))
        section.visibleItemsInvalidationHandler = handler
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("alpha, isHidden, zIndex and transform set by the handler are in the layout's answers")
    func changesAreReported() {
        var offsets: [CGPoint] = []
        let layout = layout { items, offset, environment in
            offsets.append(offset)
            for item in items where item.indexPath.item == 1 {
                item.alpha = 0.25
                item.isHidden = true
                item.zIndex = 7
                item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
        }
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.itemCounts = [10]
        let path = IndexPath(item: 1, section: 0)
        let item = layout.layoutAttributesForItem(at: path)
        #expect(item?.alpha == 0.25 && item?.isHidden == true && item?.zIndex == 7)
        #expect(item?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Row 1 is (0, 100, 300, 100); scaled by 0.5 about its centre (150, 150) its frame is the box
        // (75, 125, 150, 50), while center and size stay untransformed.
        #expect(item?.frame == CGRect(x: 75, y: 125, width: 150, height: 50))
        #expect(item?.center == CGPoint(x: 150, y: 150) && item?.size == CGSize(width: 300, height: 100))
        #expect(item?.bounds == CGRect(x: 0, y: 0, width: 300, height: 100))
        let listed = layout.layoutAttributesForElements(in: view.bounds)?.first { $0.indexPath == path }
        #expect(listed?.alpha == 0.25 && listed?.isHidden == true && listed?.frame == item?.frame)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        #expect(offsets == [.zero])
    }

    @Test("the handler sees the content offset and only the items in the visible rect; moving runs it again")
    func offsetAndVisibleItems() {
        var calls: [(CGPoint, [Int])] = []
        let layout = layout { items, offset, _ in
            calls.append((offset, items.map(\.indexPath.item)))
        }
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        view.itemCounts = [10]
        view.layoutIfNeeded()
        // Resting at -50, the visible rect is y -50..350: rows 0 to 3 (row 3 is 300..400).
        #expect(calls.count == 1 && calls[0].0 == CGPoint(x: 0, y: -50) && calls[0].1 == [0, 1, 2, 3])
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.layoutIfNeeded()
        #expect(calls.count == 2 && calls[1].0 == CGPoint(x: 0, y: 500) && calls[1].1 == [5, 6, 7, 8])
        view.layoutIfNeeded()
        #expect(calls.count == 2)
    }

    @Test("moving an item's centre moves its frame")
    func centre() {
        let layout = layout { items, _, _ in
            for item in items where item.indexPath.item == 0 {
                #expect(item.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
                #expect(item.bounds == CGRect(x: 0, y: 0, width: 300, height: 100))
                #expect(item.representedElementCategory == .cell && item.representedElementKind == nil)
                item.center = CGPoint(x: item.center.x + 10, y: item.center.y)
            }
        }
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.itemCounts = [2]
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 0, width: 300, height: 100))
    }
}
