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
    /// The custom provider (spec G10) gets the group's container and returns frames in group coordinates.
    /// Source: ours, a mosaic in the manner of Apple's sample "Implementing Modern Collection Views" (which
    /// has no mosaic of its own), built with `NSCollectionLayoutGroup.custom`'s model.
    /// Registers: any size class.
    public static let mosaic = Recipe(
        name: "mosaic", summary: "A custom group: a big tile, a wide tile and two small tiles.",
        source: "Apple sample: Implementing Modern Collection Views (custom group)", features: [.customGroup],
        defaultItems: 40
    ) { _ in
        Layout(
            section: Section {
                Group.custom(
                    LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)),
                    provider: .fractional(mosaicFractions, name: "mosaic"))
            }
            .contentInsets(4))
    }

    /// The mosaic's frames as data: fractions of the group's width w and height h, inset by the 2-point
    /// gutter (x + 2, y + 2, width - 4, height - 4).
    static let mosaicFractions: [FractionalCustomFrame] = {
        let g = 2.0
        func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> FractionalCustomFrame {
            FractionalCustomFrame(
                x: GroupLength(widthFraction: x, points: g), y: GroupLength(heightFraction: y, points: g),
                width: GroupLength(widthFraction: width, points: -2 * g),
                height: GroupLength(heightFraction: height, points: -2 * g))
        }
        return [frame(0, 0, 0.5, 1), frame(0.5, 0, 0.5, 0.5), frame(0.5, 0.5, 0.25, 0.5), frame(0.75, 0.5, 0.25, 0.5)]
    }()
}
