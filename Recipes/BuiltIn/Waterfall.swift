import CompositionalLayout

extension Recipe {
    /// `waterfall`: a photo wall of varied aspect ratios in masonry columns (spec G13, ours).
    ///
    /// ```
    /// one waterfall group, compact: 2 columns; regular: as many as fit at 180 points (spec G12)
    /// +------+ +------+   items (1 fw, height r x column width), r cycling 1.5, 0.75, 1.25, 1, 0.5
    /// |  0   | |  1   |   each item goes to the column whose next start is smallest, the leading one
    /// |      | +------+   on a tie; columnSpacing 8, itemSpacing 8
    /// |      | +------+
    /// +------+ |  2   |
    /// +------+ |      |
    /// ```
    /// Section insets 8 on every edge. The waterfall is this package's (UIKit has no such API: apps write
    /// a custom group in a section provider), so the UIKit export refuses it.
    /// Source: Pinterest-style photo walls, which apps hand-write as custom groups; numbers ours.
    /// Registers: compact and regular.
    public static let waterfallCompact = waterfall(columns: .count(2), sizeClass: .compact)

    /// `waterfall` for regular width: as many columns as fit at 180 points each (spec G12 within spec G13).
    public static let waterfallRegular = waterfall(columns: .adaptive(minimumWidth: 180), sizeClass: .regular)

    /// The aspect ratios (height / width) the wall's photos cycle through.
    static let waterfallRatios = [1.5, 0.75, 1.25, 1, 0.5]

    static func waterfall(columns: WaterfallColumns, sizeClass: SizeClassKey) -> Recipe {
        let photos = waterfallRatios.map {
            Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth($0)))
        }
        let wall = Group.waterfall(
            .fill, Waterfall(columns: columns, columnSpacing: 8, itemSpacing: 8), subitems: photos)
        let section = Section { wall }.contentInsets(8)
        return Recipe(
            name: "waterfall",
            summary: "A photo wall of varied aspect ratios in masonry columns, 2 or as many as fit (ours, spec G13).",
            source: "screen: Pinterest-style photo wall; waterfall group ours (spec G13), numbers ours",
            features: [.spacing], defaultSections: 1, defaultItems: 40, sizeClass: sizeClass,
            layouts: .fixed(Layout(section: section)))
    }
}
