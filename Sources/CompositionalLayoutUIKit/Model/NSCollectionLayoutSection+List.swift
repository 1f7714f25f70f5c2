internal import CompositionalLayout

extension NSCollectionLayoutSection {
    /// A list section for `configuration` in `layoutEnvironment` (iOS 14): the engine builds its rows,
    /// insets, header and footer (spec section 11); `contentInsets` and `contentInsetsReference` read back
    /// as UIKit's do (spec LS2) and may be changed; boundary items added to it follow the list's own.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let list = configuration.engineValue
        let environment = engineEnvironment(layoutEnvironment)
        // The group is never translated: `engineSection` builds the list's own (see `list`).
        let placeholder = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [])
        let section = NSCollectionLayoutSection(group: placeholder)
        section.list = (list, environment)
        // An invalid configuration keeps zero insets here; the layout pass reports its error.
        if let base = try? list.section(in: environment) {
            section.contentInsets = NSDirectionalEdgeInsets(base.contentInsets)
        }
        // spec LS2: UIKit's list sections read back `.none`.
        section.contentInsetsReference = .none
        return section
    }

    /// The engine environment a UIKit environment describes: container size and insets, size classes and
    /// display scale (an unspecified size class counts as compact).
    static func engineEnvironment(_ environment: any NSCollectionLayoutEnvironment) -> LayoutEnvironment {
        let container = environment.container
        let traits = environment.traitCollection
        return LayoutEnvironment(
            container: LayoutContainer(
                contentSize: container.contentSize.engineValue, contentInsets: container.contentInsets.engineValue),
            traits: Traits(
                horizontalSizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
                verticalSizeClass: traits.verticalSizeClass == .compact ? .compact : .regular,
                displayScale: Double(traits.displayScale)))
    }

    /// A list section's engine value: the list's section with this section's settings laid over it.
    func engineListSection(
        _ list: (configuration: ListConfiguration, environment: LayoutEnvironment), _ context: TranslationContext
    ) throws -> Section {
        var section = try list.configuration.section(in: list.environment)
        section.contentInsets = contentInsets.engineValue
        section.interGroupSpacing = Double(interGroupSpacing)
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.engineValue
        section.boundarySupplementaryItems += try boundarySupplementaryItems.map { try $0.engineBoundary() }
        section.decorationItems = decorationItems.map(\.engineDecoration)
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        section.contentInsetsReference = contentInsetsReference.engineValue
        section.supplementaryContentInsetsReference = supplementaryContentInsetsReference.engineValue
        section.visibleItemsHandler = visibleItemsInvalidationHandler.map(context.visibleItemsHandler)
        return section
    }
}
