import CompositionalLayout

extension Recipe {
    /// `photo-library`: days of photo thumbnails under pinned date headers, as many columns as fit.
    ///
    /// ```
    /// one group (a row), compact: tiles at least 100 wide; regular: at least 140
    /// +------+ +------+ +------+   item (1 fw, 1 fh)
    /// |  0   | |  1   | |  2   |   group H (1 fw, abs 100; 140 in regular) adaptive minimumWidth 100 (140),
    /// +------+ +------+ +------+   interItemSpacing 2; columns = max(1, floor((W + 2) / (m + 2))) (spec G12)
    /// ```
    /// Section interGroupSpacing 2, no insets; a date header (1 fw, estimated 44) pinned to the top.
    /// Rows are as tall as the minimum width, so tiles are square only when the columns are exactly m wide
    /// (a row height cannot follow the adaptive slot width: the count is not a fraction of the width).
    /// The adaptive count is this package's (spec G12), so UIKit export refuses it.
    /// Source: the Photos app's library grid (iOS), which apps rebuild for pickers and galleries; numbers ours.
    /// Registers: compact and regular.
    public static let photoLibraryCompact = photoLibrary(minimumWidth: 100, sizeClass: .compact)

    /// `photo-library` for regular width: tiles at least 140 points wide and rows 140 tall.
    public static let photoLibraryRegular = photoLibrary(minimumWidth: 140, sizeClass: .regular)

    static func photoLibrary(minimumWidth: Double, sizeClass: SizeClassKey) -> Recipe {
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(minimumWidth)), minimumWidth: minimumWidth)
            {
                Item()
            }
            .interItemSpacing(.fixed(2))
        }
        .interGroupSpacing(2)
        .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "date").pinToVisibleBounds() }
        return Recipe(
            name: "photo-library",
            summary: "Days of photo tiles under pinned date headers, as many columns as fit (spec G12).",
            source: "screen: Photos library grid; adaptive columns ours (spec G12)",
            features: [.headers, .pinned, .estimated, .spacing], defaultSections: 3, defaultItems: 20,
            sizeClass: sizeClass, layouts: .fixed(Layout(section: section)))
    }
}
