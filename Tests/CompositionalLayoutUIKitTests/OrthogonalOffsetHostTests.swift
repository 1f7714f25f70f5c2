import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// `setOrthogonalContentOffset(_:forSection:)`: the layout's attributes as UIKit reports them when an
/// orthogonal section's own scroll view is scrolled (spec S9).
@Suite("Orthogonal offsets in the host")
struct OrthogonalOffsetHostTests {
    @Test("a scrolled orthogonal section reports its cells moved back by the offset; its header stays")
    func scrolledSection() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(100)),
            subitems: [fillingItem()])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.orthogonalScrollingProperties.decelerationRate = .fast
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        view.itemCounts = [5]
        view.setOrthogonalContentOffset(CGPoint(x: 300, y: 0), forSection: 0)
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 300, y: 0))
        view.layoutIfNeeded()
        // Cards are 0.85 x 320 = 272 wide below the 30-point header; card 1 rests at x = 272, shown at -28.
        let card = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(card == CGRect(x: -28, y: 30, width: 272, height: 100))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        #expect(header == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(section.orthogonalScrollingProperties.decelerationRate.rawValue == 0.99)
    }
}
