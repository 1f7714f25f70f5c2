import CompositionalLayoutUIKit
import Foundation
import Testing

/// One full-width row 30 points tall per item: the frames the subclasses below start from.
func rowsSection() -> NSCollectionLayoutSection {
    let item = fillingItem()
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    return section
}

/// A tag cloud: the compositional layout gives one row per tag, and the subclass flows the tags left to
/// right in rows, each as wide as its tag, wrapping at the content width minus 16-point margins.
final class LeftAlignedTagLayout: UICollectionViewCompositionalLayout {
    let tagWidths: [CGFloat]

    init(tagWidths: [CGFloat]) {
        self.tagWidths = tagWidths
        super.init(section: rowsSection())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect), let collectionView else { return nil }
        let limit = collectionView.bounds.width - 16
        var x: CGFloat = 16
        var y: CGFloat = 0
        for cell in attributes.sorted(by: { $0.indexPath.item < $1.indexPath.item })
        where cell.representedElementCategory == .cell {
            let width = tagWidths[cell.indexPath.item]
            if x > 16 && x + width > limit {
                x = 16
                y += 30 + 8
            }
            cell.frame = CGRect(x: x, y: y, width: width, height: 30)
            x += width + 8
        }
        return attributes
    }
}

/// A header that stretches when the content is pulled down past its top, as profile screens do.
final class StretchyHeaderLayout: UICollectionViewCompositionalLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        guard let offset = collectionView?.contentOffset.y, offset < 0 else { return attributes }
        for header in attributes ?? [] where header.representedElementKind == UICollectionView.elementKindSectionHeader
        {
            header.frame = CGRect(
                x: header.frame.minX, y: offset, width: header.frame.width, height: header.frame.height - offset)
        }
        return attributes
    }
}

/// Attributes with a parallax amount, copied by `copy(with:)` as UIKit asks of subclasses.
final class ParallaxAttributes: UICollectionViewLayoutAttributes {
    var parallax: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ParallaxAttributes)?.parallax = parallax
        return copy
    }
}

/// A layout that creates `ParallaxAttributes` and sets each cell's parallax to a tenth of its top.
final class ParallaxLayout: UICollectionViewCompositionalLayout {
    override class var layoutAttributesClass: AnyClass { ParallaxAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for case let cell as ParallaxAttributes in attributes ?? [] { cell.parallax = cell.frame.minY / 10 }
        return attributes
    }
}

/// A subclass with no initializers of its own: it inherits the four designated ones.
final class PlainSubclassLayout: UICollectionViewCompositionalLayout {}

extension PlainSubclassLayout {
    /// A factory naming the subclass, as apps write them.
    static var rows: PlainSubclassLayout { .init(section: rowsSection()) }
}

/// A layout that records what the host calls: prepares, bounds questions, invalidations; fades inserted
/// items in from 100 points below; snaps flings to multiples of 100; keeps offsets above 0 on relayout.
final class RecordingLayout: UICollectionViewCompositionalLayout {
    var prepares = 0
    var invalidations = 0
    var boundsAsked: [CGRect] = []

    override func prepare() {
        super.prepare()
        prepares += 1
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        invalidations += 1
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsAsked.append(newBounds)
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.center.y += 100
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: max(0, proposedContentOffset.y))
    }
}

/// A custom layout on the base class: one 50-point cell 10 points from the left of 390-point-wide content,
/// laid out left to right and flipped by the host right to left.
final class FlippingLayout: UICollectionViewLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 50) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 10, y: 0, width: 50, height: 50)
        return rect.intersects(cell.frame) ? [cell] : []
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 50))?.first
    }
}

/// Subclasses of the layout in another module than the facade: inherited initializers, the override points
/// the host calls, and attributes of the class a layout names.
@Suite("Layout subclasses")
struct LayoutSubclassTests {
    func host(_ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 390) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        view.itemCounts = itemCounts
        return view
    }

    func cellFrames(_ view: UICollectionView) -> [CGRect] {
        view.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: 5000, height: 5000))
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath.item < $1.indexPath.item }
            .map(\.frame)
    }

    @Test("a tag-cloud subclass's rewritten frames are what the host reports: tags flow left to right and wrap")
    func leftAlignedTags() {
        let view = host(LeftAlignedTagLayout(tagWidths: [120, 90, 140, 200, 60]), itemCounts: [5])
        // Rows end at 390 - 16 = 374: 16+120+8 = 144; 144+90+8 = 242; 242+140 = 382 > 374 wraps.
        #expect(
            cellFrames(view) == [
                CGRect(x: 16, y: 0, width: 120, height: 30),
                CGRect(x: 16 + 120 + 8, y: 0, width: 90, height: 30),
                CGRect(x: 16, y: 30 + 8, width: 140, height: 30),
                CGRect(x: 16 + 140 + 8, y: 30 + 8, width: 200, height: 30),
                CGRect(x: 16, y: 2 * (30 + 8), width: 60, height: 30),
            ])
    }

    @Test("a stretchy header grows by how far the content is pulled down, and cells keep their frames")
    func stretchyHeader() {
        let section = rowsSection()
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let view = host(StretchyHeaderLayout(section: section), itemCounts: [2])
        let header = { () -> CGRect? in
            view.layoutAttributesForElements(in: CGRect(x: 0, y: -500, width: 390, height: 1000))
                .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader }?.frame
        }
        #expect(header() == CGRect(x: 0, y: 0, width: 390, height: 200))
        view.contentOffset = CGPoint(x: 0, y: -50)
        #expect(header() == CGRect(x: 0, y: -50, width: 390, height: 200 + 50))
        #expect(cellFrames(view).first == CGRect(x: 0, y: 200, width: 390, height: 30))
    }

    @Test("a layout naming an attributes subclass creates and copies attributes of that class")
    func attributesClass() throws {
        let view = host(ParallaxLayout(section: rowsSection()), itemCounts: [3])
        let attributes = view.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 600))
        let parallax = attributes.compactMap { ($0 as? ParallaxAttributes)?.parallax }
        // Rows at 0, 38, 76.
        #expect(parallax == [0, 38 / 10, 76 / 10])
        let second = try #require(attributes.dropFirst().first as? ParallaxAttributes)
        let copy = try #require(second.copy(with: nil) as? ParallaxAttributes)
        #expect(copy.parallax == 38 / 10 && copy.frame == second.frame && copy !== second)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is ParallaxAttributes)
    }

    @Test("a layoutAttributesClass that is not an attributes class is a layout error, not a crash")
    func wrongAttributesClass() {
        final class WrongClassLayout: UICollectionViewCompositionalLayout {
            override class var layoutAttributesClass: AnyClass { NSObject.self }
        }
        let view = host(WrongClassLayout(section: rowsSection()), itemCounts: [1])
        #expect(view.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 600)).isEmpty)
        #expect(view.layoutError != nil)
    }

    @Test("a subclass without initializers inherits all four, trailing-closure form included")
    func inheritedInitializers() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layouts: [UICollectionViewCompositionalLayout] = [
            PlainSubclassLayout(section: rowsSection()),
            PlainSubclassLayout(section: rowsSection(), configuration: configuration),
            PlainSubclassLayout { _, _ in rowsSection() },
            PlainSubclassLayout(sectionProvider: { _, _ in rowsSection() }, configuration: configuration),
            PlainSubclassLayout.rows,
        ]
        for layout in layouts {
            #expect(cellFrames(host(layout, itemCounts: [2]))[1] == CGRect(x: 0, y: 30 + 8, width: 390, height: 30))
        }
        #expect(layouts[1].configuration.interSectionSpacing == 10)
    }

    @Test("init?(coder:) fails off-device: there are no archived layouts")
    func coder() {
        #expect(UICollectionViewCompositionalLayout(coder: NSCoder()) == nil)
        #expect(UICollectionView(coder: NSCoder()) == nil)
    }

    @Test("the host prepares once per invalidation and asks about bounds changes; a new width invalidates")
    func prepareAndBounds() {
        let layout = RecordingLayout(section: rowsSection())
        let view = host(layout, itemCounts: [3])
        _ = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        _ = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(layout.prepares == 1)
        view.contentOffset = CGPoint(x: 0, y: 20)
        #expect(layout.boundsAsked == [CGRect(x: 0, y: 20, width: 390, height: 600)])
        _ = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(layout.prepares == 1)
        view.frame = CGRect(x: 0, y: 0, width: 1024, height: 600)
        #expect(layout.boundsAsked.last == CGRect(x: 0, y: 20, width: 1024, height: 600))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 1024)
        #expect(layout.prepares == 2)
        #expect(layout.invalidations >= 1)
    }

    @Test("inserting and deleting items asks the layout where their animations start and end")
    func appearingAndDisappearing() {
        let layout = RecordingLayout(section: rowsSection())
        let view = host(layout, itemCounts: [2])
        view.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(view.numberOfItems(inSection: 0) == 3)
        let appearing = view.appearingItemAttributes[IndexPath(item: 2, section: 0)]
        // Third row at 2 * (30 + 8) = 76, started 100 points lower.
        #expect(appearing?.frame == CGRect(x: 0, y: 76 + 100, width: 390, height: 30))
        #expect(appearing?.alpha == 0)
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(
            view.disappearingItemAttributes[IndexPath(item: 0, section: 0)]?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 30))
        view.deleteItems(at: [IndexPath(item: 7, section: 0)])
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(view.layoutError != nil)
    }

    @Test("a fling rests where targetContentOffset says; a new layout keeps the offset it proposes")
    func targetOffsets() {
        let layout = RecordingLayout(section: rowsSection())
        let view = host(layout, itemCounts: [40])
        view.endDragging(proposedContentOffset: CGPoint(x: 0, y: 240), velocity: CGPoint(x: 0, y: 2))
        #expect(view.contentOffset == CGPoint(x: 0, y: 200))
        view.contentOffset = CGPoint(x: 0, y: -30)
        view.collectionViewLayout = RecordingLayout(section: rowsSection())
        #expect(view.contentOffset == CGPoint(x: 0, y: 0))
        #expect(layout.collectionView == nil)
    }

    @Test("a layout that flips is mirrored by the host right to left, and not left to right")
    func flipping() {
        let view = host(FlippingLayout(), itemCounts: [1])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)
        view.semanticContentAttribute = .forceRightToLeft
        // 390 - (10 + 50) = 330.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 330)
        #expect(cellFrames(view) == [CGRect(x: 330, y: 0, width: 50, height: 50)])
        #expect(
            UICollectionViewCompositionalLayout(section: rowsSection()).flipsHorizontallyInOppositeLayoutDirection
                == false)
    }
}
