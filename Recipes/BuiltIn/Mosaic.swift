import CompositionalLayout

extension Recipe {
    /// `mosaic`: a custom group of one big tile, one wide tile and two small tiles.
    ///
    /// ```
    /// one group (four items), w = the group's width, h = w / 2 its height, gutter g = 2 on each side:
    /// +-----------+-----------+
    /// |           |     1     |   0: (0, 0, w/2, h)        1: (w/2, 0, w/2, h/2)
    /// |     0     +-----+-----+   2: (w/2, h/2, w/4, h/2)  3: (3w/4, h/2, w/4, h/2)
    /// |           |  2  |  3  |   each frame inset by 2 on every edge
    /// +-----------+-----+-----+   custom group (1 fw, 0.5 fw); section insets 4
    /// ```
    /// The custom provider (G10) gets the group's container and returns frames in group coordinates.
    /// Source: the issue's suggestion of a mosaic for Apple's sample "Implementing Modern Collection
    /// Views" (which has no mosaic of its own), built with `NSCollectionLayoutGroup.custom`'s model.
    /// Registers: any size class.
    public static let mosaic = Recipe(
        name: "mosaic", summary: "A custom group: a big tile, a wide tile and two small tiles.",
        source: "Apple sample: Implementing Modern Collection Views (custom group), issue 3", features: [.customGroup],
        defaultItems: 40
    ) { _ in
        Layout(
            section: Section {
                CustomGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)), name: "mosaic") {
                    environment in
                    mosaicFrames(in: environment.container.contentSize)
                }
            }
            .contentInsets(4))
    }

    /// The mosaic's four frames in a group of `size`, each inset by the 2-point gutter.
    static func mosaicFrames(in size: Size) -> [CustomGroupItem] {
        let w = size.width
        let h = size.height
        let gutter = DirectionalInsets(all: 2)
        return [
            Rect(x: 0, y: 0, width: w / 2, height: h),
            Rect(x: w / 2, y: 0, width: w / 2, height: h / 2),
            Rect(x: w / 2, y: h / 2, width: w / 4, height: h / 2),
            Rect(x: w * 3 / 4, y: h / 2, width: w / 4, height: h / 2),
        ].map { CustomGroupItem(frame: $0.inset(by: gutter)) }
    }
}
