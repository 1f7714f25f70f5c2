internal import CompositionalLayout

/// A section: one root group repeated for the section's items, with insets, spacing, orthogonal scrolling,
/// headers, footers, backgrounds and a visible-items handler (spec section 4).
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The root group.
    let group: NSCollectionLayoutGroup
    /// Insets around the section's content (spec S4).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive root groups; 0 by default.
    public var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout; `.none` by default.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Deceleration and bounce of an orthogonally scrolling section (iOS 17): stored; no effect on layout.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Headers, footers and other boundary items of the section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds of the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// When true (the default), boundary items are inset like the content across the scroll axis (spec B2).
    public var supplementariesFollowContentInsets = true
    /// The edges the content insets are measured from; `.automatic` (the default) is the configuration's (spec S10).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Where boundary items stand when they do not follow the content insets (iOS 16); `.automatic` (the
    /// default) is the configuration's reference (spec B2, spec S10).
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Called at each layout pass with the section's visible items, the content offset and the environment;
    /// it may change alpha, zIndex, isHidden, center and transform (spec L5).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Creates a section whose items are laid out by repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// For a list section (`list(using:layoutEnvironment:)`): the engine's list configuration and the
    /// environment it was made for; the engine builds the section from them.
    var list: (configuration: ListConfiguration, environment: LayoutEnvironment)?

    /// The engine's value.
    func engineSection(_ context: TranslationContext) throws -> Section {
        if let list { return try engineListSection(list, context) }
        return Section(
            group: try group.engineGroup(context), contentInsets: contentInsets.engineValue,
            interGroupSpacing: Double(interGroupSpacing),
            orthogonalScrollingBehavior: orthogonalScrollingBehavior.engineValue,
            boundarySupplementaryItems: try boundarySupplementaryItems.map { try $0.engineBoundary() },
            decorationItems: decorationItems.map(\.engineDecoration),
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            visibleItemsHandler: visibleItemsInvalidationHandler.map(context.visibleItemsHandler),
            contentInsetsReference: contentInsetsReference.engineValue,
            supplementaryContentInsetsReference: supplementaryContentInsetsReference.engineValue)
    }
}

/// The closure a section calls at each layout pass with its visible items, the content offset and the
/// layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void
