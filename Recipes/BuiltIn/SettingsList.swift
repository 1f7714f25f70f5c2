import CompositionalLayout

extension Recipe {
    /// `settings-list`: a settings screen: inset-grouped list sections, each under a header.
    ///
    /// ```
    /// one section (compact width, W = 390):
    ///  +----------------------------+     header (1 fw, estimated 44), inset like the rows (spec B2)
    ///                                     17.5 (the grouped section inset)
    ///  |  +----------------------+  |     rows: item (1 fw, estimated 44) in H (1 fw, estimated 44)
    ///  |  |          0           |  |     16 from each side (20 in regular width)
    ///  |  |          1           |  |
    ///  +----------------------------+     17.5 below
    /// ```
    /// `ListConfiguration(appearance: .insetGrouped)` with `headerMode = .supplementary` (spec section 11:
    /// the margins and section insets are this package's documented defaults, not UIKit's measurements).
    /// Source: UIKit's `UICollectionLayoutListConfiguration` (iOS 14), the Settings app's look.
    /// Registers: any size class (the margin follows the environment's size class).
    public static let settingsList = Recipe(
        name: "settings-list", summary: "Inset-grouped list sections under headers, like Settings.",
        source: "UIKit list configuration: insetGrouped (iOS 14)", features: [.headers, .estimated],
        defaultSections: 3, defaultItems: 4
    ) { environment in
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        // The defaults are valid, so building the section cannot fail.
        return Layout(section: try! configuration.section(in: environment))
    }
}
