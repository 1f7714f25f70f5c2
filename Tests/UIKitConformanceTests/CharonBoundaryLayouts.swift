import CompositionalLayoutUIKit

/// charon's boundary-item builders 63 to 134: a 60 x 30 header in each alignment, down and sideways,
/// following the section's insets or not, with offsets; then a 33 x 200 item taller than its section.
enum CharonBoundaryLayouts {
    /// The alignments in the builders' order: top, bottom, leading, trailing, then the four corners.
    static let alignments: [NSRectAlignment] = [
        .top, .bottom, .leading, .trailing, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    ]

    /// A boundary item of kind `h`.
    static func boundary(
        _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension, _ alignment: NSRectAlignment,
        offset: CGPoint = .zero, extends: Bool = true, kind: String = "h"
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: CharonLayouts.size(width, height), elementKind: kind, alignment: alignment,
            absoluteOffset: offset)
        item.extendsBoundary = extends
        return item
    }

    /// Builder `index` (63 to 134).
    @MainActor
    static func layout(_ index: Int) -> UICollectionViewLayout {
        if index < 103 {
            let alignment = alignments[(index - 63) / 5]
            let variant = (index - 63) % 5
            let header = boundary(.absolute(60), .absolute(30), alignment)
            guard variant < 4 else { return offsetLayout(alignment, plain: (index - 63) / 5 % 2 == 1) }
            let sideways = variant / 2 == 1
            let section = CharonLayouts.section(
                sideways ? CharonLayouts.sidewaysHalves() : CharonLayouts.halves(), insets: (3, 4, 5, 6))
            section.supplementariesFollowContentInsets = variant % 2 == 1
            section.boundarySupplementaryItems = [header]
            return UICollectionViewCompositionalLayout(
                section: section, configuration: CharonLayouts.configuration(horizontal: sideways))
        }
        let alignment = alignments[(index - 103) / 4]
        let extends = (index - 103) % 4 / 2 == 1
        let sideways = (index - 103) % 2 == 1
        let group =
            sideways
            ? CharonLayouts.row(
                .absolute(100), .fractionalHeight(1),
                [CharonLayouts.item(.fractionalWidth(1), .fractionalHeight(0.5))])
            : CharonLayouts.halves()
        let section = CharonLayouts.section(group)
        section.boundarySupplementaryItems = [boundary(.absolute(33), .absolute(200), alignment, extends: extends)]
        return UICollectionViewCompositionalLayout(
            section: section, configuration: CharonLayouts.configuration(horizontal: sideways))
    }

    /// "with an offset, extending or not": offset (5, 7) extending, or, for every other alignment, (-5, -7)
    /// not extending; the default configuration.
    @MainActor
    static func offsetLayout(_ alignment: NSRectAlignment, plain: Bool) -> UICollectionViewLayout {
        let section = CharonLayouts.section(CharonLayouts.halves(), insets: (3, 4, 5, 6))
        section.boundarySupplementaryItems = [
            plain
                ? boundary(.absolute(60), .absolute(30), alignment, offset: CGPoint(x: -5, y: -7), extends: false)
                : boundary(.absolute(60), .absolute(30), alignment, offset: CGPoint(x: 5, y: 7))
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
