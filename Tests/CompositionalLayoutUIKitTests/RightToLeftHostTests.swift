import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// A host forced right to left (`semanticContentAttribute = .forceRightToLeft`) mirrors the layout
/// (spec L6) and reads its physical safe area the right way round.
@Suite("Right-to-left host")
struct RightToLeftHostTests {
    /// Rows of three 0.25-wide items, 50 tall.
    func rowLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("forced right to left, the first item stands at the right edge and the traits say so")
    func mirroredRow() {
        let layout = rowLayout()
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        view.itemCounts = [5]
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        view.layoutIfNeeded()
        // Left to right, items are 0.25 x 400 = 100 wide at x = 0, 100, 200, 300; mirrored in 400: 300, 200, ...
        let frames = (0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 300, y: 0, width: 100, height: 50))
        #expect(frames[3] == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames[4] == CGRect(x: 300, y: 50, width: 100, height: 50))
    }

    @Test("right to left, the left safe-area inset is the trailing one: content keeps clear of it")
    func safeAreaLeft() {
        let layout = rowLayout()
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 444, height: 800), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        view.itemCounts = [4]
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        // The section is 444 - 44 = 400 wide; leading inset 0 (the right side), so left to right it is at
        // x = 0 and mirrored at 444 - 400 = 44: items at 344, 244, 144, 44, none under the left inset.
        let frames = (0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.origin.x }
        #expect(frames == [344, 244, 144, 44])
    }

    @Test("forced right to left, a horizontally scrolling layout starts at the right end of its content")
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.itemCounts = [4]
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        // Left to right, columns 100 wide, 10 apart: x = 0, 110, 220, 330; content 430 wide. Mirrored in
        // 430: x = 430 - x - 100 = 330, 220, 110, 0.
        #expect(layout.collectionViewContentSize == CGSize(width: 430, height: 200))
        let frames = (0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.origin.x }
        #expect(frames == [330, 220, 110, 0])
    }
}
