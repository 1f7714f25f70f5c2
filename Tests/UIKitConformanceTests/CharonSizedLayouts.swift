import CompositionalLayoutUIKit

/// The layouts of kern0x1b/charon's `sized_cases[]` (tests/backports/device/compositional-cases.m, commit
/// 19efc4eb), whose UIKit answers are `Recordings/charon-sized.json`: one section of estimated cells.
///
/// Written from reading `compositional_sized_dump()`: seven layout kinds; the case's width, item count,
/// offset and the cells' measured heights come from the recording.
enum CharonSizedLayouts {
    /// The layout kind of each case, in `sized_cases[]` order.
    static let kinds = [0, 0, 0, 1, 1, 1, 2, 3, 4, 5, 5, 6, 0, 0, 0, 0, 1, 1, 1, 0, 1, 0, 1, 0, 1]

    /// Every sized case, keyed as the recording names it.
    static var table: [String: @MainActor () -> UICollectionViewLayout] {
        var table: [String: @MainActor () -> UICollectionViewLayout] = [:]
        for (index, kind) in kinds.enumerated() {
            table["charon.sized." + String(String(index + 100).dropFirst())] = { layout(kind: kind) }
        }
        return table
    }

    /// One layout kind: 0 a list, 1 a two-column grid, 2 a list with item and section insets, 3 a row in a
    /// 60-point group, 4 a counted vertical group of two, 5 a vertical group of two subitems, 6 a list with
    /// an estimated header and footer.
    @MainActor
    static func layout(kind: Int) -> UICollectionViewLayout {
        let full = NSCollectionLayoutDimension.fractionalWidth(1)
        let item = CharonLayouts.item(full, .estimated(44))
        let section: NSCollectionLayoutSection
        switch kind {
        case 1:
            let cell = CharonLayouts.item(.fractionalWidth(0.5), .estimated(50))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: CharonLayouts.size(full, .estimated(50)), subitem: cell, count: 2)
            group.interItemSpacing = .fixed(5)
            section = CharonLayouts.section(group)
            section.interGroupSpacing = 3
        case 2:
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
            section = CharonLayouts.section(CharonLayouts.column(full, .estimated(44), [item]), insets: (2, 10, 2, 10))
        case 3:
            section = CharonLayouts.section(CharonLayouts.row(full, .absolute(60), [item]))
        case 4:
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: CharonLayouts.size(full, .estimated(88)), subitem: item, count: 2)
            group.interItemSpacing = .fixed(5)
            section = CharonLayouts.section(group)
            section.interGroupSpacing = 3
        case 5:
            let group = CharonLayouts.column(
                full, .estimated(88), [item, CharonLayouts.item(full, .estimated(44))], spacing: .fixed(5))
            section = CharonLayouts.section(group)
            section.interGroupSpacing = 3
        default:
            section = CharonLayouts.section(CharonLayouts.column(full, .estimated(44), [item]))
            section.interGroupSpacing = 3
            if kind == 6 {
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: CharonLayouts.size(full, .estimated(30)), elementKind: "header", alignment: .top),
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: CharonLayouts.size(full, .estimated(30)), elementKind: "footer", alignment: .bottom),
                ]
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }
}
