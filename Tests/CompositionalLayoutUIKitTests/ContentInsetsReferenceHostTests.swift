import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// `contentInsetsReference` on sections and the configuration, `supplementaryContentInsetsReference` and
/// boundary items' `contentInsets` through the facade, with the host's safe area, layout margins and
/// readable width (spec S10, spec B2, spec B7).
///
/// The host: 400 x 800, safe area left 20 / right 10, layout margins left 36 / right 26 (the safe area
/// plus 16), readable width 300. Bands across x: none [0, 400], safe area [20, 390], margins [36, 374],
/// readable 36 + (338 - 300) / 2 = 55, [55, 355].
@Suite("Content-insets references in the host")
struct ContentInsetsReferenceHostTests {
    /// A section of full-width, 44-point rows, inset by 5 leading and trailing, with a 30-point header.
    func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// A host of `layout` with the safe area, margins and readable width above, laid out.
    func host(_ layout: UICollectionViewCompositionalLayout) -> HeadlessCollectionView {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        view.layoutMargins = UIEdgeInsets(top: 0, left: 36, bottom: 0, right: 26)
        view.readableContentWidth = 300
        view.itemCounts = [1]
        view.layoutIfNeeded()
        return view
    }

    func cellFrame(_ layout: UICollectionViewCompositionalLayout) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    func headerFrame(_ layout: UICollectionViewCompositionalLayout) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test("each section reference translates: the cell is its band inset by 5 on each side (spec S10)")
    func sectionReferences() {
        let expected: [(UIContentInsetsReference, CGRect)] = [
            (.automatic, CGRect(x: 20 + 5, y: 30, width: 370 - 10, height: 44)),
            (.none, CGRect(x: 0 + 5, y: 30, width: 400 - 10, height: 44)),
            (.safeArea, CGRect(x: 20 + 5, y: 30, width: 370 - 10, height: 44)),
            (.layoutMargins, CGRect(x: 36 + 5, y: 30, width: 338 - 10, height: 44)),
            (.readableContent, CGRect(x: 55 + 5, y: 30, width: 300 - 10, height: 44)),
        ]
        for (reference, frame) in expected {
            let section = section()
            section.contentInsetsReference = reference
            let layout = UICollectionViewCompositionalLayout(section: section)
            _ = host(layout)
            #expect(cellFrame(layout) == frame, "\(reference)")
            // The header follows the content insets by default (spec B2).
            #expect(headerFrame(layout) == CGRect(x: frame.minX, y: 0, width: frame.width, height: 30), "\(reference)")
        }
    }

    @Test("the configuration's reference applies to sections left automatic (spec S10)")
    func configurationReference() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(section: section(), configuration: configuration)
        _ = host(layout)
        #expect(cellFrame(layout) == CGRect(x: 36 + 5, y: 30, width: 338 - 10, height: 44))
    }

    @Test("headers that do not follow the insets stand in the supplementary reference (spec B2, spec S10)")
    func supplementaryReference() {
        let section = section()
        section.supplementariesFollowContentInsets = false
        section.supplementaryContentInsetsReference = .readableContent
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = host(layout)
        #expect(headerFrame(layout) == CGRect(x: 55, y: 0, width: 300, height: 30))
        #expect(cellFrame(layout) == CGRect(x: 20 + 5, y: 30, width: 370 - 10, height: 44))
    }

    @Test("a boundary item's contentInsets shrink it after placement (spec B7)")
    func boundaryInsets() {
        let section = section()
        section.boundarySupplementaryItems[0].contentInsets = NSDirectionalEdgeInsets(
            top: 3, leading: 6, bottom: 3, trailing: 9)
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = host(layout)
        // Placed at (25, 0, 360, 30); inset: (25 + 6, 0 + 3, 360 - 15, 30 - 6). The rows still start at 30.
        #expect(headerFrame(layout) == CGRect(x: 31, y: 3, width: 345, height: 24))
        #expect(cellFrame(layout) == CGRect(x: 25, y: 30, width: 360, height: 44))
    }

    @Test("layout margins read left and right by the layout direction; unset, they are the safe area")
    func marginsFollowDirection() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section()))
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutMargins = UIEdgeInsets(top: 0, left: 36, bottom: 0, right: 26)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 26, bottom: 0, trailing: 36))
    }
}
