import CompositionalLayoutUIKit
import Testing

/// What a layout subclass measured of its collection view in `prepare()`, for its section provider to read.
@MainActor
final class MeasuredView {
    var width: CGFloat = 0
    var margins: UIEdgeInsets = .zero
    var directionalMargins: NSDirectionalEdgeInsets = .zero
    var safeArea: UIEdgeInsets = .zero
    var height: CGFloat = 0
    var safeWidth: CGFloat = 0
    var windowBottom: CGFloat = 0
    var portrait = true
    var regular = false
    var rightToLeft = false
    var columns = 1
}

/// Columns of at least `minimum` points that fit in `view` inside its layout margins, as app helpers that take
/// any view compute them.
@MainActor
func fittingColumns(in view: UIView, minimum: CGFloat) -> Int {
    let usable = view.bounds.width - view.layoutMargins.left - view.layoutMargins.right
    return max(1, Int(usable / minimum))
}

/// A compositional layout that measures its collection view before each solve, as app layout subclasses cache
/// the view's geometry in `prepare()` for their section provider.
final class MeasuringLayout: UICollectionViewCompositionalLayout {
    let measured: MeasuredView
    let minimumColumnWidth: CGFloat

    init(
        minimumColumnWidth: CGFloat = 160,
        provider:
            @escaping @MainActor (Int, any NSCollectionLayoutEnvironment, MeasuredView) ->
            NSCollectionLayoutSection?
    ) {
        let measured = MeasuredView()
        self.measured = measured
        self.minimumColumnWidth = minimumColumnWidth
        super.init(sectionProvider: { index, environment in provider(index, environment, measured) })
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        if let collectionView {
            measured.width = collectionView.bounds.width
            measured.margins = collectionView.layoutMargins
            measured.directionalMargins = collectionView.directionalLayoutMargins
            measured.safeArea = collectionView.safeAreaInsets
            measured.height = collectionView.frame.height
            measured.safeWidth = collectionView.safeAreaLayoutGuide.layoutFrame.width
            measured.windowBottom = collectionView.window?.safeAreaInsets.bottom ?? 0
            measured.portrait = collectionView.window?.windowScene?.interfaceOrientation.isPortrait ?? true
            measured.regular = collectionView.traitCollection.horizontalSizeClass == .regular
            measured.rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            measured.columns = fittingColumns(in: collectionView, minimum: minimumColumnWidth)
        }
        super.prepare()
    }
}

/// Layouts that read their collection view as a view (bounds, margins, safe area, traits, direction, window
/// scene) or ask the device and the app (`UIDevice.current.orientation`, `UIApplication.shared`), in the shapes
/// gallery, profile, reader and dashboard screens write them.
enum ViewGeometryLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "marginColumnsGallery", itemCounts: [13], make: marginColumnsGallery,
            exercise: { view in
                view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                // (390 − 32) / 160 = 2.2: two columns of (390 − 32) / 2 = 179, from x = 16; at 1024, six.
                let columns: CGFloat = view.bounds.width < 600 ? 2 : 6
                let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                let width = (view.bounds.width - 32) / columns
                #expect(second.map { abs($0.minX - (16 + width)) < 1e-9 && abs($0.width - width) < 1e-9 } == true)
            }),
        CorpusEntry(
            name: "safeAreaProfileHeader", itemCounts: [1, 9], make: safeAreaProfileHeader,
            exercise: { view in
                // The cover grows by the top safe area the layout read from the view: 200 + 47 (under a third
                // of the 844-point frame); the posts, 72 tall and 1 apart, end 16 above the window's home
                // indicator area (34).
                let cover = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let height: CGFloat = 200 + 47
                #expect(cover?.height == height)
                let content: CGFloat = 200 + 47 + 9 * 72 + 8 * 1 + 16 + 34
                #expect(view.contentSize.height == content)
            }),
        CorpusEntry(
            name: "sceneOrientationTiles", itemCounts: [10], make: sceneOrientationTiles,
            exercise: { view in
                // Upright (390 x 844): rows of two, 390 / 2 = 195 tall; on its side (1024 x 844): four, 256.
                let perRow: CGFloat = view.bounds.width < view.bounds.height ? 2 : 4
                let third = view.layoutAttributesForItem(at: IndexPath(item: Int(perRow), section: 0))?.frame
                #expect(third?.minY == view.bounds.width / perRow + 4)
            }),
        CorpusEntry(
            name: "deviceOrientationShelf", itemCounts: [9], make: deviceOrientationShelf,
            exercise: { view in
                // 390 x 844 stands upright: two to a row; 1024 x 844 lies on its side: four.
                let columns: CGFloat = view.bounds.width < view.bounds.height ? 2 : 4
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                #expect(first?.width == view.bounds.width / columns)
            }),
        CorpusEntry(
            name: "directionAwareBadges", itemCounts: [6], make: directionAwareBadges,
            exercise: { view in
                // The app runs left to right, so the badge sits on the top trailing (right) corner: 22 wide.
                let cell = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                let badge = view.layoutAttributesForSupplementaryElement(
                    ofKind: "unread-badge", at: IndexPath(item: 0, section: 0))?.frame
                #expect(badge.map { abs($0.maxX - (cell?.maxX ?? 0)) < 1e-9 && $0.width == 22 } == true)
            }),
        CorpusEntry(
            name: "traitsFromTheView", itemCounts: [7, 5], make: traitsFromTheView,
            exercise: { view in
                view.semanticContentAttribute = .forceRightToLeft
                // Right to left, the first card hugs the right edge, 12 in.
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                #expect(first.map { abs(view.bounds.width - $0.maxX - 12) < 1e-9 } == true)
            }),
        CorpusEntry(
            name: "visibleSizePager", itemCounts: [6], make: { ScreenPagingLayout() },
            exercise: { view in
                // A page is the visible height less the adjusted insets: 844 − 47 − 34 = 763; a fling down from
                // 400 goes to the next page boundary, 763, less the top inset.
                view.endDragging(proposedContentOffset: CGPoint(x: 0, y: 400), velocity: CGPoint(x: 0, y: 1))
                let target: CGFloat = 763 - 47
                #expect(view.contentOffset.y == target)
            }),
        CorpusEntry(
            name: "readingMarginsFromLayout", itemCounts: [8], make: readingMarginsFromLayout,
            exercise: { view in
                view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 8)
                // The text column starts at the leading margin and ends at the trailing one: 390 − 24 − 8 wide.
                let row = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                #expect(row?.minX == 24 && row?.width == view.bounds.width - 24 - 8)
            }),
    ]

    /// Square photos, as many columns of at least 160 points as fit inside the view's layout margins.
    static func marginColumnsGallery() -> UICollectionViewLayout {
        MeasuringLayout { _, _, measured in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let columnWidth =
                (measured.width - measured.margins.left - measured.margins.right)
                / CGFloat(measured.columns)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(columnWidth)),
                subitem: item, count: measured.columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = .layoutMargins
            return section
        }
    }

    /// A profile: a cover image that reaches under the status bar (its height grows by the view's top safe
    /// area, up to a third of the view's frame), then the posts in rows, clear of the window's bottom safe area.
    static func safeAreaProfileHeader() -> UICollectionViewLayout {
        MeasuringLayout { index, _, measured in
            if index == 0 {
                let cover = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .absolute(min(200 + measured.safeArea.top, measured.height / 3))),
                    subitems: [cover])
                return NSCollectionLayoutSection(group: group)
            }
            let row = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)))
            let section = NSCollectionLayoutSection(
                group: .vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)),
                    subitems: [row]))
            section.interGroupSpacing = 1
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: 0, bottom: 16 + measured.windowBottom, trailing: 0)
            return section
        }
    }

    /// Square tiles two to a row while the window's scene is upright, four when it is on its side, as tall as
    /// the safe area's width allows.
    static func sceneOrientationTiles() -> UICollectionViewLayout {
        MeasuringLayout { _, _, measured in
            let perRow = measured.portrait ? 2 : 4
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(perRow)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .absolute(measured.safeWidth / CGFloat(perRow))),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// Book covers: two to a row when the device is upright, four when it is on its side, by
    /// `UIDevice.current.orientation`.
    static func deviceOrientationShelf() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let orientation = UIDevice.current.orientation
            let perRow: CGFloat = orientation.isLandscape ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / perRow), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(orientation.isPortrait ? 240 : 200)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// Conversations with an unread badge on the corner where reading ends, by the app's layout direction.
    static func directionAwareBadges() -> UICollectionViewLayout {
        let trailingCorner: NSDirectionalRectEdge =
            UIApplication.shared.userInterfaceLayoutDirection == .leftToRight ? [.top, .trailing] : [.top, .leading]
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)),
            elementKind: "unread-badge", containerAnchor: NSCollectionLayoutAnchor(edges: trailingCorner))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(76)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Cards a third wide in a regular-width view and half wide in a compact one, from the collection view's
    /// own traits; 12 points from the edges either way round.
    static func traitsFromTheView() -> UICollectionViewLayout {
        MeasuringLayout { _, _, measured in
            let fraction: CGFloat = measured.regular ? 1 / 3 : 1 / 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(140)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 16, trailing: 12)
            return section
        }
    }

    /// A text column between the view's directional layout margins, which the layout reads as insets.
    static func readingMarginsFromLayout() -> UICollectionViewLayout {
        MeasuringLayout { _, _, measured in
            let row = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(90))
            )
            let section = NSCollectionLayoutSection(
                group: .vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(90)),
                    subitems: [row]))
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: measured.directionalMargins.leading, bottom: 0,
                trailing: measured.directionalMargins.trailing)
            return section
        }
    }
}

/// Full-screen stories that page by the visible height less the adjusted content inset, as a layout subclass
/// asks its collection view in `targetContentOffset`.
final class ScreenPagingLayout: UICollectionViewCompositionalLayout {
    init() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        super.init(section: NSCollectionLayoutSection(group: group))
    }

    required init?(coder: NSCoder) { nil }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let inset = collectionView.adjustedContentInset
        let page = collectionView.visibleSize.height - inset.top - inset.bottom
        let current = (proposedContentOffset.y + inset.top) / page
        let target = velocity.y > 0 ? current.rounded(.up) : current.rounded(.down)
        return CGPoint(x: proposedContentOffset.x, y: target * page - inset.top)
    }
}
