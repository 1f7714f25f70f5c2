import CompositionalLayout

extension Recipe {
    /// `scaling-carousel`: a sideways strip of squares that grow near the middle of the screen.
    ///
    /// ```
    /// one group (one item), a third of the width, square:
    ///  +-----+ +---------+ +-----+
    ///  |  0  | |    1    | |  2  |   item (1 fw, 1 fh)
    ///  +-----+ |         | +-----+   group H (1/3 fw, 1/3 fw) of [item]
    ///          +---------+           section insets (100, 2.5, 0, 2.5); orthogonal continuous
    /// ```
    /// The visible-items hook (spec L5) scales each visible item about its centre by
    /// s = max(1.1 - d / W, 0.7), d = |midX - offset.x - W / 2|, W = the container's width.
    /// Source: seed 000, "Getting Started with UICollectionViewCompositionalLayout", "Bonus Round".
    /// Registers: any size class.
    public static let scalingCarousel = Recipe(
        name: "scaling-carousel", summary: "A sideways strip of squares scaled up near the middle of the screen.",
        source: "seed 000: Getting Started, Bonus Round", features: [.orthogonal, .visibleItemsHook], defaultItems: 20
    ) { _ in
        let third = 1.0 / 3
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(third), height: .fractionalWidth(third))) { Item() }
            }
            .contentInsets(top: 100, leading: 2.5, bottom: 0, trailing: 2.5)
            .orthogonalScrolling(.continuous)
            .visibleItemsEffect(scaleTowardsCentre))
    }

    /// The scaling hook as a named effect: s = max(1.1 - distanceFromCentre / containerWidth, 0.7) on both
    /// axes, alpha unchanged.
    static let scaleTowardsCentre = VisibleItemsEffect.scaleByDistanceFromCenter(
        maximumScale: 1.1, minimumScale: 0.7, minimumAlpha: 1)
}
