import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// `UICollectionLayoutListConfiguration`, `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and
/// `UICollectionViewCompositionalLayout.list(using:)`: UIKit's names and defaults, geometry from the engine's
/// list sections (spec section 11).
@Suite("UIKit list configurations")
struct ListConfigurationTests {
    /// A 390 x 844 host (compact width) with `itemCounts`.
    func host(_ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 390) -> HeadlessCollectionView {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
        view.itemCounts = itemCounts
        view.layoutIfNeeded()
        return view
    }

    @Test("defaults are UIKit's: no header, no footer, automatic padding, separators shown")
    func defaults() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.appearance == .insetGrouped)
        #expect(configuration.headerMode == .none)
        #expect(configuration.footerMode == .none)
        #expect(configuration.headerTopPadding == nil)
        #expect(configuration.showsSeparators)
    }

    @Test("list(using:) lays out inset-grouped sections with UIKit's header kind")
    func insetGroupedLayout() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let view = host(UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [2, 2])
        #expect(view.layoutError == nil)
        let layout = view.collectionViewLayout
        // Compact: margin 16, width 390 - 32 = 358; header 44, then 17.5, then rows of 44 (estimated).
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 358, height: 44))
        // spec R1: the host's display scale is 3, so y = 44 + 17.5 + 44 = 105.5 is rounded to 317 / 3.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 16, y: 317.0 / 3, width: 358, height: 44))
        // Section 0 is 44 + 17.5 + 88 + 17.5 = 167 long; section 1's header starts there.
        let second = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame == CGRect(x: 16, y: 167, width: 358, height: 44))
    }

    @Test("a list section's insets can be changed after it is made, and its rows self-size")
    func sectionOverrides() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.footerMode = .supplementary
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            // A plain list without a header has no insets: the section starts at zero.
            #expect(section.contentInsets == .zero)
            section.contentInsets.leading = 30
            return section
        })
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = [2]
        view.preferredSize = { _, fitting in CGSize(width: fitting.width, height: 60) }
        view.layoutIfNeeded()
        // Rows 60 tall (measured), 30 from the leading edge; the footer follows the insets (spec B2).
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 30, y: 60, width: 360, height: 60))
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 30, y: 120, width: 360, height: 44))
    }

    @Test("a negative headerTopPadding fails the layout pass with the engine's sentence")
    func badPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = -1
        let view = host(UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [1])
        #expect(view.layoutError != nil)
        #expect(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
