import CompositionalLayout

extension Recipe {
    /// `chat-transcript`: message rows that size themselves, grouped by day under a date header.
    ///
    /// ```
    /// one group (one message):
    ///  +---------------------------+   item (1 fw, estimated 44) in H (1 fw, estimated 44): the
    ///  |  0                        |   sizing callback gives each row its height (spec E1); the
    ///  +---------------------------+   bubble's width and side live inside the cell
    ///  +---------------------------+
    ///  |  1 (a longer message)     |
    ///  +---------------------------+
    /// ```
    /// Section interGroupSpacing 4, insets (8, 12, 8, 12); a date header (1 fw, estimated 32) at the top.
    /// A transcript shorter than the screen rests at the bottom (`shortContentAlignment(.end)`, spec L7,
    /// ours): UIKit apps get that by raising the collection view's content inset, so the UIKit export
    /// refuses this recipe.
    /// Source: a chat screen (Messages-like), the usual self-sizing list. Registers: any size class (the
    /// same layout in both).
    public static let chatTranscript = Recipe(
        name: "chat-transcript",
        summary: "Self-sizing message rows under date headers; a short transcript rests at the bottom.",
        source: "screen: a chat transcript (Messages-like); estimated heights (spec E1)",
        features: [.headers, .estimated, .spacing], defaultSections: 2, defaultItems: 8,
        layouts: .fixed(
            Layout(
                section: Section {
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                        Item().height(.estimated(44))
                    }
                }
                .interGroupSpacing(4)
                .contentInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
                .boundarySupplementaryItems {
                    BoundarySupplementaryItem(elementKind: "date").height(.estimated(32))
                }
            )
            .shortContentAlignment(.end)))
}
