import CompositionalLayout

extension RecipeCatalog {
    /// Every built-in recipe, in the order `recipes list` shows them.
    public static let builtInRecipes: [Recipe] = [
        // Seed articles.
        .gridCompact, .gridRegular, .nestedGroups, .triSection, .tree, .squareFamily, .carousel,
        .badgeBannerCompact, .badgeBannerRegular, .sectionBackgroundsCompact, .sectionBackgroundsRegular,
        .list, .pinnedList, .leadingTrailing, .orthogonalGallery, .tiled, .growingColumns, .scalingCarousel,
        // Apple's sample "Implementing Modern Collection Views".
        .twoColumnGrid, .insetItemsGrid, .distinctSections, .adaptiveSections, .itemBadges, .orthogonalBehaviors,
        .conferenceVideos, .mosaic,
        // Beyond UIKit: layouts this package adds.
        .adaptiveGrid, .settingsList, .sidebar, .waterfallCompact, .waterfallRegular, .waterfallMixedCompact,
        .waterfallMixedRegular,
        // Screens apps build, made from the engine's existing features.
        .appStoreCompact, .appStoreRegular, .photoLibraryCompact, .photoLibraryRegular, .chatTranscript,
        .quiltedGridCompact, .quiltedGridRegular, .dashboardCompact, .dashboardRegular, .profileCompact,
        .profileRegular, .newsFeedCompact, .newsFeedRegular, .calendarMonthCompact, .calendarMonthRegular,
    ]

    /// The catalog of built-in recipes.
    public static var builtIn: RecipeCatalog {
        // The list is fixed and tested for duplicates, so this cannot fail.
        (try? RecipeCatalog(builtInRecipes)) ?? RecipeCatalog()
    }
}
