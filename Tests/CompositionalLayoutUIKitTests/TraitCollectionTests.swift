import CompositionalLayoutUIKit
import Testing

/// The `UITraitCollection` members layout code branches on, from the host and from UIKit's initializers.
@Suite("Trait collections")
struct TraitCollectionTests {
    @Test("the host's traits: idiom, Large text, direction, scale and size classes")
    func hostTraits() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: listLayout())
        let traits = view.traitCollection
        #expect(traits.userInterfaceIdiom == .phone && traits.preferredContentSizeCategory == .large)
        #expect(!traits.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(traits.layoutDirection == .leftToRight && traits.displayScale == 3)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
    }

    @Test("a section provider's environment reports the host's idiom, Large text and a forced right-to-left")
    func environmentTraits() {
        var seen: UITraitCollection?
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen = environment.traitCollection
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [fillingItem()]))
        }
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 1024, height: 768), collectionViewLayout: layout)
        view.userInterfaceIdiom = .pad
        view.semanticContentAttribute = .forceRightToLeft
        view.itemCounts = [1]
        view.layoutIfNeeded()
        #expect(seen?.userInterfaceIdiom == .pad && seen?.preferredContentSizeCategory == .large)
        #expect(seen?.layoutDirection == .rightToLeft && seen?.horizontalSizeClass == .regular)
    }

    @Test("single-trait initializers leave the other traits unspecified; traitsFrom keeps the last specified")
    func initializers() {
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        #expect(regular.horizontalSizeClass == .regular && regular.verticalSizeClass == .unspecified)
        #expect(regular.userInterfaceIdiom == .unspecified && regular.displayScale == 0)
        #expect(regular.preferredContentSizeCategory == .unspecified && regular.layoutDirection == .unspecified)
        let merged = UITraitCollection(traitsFrom: [
            regular, UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(displayScale: 2),
            UITraitCollection(verticalSizeClass: .compact), UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(preferredContentSizeCategory: .extraLarge), UITraitCollection(displayScale: 3),
        ])
        #expect(merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .compact)
        #expect(merged.userInterfaceIdiom == .pad && merged.displayScale == 3)
        #expect(merged.layoutDirection == .rightToLeft && merged.preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection().horizontalSizeClass == .unspecified)
    }

    @Test("content size categories order from extra small to the accessibility sizes")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }
}
