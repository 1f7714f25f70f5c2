/// Every UIKit and Core Graphics name that `UIKitSourceWriter` may emit, in one place.
///
/// Each is available in iOS 16 (the oldest release exported code targets) and is provided on Linux by
/// `CompositionalLayoutUIKit`. A test reads every generated file and fails on any identifier outside this
/// list, Swift's own keywords and the file's local names.
public enum UIKitSymbols {
    /// Type names.
    public static let types: Set<String> = [
        "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
        "NSCollectionLayoutSection", "NSCollectionLayoutGroup", "NSCollectionLayoutItem", "NSCollectionLayoutSize",
        "NSCollectionLayoutDimension", "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing",
        "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutAnchor", "NSCollectionLayoutGroupCustomItem",
        "NSCollectionLayoutEnvironment", "NSDirectionalEdgeInsets", "CGRect", "CGPoint", "CGFloat", "Int",
        "CGAffineTransform", "Set",
    ]

    /// Initialiser labels, members, enum cases and modules.
    public static let members: Set<String> = [
        // Modules and the import guard.
        "canImport", "UIKit", "CompositionalLayoutUIKit", "MainActor",
        // Sizes and dimensions (`uniformAcrossSiblings(estimate:)` is iOS 17's).
        "widthDimension", "heightDimension", "fractionalWidth", "fractionalHeight", "absolute", "estimated",
        "uniformAcrossSiblings", "estimate",
        // Items and groups.
        "layoutSize", "supplementaryItems", "contentInsets", "edgeSpacing", "horizontal", "vertical", "subitems",
        "subitem", "count", "repeatingSubitem", "custom", "itemProvider", "frame", "zIndex", "interItemSpacing",
        "fixed", "flexible", "leading", "top", "trailing", "bottom", "x", "y", "width", "height",
        // Supplementaries and decorations.
        "elementKind", "containerAnchor", "itemAnchor", "edges", "absoluteOffset", "fractionalOffset", "alignment",
        "extendsBoundary", "pinToVisibleBounds", "background", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing",
        // Sections.
        "group", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems",
        "supplementariesFollowContentInsets", "none", "continuous", "continuousGroupLeadingBoundary", "paging",
        "groupPaging", "groupPagingCentered", "contentInsetsReference", "supplementaryContentInsetsReference",
        "automatic", "safeArea", "layoutMargins", "readableContent",
        // The layout.
        "section", "sectionProvider", "configuration", "scrollDirection", "interSectionSpacing", "traitCollection",
        "horizontalSizeClass", "regular", "compact", "container", "effectiveContentSize", "contentSize",
        // Visible-items handlers (visibility rules and effects).
        "visibleItemsInvalidationHandler", "representedElementCategory", "representedElementKind", "cell",
        "supplementaryView", "decorationView", "indexPath", "item", "isHidden", "alpha", "transform", "scaleX",
        "midX", "contains",
        // Swift's functions the generated arithmetic uses.
        "abs", "max",
    ]

    /// Every name above.
    public static var all: Set<String> { types.union(members) }
}
