import CompositionalLayout

extension Recipe {
    /// `sidebar`: an iPad-style sidebar: sections whose first row is their header, rows inset 10 points.
    ///
    /// ```
    /// one section:
    ///  |  +----------------------+  |     row 0: the section's header (headerMode firstItemInSection)
    ///  |  |  0 (header row)      |  |     rows: item (1 fw, estimated 44) in H (1 fw, estimated 44)
    ///  |  |  1                   |  |     10 from each side
    ///  |  |  2                   |  |
    /// ```
    /// `ListConfiguration(appearance: .sidebar)` with `headerMode = .firstItemInSection` (spec section 11;
    /// the 10-point margin is this package's documented default).
    /// Source: UIKit's `UICollectionLayoutListConfiguration` (iOS 14), Apple's sample "Implementing Modern
    /// Collection Views" (sidebar). Registers: any size class.
    public static let sidebar = Recipe(
        name: "sidebar", summary: "Sidebar sections whose first row is the header, rows 10 points in.",
        source: "UIKit list configuration: sidebar (iOS 14)", features: [.estimated], defaultSections: 3,
        defaultItems: 5
    ) { environment in
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        // The defaults are valid, so building the section cannot fail.
        return Layout(section: try! configuration.section(in: environment))
    }
}
