import CompositionalLayoutUIKit
import Testing

/// A compositional layout subclass with an initializer of its own, which must then implement UIKit's
/// required `init?(coder:)`.
final class SymbolShelfLayout: UICollectionViewCompositionalLayout {
    /// A shelf of 50-point rows.
    init() {
        super.init(section: symbolRows(height: 50))
    }

    // symbol: UICollectionViewCompositionalLayout.init(coder:)
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The compositional layout, its configuration, lists and orthogonal scrolling, as UIKit documents them.
@Suite("UIKit symbols: layouts, configurations and lists, used")
struct SymbolLayoutUsageTests {
    @Test("the four initializers and the configuration lay sections out as worked out by hand")
    func compositionalLayout() {
        // symbol: UICollectionViewCompositionalLayoutConfiguration.init()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        // symbol: UICollectionViewCompositionalLayoutConfiguration.scrollDirection
        configuration.scrollDirection = .vertical
        let direction: UICollectionView.ScrollDirection = configuration.scrollDirection
        // symbol: UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing
        configuration.interSectionSpacing = 12
        let between: CGFloat = configuration.interSectionSpacing
        // symbol: UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference
        configuration.contentInsetsReference = .safeArea
        let reference: UIContentInsetsReference = configuration.contentInsetsReference
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "banner", alignment: .top)
        // symbol: UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems
        configuration.boundarySupplementaryItems = [banner]
        let layoutItems: [NSCollectionLayoutBoundarySupplementaryItem] = configuration.boundarySupplementaryItems
        #expect(direction == .vertical && between == 12 && reference == .safeArea && layoutItems.count == 1)

        // symbol: UICollectionViewCompositionalLayout.init(section:)
        let single = UICollectionViewCompositionalLayout(section: symbolRows(height: 50))
        // symbol: UICollectionViewCompositionalLayout.init(section:configuration:)
        let configured = UICollectionViewCompositionalLayout(
            section: symbolRows(height: 50), configuration: configuration)
        // symbol: UICollectionViewCompositionalLayout.init(sectionProvider:)
        let provided = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in symbolRows(height: 50) })
        // symbol: UICollectionViewCompositionalLayout.init(sectionProvider:configuration:)
        let both = UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in symbolRows(height: 50) }, configuration: configuration)
        // symbol: UICollectionViewCompositionalLayout.configuration
        let kept: UICollectionViewCompositionalLayoutConfiguration = both.configuration
        configuration.interSectionSpacing = 99
        #expect(kept.interSectionSpacing == 12 && both.configuration.interSectionSpacing == 12)
        single.configuration = configuration
        #expect(single.configuration.interSectionSpacing == 99)

        // The subclass lays out as its section says: row 1 at 50.
        #expect(cellFrame(symbolHost(SymbolShelfLayout(), counts: [2]), 1)?.minY == 50)
        // No configuration: section 1's row right under section 0's, at 50.
        #expect(cellFrame(symbolHost(provided, counts: [1, 1]), 0, section: 1)?.minY == 50)
        // The 40-point banner, then section 0's row to 90, 12 apart, section 1's row at 102.
        #expect(cellFrame(symbolHost(both, counts: [1, 1]), 0, section: 1)?.minY == 102)
        #expect(cellFrame(symbolHost(configured, counts: [1, 1]), 0, section: 1)?.minY == 102)
    }

    @Test("an orthogonal section lays its groups side by side; its scrolling properties are kept")
    func orthogonalScrolling() {
        let behaviours: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
            // symbol: UICollectionLayoutSectionOrthogonalScrollingBehavior.none
            .none,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
            .continuous,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
            .continuousGroupLeadingBoundary,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
            .paging,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
            .groupPaging,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
            .groupPagingCentered,
        ]
        #expect(behaviours.map(\.rawValue) == [0, 1, 2, 3, 4, 5])

        let size = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100))
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: full)]))
        // symbol: NSCollectionLayoutSection.orthogonalScrollingBehavior
        section.orthogonalScrollingBehavior = .continuous
        let behaviour: UICollectionLayoutSectionOrthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        // symbol: NSCollectionLayoutSection.orthogonalScrollingProperties
        let properties: UICollectionLayoutSectionOrthogonalScrollingProperties = section.orthogonalScrollingProperties
        // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate
        properties.decelerationRate = .fast
        let rate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate = properties.decelerationRate
        // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.bounce
        properties.bounce = .never
        let bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce = properties.bounce
        #expect(behaviour == .continuous && rate == .fast && bounce == .never)
        // Groups of 150 side by side: item 1 at 150, on the same line.
        let view = symbolHost(UICollectionViewCompositionalLayout(section: section), counts: [4])
        #expect(cellFrame(view, 1) == CGRect(x: 150, y: 0, width: 150, height: 100))

        // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.init()
        let fresh = UICollectionLayoutSectionOrthogonalScrollingProperties()
        // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.init(rawValue:)
        let custom = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate(rawValue: 0.995)
        // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.rawValue
        let raw: CGFloat = custom.rawValue
        let rates: [UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate] = [
            // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic
            .automatic,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal
            .normal,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast
            .fast,
        ]
        let bounces: [UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce] = [
            // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic
            .automatic,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.always
            .always,
            // symbol: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.never
            .never,
        ]
        #expect(fresh.decelerationRate == .automatic && fresh.bounce == .automatic && raw == 0.995)
        #expect(rates.map(\.rawValue) == [0.998, 0.998, 0.99] && Set(bounces).count == 3)
    }

    @Test("a list configuration keeps every member; a plain list's rows are full width and abut")
    func lists() {
        let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
            // symbol: UICollectionLayoutListConfiguration.Appearance.plain
            .plain,
            // symbol: UICollectionLayoutListConfiguration.Appearance.grouped
            .grouped,
            // symbol: UICollectionLayoutListConfiguration.Appearance.insetGrouped
            .insetGrouped,
            // symbol: UICollectionLayoutListConfiguration.Appearance.sidebar
            .sidebar,
            // symbol: UICollectionLayoutListConfiguration.Appearance.sidebarPlain
            .sidebarPlain,
        ]
        let headerModes: [UICollectionLayoutListConfiguration.HeaderMode] = [
            // symbol: UICollectionLayoutListConfiguration.HeaderMode.none
            .none,
            // symbol: UICollectionLayoutListConfiguration.HeaderMode.supplementary
            .supplementary,
            // symbol: UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection
            .firstItemInSection,
        ]
        let footerModes: [UICollectionLayoutListConfiguration.FooterMode] = [
            // symbol: UICollectionLayoutListConfiguration.FooterMode.none
            .none,
            // symbol: UICollectionLayoutListConfiguration.FooterMode.supplementary
            .supplementary,
        ]
        #expect(Set(appearances).count == 5 && Set(headerModes).count == 3 && Set(footerModes).count == 2)

        // symbol: UICollectionLayoutListConfiguration.init(appearance:)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        // symbol: UICollectionLayoutListConfiguration.appearance
        let appearance: UICollectionLayoutListConfiguration.Appearance = configuration.appearance
        // symbol: UICollectionLayoutListConfiguration.backgroundColor
        configuration.backgroundColor = .red
        let color: UIColor? = configuration.backgroundColor
        // symbol: UICollectionLayoutListConfiguration.showsSeparators
        configuration.showsSeparators = false
        let separators: Bool = configuration.showsSeparators
        // symbol: UICollectionLayoutListConfiguration.separatorConfiguration
        configuration.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: .plain)
        let separatorConfiguration: UIListSeparatorConfiguration = configuration.separatorConfiguration
        // symbol: UICollectionLayoutListConfiguration.ItemSeparatorHandler
        let separatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler = { _, section in section }
        // symbol: UICollectionLayoutListConfiguration.itemSeparatorHandler
        configuration.itemSeparatorHandler = separatorHandler
        let storedHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler? = configuration
            .itemSeparatorHandler
        // symbol: UICollectionLayoutListConfiguration.headerMode
        configuration.headerMode = .none
        let headerMode: UICollectionLayoutListConfiguration.HeaderMode = configuration.headerMode
        // symbol: UICollectionLayoutListConfiguration.footerMode
        configuration.footerMode = .none
        let footerMode: UICollectionLayoutListConfiguration.FooterMode = configuration.footerMode
        // symbol: UICollectionLayoutListConfiguration.headerTopPadding
        configuration.headerTopPadding = 0
        let padding: CGFloat? = configuration.headerTopPadding
        // symbol: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
        let swipes: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in nil }
        // symbol: UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider
        configuration.leadingSwipeActionsConfigurationProvider = swipes
        let leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? =
            configuration.leadingSwipeActionsConfigurationProvider
        // symbol: UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider
        configuration.trailingSwipeActionsConfigurationProvider = swipes
        let trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? =
            configuration.trailingSwipeActionsConfigurationProvider
        // symbol: UICollectionLayoutListConfiguration.contentHuggingElements
        let hugging: UICollectionLayoutListConfiguration.ContentHuggingElements = configuration.contentHuggingElements
        // symbol: UICollectionLayoutListConfiguration.ContentHuggingElements.supplementaryHeader
        configuration.contentHuggingElements = .supplementaryHeader
        // symbol: UICollectionLayoutListConfiguration.ContentHuggingElements.init(rawValue:)
        let fromBits = UICollectionLayoutListConfiguration.ContentHuggingElements(rawValue: 1)
        // symbol: UICollectionLayoutListConfiguration.ContentHuggingElements.rawValue
        let bits: Int = configuration.contentHuggingElements.rawValue
        #expect(
            appearance == .plain && color == .red && !separators
                && separatorConfiguration == .init(listAppearance: .plain))
        #expect(storedHandler != nil && headerMode == .none && footerMode == .none && padding == 0)
        #expect(leading != nil && trailing != nil && hugging.isEmpty && fromBits == .supplementaryHeader && bits == 1)

        // symbol: UICollectionViewCompositionalLayout.list(using:)
        let listLayout: UICollectionViewCompositionalLayout = .list(using: configuration)
        let view = symbolHost(listLayout, counts: [2])
        let first = cellFrame(view, 0)
        let second = cellFrame(view, 1)
        #expect(first?.width == 400 && first?.maxY == second?.minY)

        var sectionReference: UIContentInsetsReference?
        let perSection = UICollectionViewCompositionalLayout { _, environment in
            // symbol: NSCollectionLayoutSection.list(using:layoutEnvironment:)
            let section: NSCollectionLayoutSection = .list(using: configuration, layoutEnvironment: environment)
            sectionReference = section.contentInsetsReference
            return section
        }
        let listed = symbolHost(perSection, counts: [2])
        // spec LS2: a list section reads back `.none`; its rows are the list layout's.
        #expect(sectionReference == UIContentInsetsReference.none && cellFrame(listed, 1) == second)
    }
}
