/// The keys each object of the format allows, in the order the format lists them (and the encoder
/// writes them).
enum LayoutFileKeys {
    static let document = [
        "$schema", "name", "summary", "sizeClass", "scrollDirection", "interSectionSpacing",
        "contentInsetsReference", "shortContentAlignment",
        "boundarySupplementaryItems", "sections", "sizeClasses", "widths", "otherwise", "data", "sizes",
    ]
    static let section = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
        "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference",
        "supplementaryContentInsetsReference", "visibleItemsEffect",
    ]
    static let item = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let group = [
        "axis", "size", "subitems", "count", "repeatingCount", "adaptiveMinimumLength", "interItemSpacing",
        "contentInsets", "edgeSpacing", "supplementaryItems",
    ]
    static let listSection = ["list"]
    static let list = ["appearance", "headerMode", "footerMode", "headerTopPadding", "metrics"]
    static let listMetrics = [
        "estimatedRowHeight", "estimatedHeaderHeight", "estimatedFooterHeight", "plainEstimatedSupplementaryHeight",
        "insetGroupedCompactMargin", "insetGroupedRegularMargin", "sidebarMargin", "groupedTopInset",
        "groupedBottomInset", "sidebarBottomInset", "plainHeaderTopPadding", "headerTopPadding",
        "groupedSectionGap", "groupedHeaderlessSectionGap", "plainHeadersPin",
    ]
    static let customGroup = ["size", "frames"]
    static let customFrame = ["x", "y", "width", "height", "zIndex"]
    static let size = ["width", "height"]
    static let dimension = ["absolute", "fractionalWidth", "fractionalHeight", "estimated", "uniformAcrossSiblings"]
    static let insets = ["top", "leading", "bottom", "trailing"]
    static let spacing = ["fixed", "flexible"]
    static let edgeSpacing = ["leading", "top", "trailing", "bottom"]
    static let anchor = ["edges", "absoluteOffset", "fractionalOffset"]
    static let point = ["x", "y"]
    static let supplementary = [
        "elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "contentInsets", "visibility",
    ]
    static let boundary = [
        "elementKind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
        "contentInsets",
    ]
    static let decoration = ["elementKind", "contentInsets", "zIndex"]
}
