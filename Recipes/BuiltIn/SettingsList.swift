import CompositionalLayout

extension Recipe {
    /// `settings-list`: a settings screen: inset-grouped list sections, each under a header.
    ///
    /// ```
    /// one section (compact width, W = 390):
    ///  +----------------------------+     header (1 fw, estimated 17.5, spec LS2) at the section's top,
    ///  |  +----------------------+  |     inset like the rows (spec B2); rows start at its bottom (LS1)
    ///  |  |          0           |  |     rows: item (1 fw, estimated 44) in H (1 fw, estimated 44)
    ///  |  |          1           |  |     16 from each side (LS1; 20 in regular width, ours)
    ///  +----------------------------+     next section's header 17.5 below the last row (LS4, recorded:
    ///                                     LS1's 17.67 at scale 3 after rounding); 20 below the last section (LS2)
    /// ```
    /// The `Layout.list` geometry of `ListConfiguration(appearance: .insetGrouped)` with `headerMode = .supplementary`
    /// (spec section 11: UIKit's recorded list geometry).
    /// Source: UIKit's `UICollectionLayoutListConfiguration` (iOS 14), the Settings app's look.
    /// Registers: any size class (the margin follows the environment's size class).
    public static let settingsList = Recipe(
        name: "settings-list", summary: "Inset-grouped list sections under headers, like Settings.",
        source: "UIKit list configuration: insetGrouped (iOS 14)", features: [.headers, .estimated],
        defaultSections: 3, defaultItems: 4
    ) { environment in
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        // The defaults are valid, so building the section cannot fail; the spacing is `Layout.list`'s.
        return Layout(
            section: try! configuration.section(in: environment),
            configuration: LayoutConfiguration(interSectionSpacing: configuration.interSectionSpacing))
    }
}
