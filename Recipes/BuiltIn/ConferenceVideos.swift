import CompositionalLayout

extension Recipe {
    /// `conference-videos`: sideways shelves of 250-point video cards under a title, two up when wide.
    ///
    /// ```
    /// one group (one card), 0.85 of the width (0.425 when the effective width is over 500):
    /// +------------------+  +------
    /// |        0         |  |  1      item (1 fw, 1 fh)
    /// +------------------+  +------   group H (0.85 fw or 0.425 fw, abs 250)
    /// ```
    /// Section orthogonal continuous, interGroupSpacing 20, insets (0, 20, 0, 20); title header
    /// (1 fw, estimated 44) at the top; layout interSectionSpacing 20.
    /// Source: Apple sample "Implementing Modern Collection Views", `ConferenceVideoSessionsViewController`.
    /// Registers: any size class (it adapts by width).
    public static let conferenceVideos = Recipe(
        name: "conference-videos", summary: "Sideways shelves of video cards under a title, two up above 500 points.",
        source: "Apple sample: Implementing Modern Collection Views, Conference Videos",
        features: [.orthogonal, .headers, .estimated, .spacing], defaultSections: 3, defaultItems: 8,
        layouts: .byWidth(
            [WidthRange(.atMost(500), .fixed(conferenceVideosLayout(groupFraction: 0.85)))],
            otherwise: .fixed(conferenceVideosLayout(groupFraction: 0.425)))
    )

    /// The shelves with one card `groupFraction` of the width wide.
    static func conferenceVideosLayout(groupFraction fraction: Double) -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(fraction), height: .absolute(250))) { Item() }
            }
            .orthogonalScrolling(.continuous)
            .interGroupSpacing(20)
            .contentInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "title").height(.estimated(44))
            }
        )
        .interSectionSpacing(20)
    }
}
