import CompositionalLayoutUIKit
import Foundation
import Testing

/// What a section provider or a custom group's item provider reads from `layout.collectionView`: the
/// counts, geometry, insets, margins and direction of the view hosting the layout, with UIKit's values.
@Suite("Collection view questions")
struct CollectionViewQuestionsTests {
    /// What a provider saw, read through `layout.collectionView` as app code does.
    final class Seen {
        var sections: [Int] = []
        var items: [Int] = []
        var bounds: CGRect?
        var frame: CGRect?
        var contentOffset: CGPoint?
        var contentInset: UIEdgeInsets?
        var adjustedContentInset: UIEdgeInsets?
        var safeAreaInsets: UIEdgeInsets?
        var layoutMargins: UIEdgeInsets?
        var directionalLayoutMargins: NSDirectionalEdgeInsets?
        var direction: UIUserInterfaceLayoutDirection?
        var contentSizes: [CGSize] = []
        var customItemCounts: [Int] = []
    }

    /// A layout whose provider reads the view's questions and whose custom group places as many 40-point
    /// squares as the section has items.
    func recordingLayout(_ seen: Seen) -> UICollectionViewCompositionalLayout {
        weak var weakLayout: UICollectionViewCompositionalLayout?
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let collectionView: UICollectionView? = weakLayout?.collectionView
            guard let collectionView else { return nil }
            seen.sections.append(collectionView.numberOfSections)
            seen.items.append(collectionView.numberOfItems(inSection: index))
            seen.bounds = collectionView.bounds
            seen.frame = collectionView.frame
            seen.contentOffset = collectionView.contentOffset
            seen.contentInset = collectionView.contentInset
            seen.adjustedContentInset = collectionView.adjustedContentInset
            seen.safeAreaInsets = collectionView.safeAreaInsets
            seen.layoutMargins = collectionView.layoutMargins
            seen.directionalLayoutMargins = collectionView.directionalLayoutMargins
            seen.direction = collectionView.effectiveUserInterfaceLayoutDirection
            seen.contentSizes.append(collectionView.contentSize)
            let group = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            ) { _ in
                let count = weakLayout?.collectionView?.numberOfItems(inSection: index) ?? 0
                seen.customItemCounts.append(count)
                return (0..<count).map {
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat($0) * 50, y: 0, width: 40, height: 40))
                }
            }
            return NSCollectionLayoutSection(group: group)
        }
        weakLayout = layout
        return layout
    }

    @Test("a section provider reads counts, bounds, frame, offset, insets, margins and direction")
    func providerQuestions() throws {
        let seen = Seen()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: recordingLayout(seen))
        view.itemCounts = [3, 2]
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 20)
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        #expect(seen.sections == [2, 2])
        #expect(seen.items == [3, 2])
        // Resting offset: -(10 + 47).
        #expect(seen.contentOffset == CGPoint(x: 0, y: -(10 + 47)))
        #expect(seen.bounds == CGRect(x: 0, y: -(10 + 47), width: 390, height: 844))
        #expect(seen.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(seen.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(seen.adjustedContentInset == UIEdgeInsets(top: 10 + 47, left: 0, bottom: 20 + 34, right: 0))
        #expect(seen.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // Right to left, the leading margin is the right one.
        #expect(seen.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 16))
        #expect(seen.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 20))
        #expect(seen.direction == .rightToLeft)
        #expect(seen.customItemCounts.contains(3) && seen.customItemCounts.contains(2))
        // Inside the first prepare there is no content yet; afterwards two 40-point sections.
        #expect(seen.contentSizes.first == .zero)
        #expect(view.contentSize == CGSize(width: 390, height: 40 + 40))
        view.invalidateLayoutForTest()
        #expect(seen.contentSizes.last == CGSize(width: 390, height: 40 + 40))
    }

    @Test("a horizontal layout adds the left and right safe area to the content inset")
    func horizontalAdjustedInset() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(), configuration: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 844, height: 390), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        view.contentInset = UIEdgeInsets(top: 5, left: 3, bottom: 0, right: 0)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 5, left: 3 + 47, bottom: 0, right: 47))
        #expect(view.contentOffset == CGPoint(x: -(3 + 47), y: -5))
    }

    @Test("counts answer 0 for a section that does not exist, and the layout's view is the host")
    func countsAndIdentity() {
        let layout = UICollectionViewCompositionalLayout(section: rowsSection())
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = [4]
        #expect(view.numberOfSections == 1)
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.numberOfItems(inSection: 3) == 0)
        #expect(view.numberOfItems(inSection: -1) == 0)
        #expect(layout.collectionView === view)
    }
}

extension UICollectionView {
    /// Invalidates the hosted layout and lays it out again, as a reload does.
    func invalidateLayoutForTest() {
        collectionViewLayout.invalidateLayout()
        layoutIfNeeded()
    }
}
