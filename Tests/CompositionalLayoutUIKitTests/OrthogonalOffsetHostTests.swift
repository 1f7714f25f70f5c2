import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// `setOrthogonalContentOffset(_:forSection:)`: the layout's attributes as UIKit reports them when an
/// orthogonal section's own scroll view is scrolled (spec S9).
@Suite("Orthogonal offsets in the host")
struct OrthogonalOffsetHostTests {
    @Test("a scrolled orthogonal section reports its cells moved back by the resolved offset; its header stays")
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
        // Cards are 0.85 x 320 = 272 wide: groupPaging resolves 300 to the nearest group, 272 (spec S9).
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 272, y: 0))
        view.layoutIfNeeded()
        // Below the 30-point header card 1 rests at x = 272 and is shown at 272 - 272.
        let card = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(card == CGRect(x: 0, y: 30, width: 272, height: 100))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        #expect(header == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(section.orthogonalScrollingProperties.decelerationRate.rawValue == 0.99)
    }

    /// The recorded section (UIKit, Mac Catalyst): groups 100 x 50, interGroupSpacing 8 (stride 108), insets
    /// 4 and 6, in a 320-point view; `items` items.
    func host(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, items: Int, rightToLeft: Bool = false,
        handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) -> (HeadlessCollectionView, UICollectionViewCompositionalLayout) {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)),
            subitems: [fillingItem()])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 6)
        section.orthogonalScrollingBehavior = behavior
        section.visibleItemsInvalidationHandler = handler
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        view.itemCounts = [items]
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        return (view, layout)
    }

    func cellX(_ layout: UICollectionViewCompositionalLayout, _ item: Int) -> Double? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)).map { Double($0.frame.minX) }
    }

    @Test("continuous: a set 10 reads back as 6, 326 - 320, and cell 0 is at 4 - 6 (recorded: UIKit)")
    func continuous() {
        let (view, layout) = host(.continuous, items: 3)
        view.setOrthogonalContentOffset(CGPoint(x: 10, y: 0), forSection: 0)
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 6, y: 0))
        #expect(cellX(layout, 0) == Double(4 - 6))
    }

    @Test("groupPaging and continuousGroupLeadingBoundary: 100 reads back as the nearest group's 108")
    func groups() {
        for behavior in [
            UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, .continuousGroupLeadingBoundary,
        ] {
            let (view, layout) = host(behavior, items: 5)
            view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: 0)
            #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 108, y: 0))
            #expect(cellX(layout, 1) == Double(4 + 108 - 108))
        }
    }

    @Test("paging: 200 reads back as one page, the width inside the insets, 320 - 4 - 6 = 310")
    func paging() {
        let (view, layout) = host(.paging, items: 10)
        view.setOrthogonalContentOffset(CGPoint(x: 200, y: 0), forSection: 0)
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 310, y: 0))
        #expect(cellX(layout, 0) == Double(4 - 310))
    }

    @Test("groupPagingCentered rests at -105 with group 0 centred at 109; a set 0 reads back as 3")
    func centred() {
        let (view, layout) = host(.groupPagingCentered, items: 3)
        // Inset area 4...314; (310 - 100) / 2 = 105 before group 0.
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: -105, y: 0))
        #expect(cellX(layout, 0) == Double(4 + 105))
        view.setOrthogonalContentOffset(.zero, forSection: 0)
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: -105 + 108, y: 0))
        #expect(cellX(layout, 1) == Double(4 + 105))
    }

    @Test("right to left: 100 reads back as 108 and group 1 moves right to group 0's place, 320 - 4 - 100 (ours)")
    func rightToLeft() {
        let (view, layout) = host(.groupPaging, items: 5, rightToLeft: true)
        view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: 0)
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 108, y: 0))
        #expect(cellX(layout, 1) == Double(320 - (4 + 108) - 100 + 108))
    }

    @Test("an offset set before the section has items takes effect when it has them (ours)")
    func setBeforeContent() {
        let (view, layout) = host(.groupPaging, items: 0)
        view.itemCounts = []
        view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: 0)
        #expect(view.orthogonalContentOffset(forSection: 0) == .zero)
        view.itemCounts = [5]
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 108, y: 0))
        #expect(cellX(layout, 1) == Double(4))
    }

    @Test("the visible-items handler gets the effective offset: 108 for a set 100")
    func handlerOffset() {
        var offsets: [CGPoint] = []
        let (view, _) = host(.groupPaging, items: 5) { _, offset, _ in offsets.append(offset) }
        view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: 0)
        view.layoutIfNeeded()
        #expect(offsets.last == CGPoint(x: 108, y: 0))
    }

    @Test("a scrolled cell the handler scales reports its centre where its frame is shown, not at offset 0")
    func handlerTransformCentre() throws {
        let (view, layout) = host(.groupPaging, items: 5) { items, _, _ in
            for item in items { item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        }
        view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: 0)
        view.layoutIfNeeded()
        // Group 1 starts at 4 + 108 = 112 and is shown at 112 - 108 = 4: its centre is (4 + 50, 25); scaled
        // by 0.9 about it, the frame is 90 x 45 at (54 - 45, 25 - 22.5).
        let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.center == CGPoint(x: 4 + 50, y: 25))
        #expect(cell.frame == CGRect(x: 54 - 45, y: 25 - 22.5, width: 90, height: 45))
        #expect(cell.size == CGSize(width: 100, height: 50))
    }

    @Test("right to left, the scaled scrolled cell's centre is its mirrored frame's centre")
    func handlerTransformCentreRightToLeft() throws {
        let (view, _) = host(.groupPaging, items: 5, rightToLeft: true) { items, _, _ in
            for item in items { item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        }
        view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: 0)
        view.layoutIfNeeded()
        // As in `rightToLeft()`: group 1 is shown at x = 320 - (4 + 108) - 100 + 108 = 216, centre 216 + 50.
        let cell = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.center == CGPoint(x: 216 + 50, y: 25))
        #expect(cell.frame == CGRect(x: 266 - 45, y: 25 - 22.5, width: 90, height: 45))
    }
}
