import CompositionalLayoutUIKit
import Testing

// The test of the UIKit facade's article "Checking your UIKit layouts on Linux" ("Host the layout as the
// device would"), word for word but its imports (the doc tests check it: Tests/DocExamplesTests). The
// article's `@testable import AppLayouts` is the app's module; here `makeListLayout()` is below.

@MainActor
@Test("rows size themselves and the header pins under the status bar")
func selfSizingList() {
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makeListLayout())
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    view.itemCounts = [20]
    view.preferredSize = { indexPath, proposed in
        CGSize(width: proposed.width, height: indexPath.item.isMultiple(of: 2) ? 44 : 88)
    }
    view.layoutIfNeeded()
    #expect(view.layoutError == nil)
    let layout = view.collectionViewLayout
    // A 30-point header, then rows of 44 and 88 points.
    #expect(
        layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
            == CGRect(x: 0, y: 30 + 44 + 88, width: 390, height: 44))
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 30 + 10 * 44 + 10 * 88))

    // Scrolled by 200 points, the pinned header stays just below the 47-point safe area.
    view.contentOffset = CGPoint(x: 0, y: 200)
    let header = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 200 + 47, width: 390, height: 30))
}

/// The app's layout the article describes: full-width rows of `.estimated(44)` height under a 30-point
/// header of kind `elementKindSectionHeader` with `pinToVisibleBounds` set.
func makeListLayout() -> UICollectionViewCompositionalLayout {
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
}
