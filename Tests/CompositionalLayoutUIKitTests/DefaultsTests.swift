import CompositionalLayoutUIKit
import Testing

/// Defaults as UIKit documents them (spec B1, spec A4, spec C1, spec L1) and the facade's host defaults.
@Suite("UIKit defaults")
struct DefaultsTests {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    @Test("boundary items: zIndex 1, extending, not pinned, no offset (spec B1)")
    func boundaryDefaults() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
        #expect(header.zIndex == 1)
        #expect(header.extendsBoundary)
        #expect(!header.pinToVisibleBounds)
        #expect(header.offset == .zero)
        #expect(header.alignment == .top)
        #expect(header.contentInsets == .zero)
        let moved = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "h", alignment: .bottom, absoluteOffset: CGPoint(x: 3, y: 4))
        #expect(moved.offset == CGPoint(x: 3, y: 4))
    }

    @Test("supplementary items: zIndex 1, item anchor nil unless given (spec A2, spec A4)")
    func supplementaryDefaults() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size, elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        #expect(badge.zIndex == 1)
        #expect(badge.itemAnchor == nil)
        #expect(badge.containerAnchor.edges == [.top, .trailing])
        #expect(badge.containerAnchor.offset == .zero)
        #expect(badge.containerAnchor.isAbsoluteOffset)
        let fractional = NSCollectionLayoutAnchor(edges: [.bottom], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        #expect(fractional.isFractionalOffset && !fractional.isAbsoluteOffset)
    }

    @Test("decorations: zIndex 0, no insets (spec C1)")
    func decorationDefaults() {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        #expect(background.zIndex == 0)
        #expect(background.elementKind == "background")
        #expect(background.contentInsets == .zero)
    }

    @Test("items, groups and sections start with no insets, spacing or supplementaries")
    func modelDefaults() {
        let item = NSCollectionLayoutItem(layoutSize: size)
        #expect(item.contentInsets == .zero && item.edgeSpacing == nil && item.supplementaryItems.isEmpty)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        #expect(group.interItemSpacing == nil && group.supplementaryItems.isEmpty)
        let section = NSCollectionLayoutSection(group: group)
        #expect(section.contentInsets == .zero && section.interGroupSpacing == 0)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.boundarySupplementaryItems.isEmpty && section.decorationItems.isEmpty)
        #expect(section.supplementariesFollowContentInsets)
        #expect(section.contentInsetsReference == .automatic)
        #expect(section.supplementaryContentInsetsReference == .automatic)
        #expect(section.visibleItemsInvalidationHandler == nil)
        #expect(NSCollectionLayoutGroupCustomItem(frame: .zero).zIndex == 0)
    }

    @Test(
        "configuration: vertical, no spacing, no layout boundary items, insets from the safe area (spec L1, spec S10)")
    func configurationDefaults() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical)
        #expect(configuration.interSectionSpacing == 0)
        #expect(configuration.boundarySupplementaryItems.isEmpty)
        #expect(configuration.contentInsetsReference == .safeArea)
    }

    @Test("dimensions and spacings answer UIKit's queries")
    func queries() {
        let fw = NSCollectionLayoutDimension.fractionalWidth(0.5)
        #expect(
            fw.isFractionalWidth && !fw.isFractionalHeight && !fw.isAbsolute && !fw.isEstimated && fw.dimension == 0.5)
        #expect(NSCollectionLayoutDimension.fractionalHeight(1).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
        #expect(size.widthDimension.isFractionalWidth && size.heightDimension.dimension == 44)
        let fixed = NSCollectionLayoutSpacing.fixed(8)
        #expect(fixed.isFixed && !fixed.isFlexible && fixed.spacing == 8)
        #expect(NSCollectionLayoutSpacing.flexible(2).isFlexible)
    }

    @Test("UIKit's element kinds, index paths and insets")
    func foundationAdditions() {
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        let path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.row == 3 && path.section == 1)
        #expect(IndexPath(row: 3, section: 1) == path)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1)).tx == 1)
    }

    @Test("host: display scale 3, no safe area, compact below 600 points, resting at offset 0")
    func hostDefaults() {
        let narrow = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 599, height: 800), collectionViewLayout: listLayout())
        #expect(narrow.displayScale == 3)
        #expect(narrow.safeAreaInsets == .zero)
        #expect(narrow.horizontalSizeClass == .compact)
        #expect(narrow.verticalSizeClass == .regular)
        #expect(narrow.contentOffset == .zero)
        #expect(narrow.traitCollection.layoutDirection == .leftToRight)
        let wide = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 600, height: 800), collectionViewLayout: listLayout())
        #expect(wide.horizontalSizeClass == .regular)
        wide.horizontalSizeClass = .compact
        #expect(wide.horizontalSizeClass == .compact)
        wide.horizontalSizeClass = .unspecified
        #expect(wide.horizontalSizeClass == .regular)
    }
}
