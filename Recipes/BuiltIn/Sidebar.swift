import CompositionalLayout

extension Recipe {
    /// `sidebar`: an iPad-style sidebar: sections whose first row is their header, rows inset 12.987 points.
    ///
    /// ```
    /// one section:
    ///  |  +----------------------+  |     row 0: the section's header (headerMode firstItemInSection)
    ///  |  |  0 (header row)      |  |     rows: item (1 fw, estimated 44) in H (1 fw, estimated 44)
    ///  |  |  1                   |  |
    ///  |  |  2                   |  |     12.987 from each side, 10 below the rows (spec LS2)
    /// ```
    /// The `Layout.list` geometry of `ListConfiguration(appearance: .sidebar)` with `headerMode = .firstItemInSection`
    /// (spec section 11: the insets UIKit's sidebar sections read back on Mac Catalyst).
    /// Source: UIKit's `UICollectionLayoutListConfiguration` (iOS 14), Apple's sample "Implementing Modern
    /// Collection Views" (sidebar). Registers: any size class.
    public static let sidebar = Recipe(
        name: "sidebar", summary: "Sidebar sections whose first row is the header, rows 12.987 points in.",
        source: "UIKit list configuration: sidebar (iOS 14)", features: [.estimated], defaultSections: 3,
        defaultItems: 5
    ) { environment in
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        // The defaults are valid, so building the section cannot fail; the spacing is `Layout.list`'s.
        return Layout(
            section: try! configuration.section(in: environment),
            configuration: LayoutConfiguration(interSectionSpacing: configuration.interSectionSpacing))
    }
}
