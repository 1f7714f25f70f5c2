import CompositionalLayoutUIKit
import Foundation
import Testing

/// Layouts that subclass the compositional layout or its base class, and section providers that ask the
/// collection view questions, in the shapes profile, tag, feed and shelf screens write them.
enum SubclassLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "stretchyProfile", itemCounts: [6], make: { StretchyProfileLayout.make() },
            exercise: { view in
                view.contentOffset = CGPoint(x: 0, y: -47 - 60)
                let header = view.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                // Pulled 60 points past the resting offset: 240 + 60 tall, from the top of the bounds.
                #expect(header?.frame == CGRect(x: 0, y: -47 - 60, width: view.bounds.width, height: 240 + 60))
            }),
        CorpusEntry(
            name: "tagCloud", itemCounts: [12],
            make: { TagCloudLayout(tagWidths: [70, 110, 54, 90, 140, 66, 80, 120, 48, 100, 76, 130]) },
            exercise: { view in
                #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 16)
            }),
        CorpusEntry(
            name: "insertionFade", itemCounts: [6],
            make: { InsertionFadeLayout(section: CorpusSections.rows(height: 70)) },
            exercise: { view in
                view.insertItems(at: [IndexPath(item: 6, section: 0)])
                #expect(view.appearingItemAttributes[IndexPath(item: 6, section: 0)]?.alpha == 0)
                view.deleteItems(at: [IndexPath(item: 6, section: 0)])
                #expect(
                    view.disappearingItemAttributes[IndexPath(item: 6, section: 0)]?.transform
                        == CGAffineTransform(scaleX: 0.5, y: 0.5))
            }),
        CorpusEntry(
            name: "snappingRows", itemCounts: [30],
            make: { SnappingRowsLayout(section: CorpusSections.rows(height: 80)) },
            exercise: { view in
                view.endDragging(proposedContentOffset: CGPoint(x: 0, y: 430), velocity: CGPoint(x: 0, y: 1.5))
                #expect(view.contentOffset.y == 400)
                view.collectionViewLayout = SnappingRowsLayout(section: CorpusSections.rows(height: 80))
                #expect(view.contentOffset.y == 400)
            }),
        CorpusEntry(
            name: "parallaxCells", itemCounts: [8],
            make: { ParallaxCellsLayout(section: CorpusSections.rows(height: 180)) },
            exercise: { view in
                #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is ParallaxCellAttributes)
            }),
        CorpusEntry(
            name: "cachingContentSize", itemCounts: [9],
            make: { CachingFooterSpaceLayout(section: CorpusSections.rows(height: 50)) },
            exercise: { view in
                let layout = view.collectionViewLayout as? CachingFooterSpaceLayout
                #expect(layout?.preparedCount == 1)
                view.frame = CGRect(x: 0, y: 0, width: view.frame.width + 10, height: 844)
                let expected: CGFloat = 9 * 50 + 8 * 8 + 100
                #expect(view.contentSize.height == expected)
                #expect(layout?.preparedCount == 2 && (layout?.invalidations ?? 0) >= 1)
            }),
        CorpusEntry(
            name: "insetBackground", itemCounts: [5, 3], make: { InsetBackgroundLayout.make() },
            exercise: { view in
                let background = view.collectionViewLayout.layoutAttributesForDecorationView(
                    ofKind: "section-card", at: IndexPath(item: 0, section: 0))
                #expect(background?.frame.minX == 8)
            }),
        CorpusEntry(
            name: "flippedShelfGrid", itemCounts: [7], make: { FlippedShelfGridLayout() },
            exercise: { view in
                view.semanticContentAttribute = .forceRightToLeft
                // Column 0 of three: 10 from the left, flipped to 10 from the right.
                let cell = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
                #expect(cell.map { abs(view.bounds.width - $0.frame.maxX - 10) < 0.001 } == true)
            }),
        CorpusEntry(name: "questionsProvider", itemCounts: [4, 9, 2], make: questionsProvider),
        CorpusEntry(name: "codedShelf", itemCounts: [5], make: { CodedShelfLayout(rowHeight: 64) }),
    ]

    /// Columns from the view's bounds inside its layout margins, a footer only under sections of more
    /// than four items, a taller first row under a large top inset, and leading badges right to left: the
    /// collection view's questions, read from the section provider as apps read them.
    static func questionsProvider() -> UICollectionViewLayout {
        weak var weakLayout: UICollectionViewCompositionalLayout?
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let view = weakLayout?.collectionView else { return nil }
            let usable = view.bounds.width - view.layoutMargins.left - view.layoutMargins.right
            let columns = max(1, Int(usable / 160))
            let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let tall = view.adjustedContentInset.top > view.contentInset.top + 20 && view.safeAreaInsets.top > 0
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .absolute(tall && sectionIndex == 0 ? 140 : 100)),
                subitem: item, count: columns)
            group.interItemSpacing = .fixed(rightToLeft ? 6 : 8)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: view.directionalLayoutMargins.leading, bottom: 0,
                trailing: view.directionalLayoutMargins.trailing)
            if view.numberOfItems(inSection: sectionIndex) > 4 && sectionIndex < view.numberOfSections {
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
                ]
            }
            // The frame, offset and previous content size are what apps log or compare here.
            _ = (view.frame, view.contentOffset, view.contentSize)
            return section
        }
        weakLayout = layout
        return layout
    }
}

/// Sections the subclass layouts share.
enum CorpusSections {
    /// Full-width rows `height` tall, 8 apart.
    static func rows(height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return section
    }
}

/// A profile header that stretches when pulled down past the resting offset.
final class StretchyProfileLayout: UICollectionViewCompositionalLayout {
    /// The profile: a 240-point header over rows.
    static func make() -> StretchyProfileLayout {
        let section = CorpusSections.rows(height: 64)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return StretchyProfileLayout(section: section)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(stretched)
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(stretched)
    }

    private func stretched(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementKind == UICollectionView.elementKindSectionHeader,
            let view = collectionView
        else { return attributes }
        let pull = -view.adjustedContentInset.top - view.contentOffset.y
        guard pull > 0 else { return attributes }
        attributes.frame = CGRect(
            x: attributes.frame.minX, y: view.contentOffset.y, width: attributes.frame.width,
            height: attributes.frame.height + pull)
        return attributes
    }
}

/// Tags flowing left to right in rows, each as wide as its text: one row per tag from the compositional
/// layout, rewritten here.
final class TagCloudLayout: UICollectionViewCompositionalLayout {
    private let tagWidths: [CGFloat]

    init(tagWidths: [CGFloat]) {
        self.tagWidths = tagWidths
        super.init(section: CorpusSections.rows(height: 32))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cells = super.layoutAttributesForElements(in: collectionViewContentBounds) else { return nil }
        let flowed = flow(cells)
        return flowed.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: collectionViewContentBounds)?.first { $0.indexPath == indexPath }
    }

    private var collectionViewContentBounds: CGRect {
        CGRect(origin: .zero, size: collectionViewContentSize)
    }

    private func flow(_ cells: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        let limit = (collectionView?.bounds.width ?? 0) - 16
        var x: CGFloat = 16
        var y: CGFloat = 0
        for cell in cells.sorted(by: { $0.indexPath.item < $1.indexPath.item }) {
            let width = min(tagWidths[cell.indexPath.item % tagWidths.count], limit - 16)
            if x > 16 && x + width > limit {
                x = 16
                y += 32 + 8
            }
            cell.frame = CGRect(x: x, y: y, width: width, height: 32)
            x += width + 8
        }
        return cells
    }
}

/// Inserted rows slide up from 60 points lower and fade in; deleted rows shrink away.
final class InsertionFadeLayout: UICollectionViewCompositionalLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes =
            super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            ?? layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.center.y += 60
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return attributes
    }
}

/// Flings rest on a multiple of 100 points; a new layout never keeps an offset above the top.
final class SnappingRowsLayout: UICollectionViewCompositionalLayout {
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let step: CGFloat = 100
        let page =
            velocity.y > 0
            ? (proposedContentOffset.y / step).rounded(.down) : (proposedContentOffset.y / step).rounded()
        return CGPoint(x: proposedContentOffset.x, y: page * step)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(
            x: proposedContentOffset.x,
            y: max(-(collectionView?.adjustedContentInset.top ?? 0), proposedContentOffset.y))
    }
}

/// Attributes carrying how far a cell's image is shifted.
final class ParallaxCellAttributes: UICollectionViewLayoutAttributes {
    var imageShift: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ParallaxCellAttributes)?.imageShift = imageShift
        return copy
    }
}

/// Cells whose image shifts with their distance from the middle of the visible bounds.
final class ParallaxCellsLayout: UICollectionViewCompositionalLayout {
    override class var layoutAttributesClass: AnyClass { ParallaxCellAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(shifted)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(shifted)
    }

    private func shifted(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let cell = attributes as? ParallaxCellAttributes, let bounds = collectionView?.bounds else {
            return attributes
        }
        cell.imageShift = (cell.center.y - bounds.midY) * 0.1
        return cell
    }
}

/// Counts its preparations and adds 100 points of footer space below the content.
final class CachingFooterSpaceLayout: UICollectionViewCompositionalLayout {
    private(set) var preparedCount = 0
    private(set) var invalidations = 0
    private var cachedSize = CGSize.zero

    override func prepare() {
        super.prepare()
        preparedCount += 1
        let size = super.collectionViewContentSize
        cachedSize = CGSize(width: size.width, height: size.height + 100)
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        invalidations += 1
    }

    override var collectionViewContentSize: CGSize {
        _ = super.collectionViewContentSize
        return cachedSize
    }
}

/// Section backgrounds drawn as cards inset 8 points from the screen edges.
final class InsetBackgroundLayout: UICollectionViewCompositionalLayout {
    /// Sections of rows on a "section-card" background.
    static func make() -> InsetBackgroundLayout {
        InsetBackgroundLayout { _, _ in
            let section = CorpusSections.rows(height: 52)
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "section-card")]
            return section
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(inset)
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath).map(inset)
    }

    private func inset(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .decorationView else { return attributes }
        attributes.frame = attributes.frame.insetBy(dx: 8, dy: 0)
        return attributes
    }
}

/// A hand-written layout on the base class: three columns of 120-point cells 10 apart, computed in
/// `prepare()` from the view's width and item count, laid out left to right and flipped by the view.
final class FlippedShelfGridLayout: UICollectionViewLayout {
    private var cells: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let width = (view.bounds.width - 4 * 10) / 3
        cells = (0..<view.numberOfItems(inSection: 0)).map { index in
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            cell.frame = CGRect(
                x: 10 + CGFloat(index % 3) * (width + 10), y: 10 + CGFloat(index / 3) * (120 + 10), width: width,
                height: 120)
            return cell
        }
        height = (cells.map(\.frame.maxY).max() ?? 0) + 10
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cells.filter { $0.frame.intersects(rect) }.map { $0.copy(with: nil) as? UICollectionViewLayoutAttributes ?? $0 }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cells.first { $0.indexPath == indexPath }?.copy(with: nil) as? UICollectionViewLayoutAttributes
    }
}

/// A shelf subclass with its own designated initializer and an overridden provider initializer, as apps
/// that keep configuration in the layout write it.
final class CodedShelfLayout: UICollectionViewCompositionalLayout {
    override init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        super.init(sectionProvider: sectionProvider)
    }

    convenience init(rowHeight: CGFloat) {
        self.init { _, _ in CorpusSections.rows(height: rowHeight) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
