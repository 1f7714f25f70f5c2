import CompositionalLayout

extension Recipe {
    /// `pinned-list`: list sections whose header sticks to the top while the section scrolls by.
    ///
    /// ```
    /// one section:
    /// +------------------------------+   header (1 fw, estimated 44), pinned, zIndex 2
    /// |  +------------------------+  |   rows: item (1 fw, 1 fh) in H (1 fw, abs 44)
    /// |  |           0            |  |   interGroupSpacing 5
    /// |  +------------------------+  |   section insets (0, 10, 0, 10)
    /// |  |           1            |  |
    /// +------------------------------+   footer (1 fw, estimated 44) at the bottom
    /// ```
    /// Boundary items follow the section's insets (spec B2): they are W - 20 wide at x = 10.
    /// Source: seed 003, "Simplify collection view compositional layout with a DSL" (Apple's
    /// `PinnedSectionHeaderFooterViewController`). Registers: any size class.
    public static let pinnedList = Recipe(
        name: "pinned-list", summary: "List sections with a header pinned to the top and a footer.",
        source: "seed 003: DSL article, pinned section headers", features: [.headers, .pinned, .estimated, .spacing],
        defaultSections: 5, defaultItems: 12
    ) { _ in
        Layout(
            section: listSection()
                .interGroupSpacing(5)
                .contentInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                .boundarySupplementaryItems {
                    BoundarySupplementaryItem(elementKind: "header").height(.estimated(44)).alignment(.top)
                        .pinToVisibleBounds().zIndex(2)
                    BoundarySupplementaryItem(elementKind: "footer").height(.estimated(44)).alignment(.bottom)
                })
    }
}
