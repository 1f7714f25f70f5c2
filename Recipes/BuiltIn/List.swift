import CompositionalLayout

extension Recipe {
    /// `list`: full-width rows 44 points tall, the basic list of Apple's class documentation.
    ///
    /// ```
    /// one group (one row):
    /// +------------------------------+
    /// |              0               |   item (1 fw, 1 fh)
    /// +------------------------------+   group H (1 fw, abs 44) of [item]
    /// ```
    /// Source: seed 002, Apple's `UICollectionViewCompositionalLayout` documentation,
    /// `createBasicListLayout()`. Registers: any size class.
    public static let list = Recipe(
        name: "list", summary: "Full-width rows 44 points tall.",
        source: "seed 002: UICollectionViewCompositionalLayout",
        defaultItems: 40
    ) { _ in
        Layout(section: listSection())
    }

    /// The list section: rows (1 fw, abs 44) of one full item.
    static func listSection() -> Section {
        Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() }
        }
    }
}
