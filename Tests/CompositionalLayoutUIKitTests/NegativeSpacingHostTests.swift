import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// Negative spacing and insets through the facade (spec D7): app code that UIKit accepts lays out in the host.
@Suite("Negative spacing in HeadlessCollectionView")
struct NegativeSpacingHostTests {
    @Test("a section with interGroupSpacing = -8 lays out: groups overlap by 8 points")
    func negativeInterGroupSpacing() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(150)),
            subitems: [fillingItem()])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = -8
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.itemCounts = [4]
        view.layoutIfNeeded()
        // Card i starts at -4 + i x (100 - 8).
        for i in 0..<4 {
            let frame = layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame
            #expect(frame == CGRect(x: -4 + CGFloat(i) * (100 - 8), y: 0, width: 100, height: 150))
        }
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 600)) ?? []
        #expect(found.count == 4)
    }

    @Test("a staggered column from a bottom edge spacing of .fixed(-24) lays out")
    func negativeEdgeSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: .fixed(-24))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.itemCounts = [3]
        view.layoutIfNeeded()
        // Each item costs 100 - 24 = 76 points: y = 0, 76, 152.
        for i in 0..<3 {
            let frame = layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame
            #expect(frame == CGRect(x: 0, y: CGFloat(i) * 76, width: 320, height: 100))
        }
    }
}
