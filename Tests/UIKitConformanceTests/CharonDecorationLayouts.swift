import CompositionalLayoutUIKit

/// charon's builders 154 to 181: group supplementaries, two badges, background decorations, a section whose
/// orthogonal behaviour is none, and every content insets reference on the layout and on the section.
enum CharonDecorationLayouts {
    /// Builder `index` (154 to 181).
    @MainActor
    static func layout(_ index: Int) -> UICollectionViewLayout {
        let full = NSCollectionLayoutDimension.fractionalWidth(1)
        let tall = NSCollectionLayoutDimension.fractionalHeight(1)
        let half = NSCollectionLayoutDimension.fractionalWidth(0.5)
        let bottom = NSCollectionLayoutAnchor(edges: .bottom)
        switch index {
        case 154:
            let inner = CharonLayouts.column(half, tall, [CharonLayouts.item(full, .fractionalHeight(0.5))])
            inner.supplementaryItems = [CharonSupplementaryLayouts.badge("g", full, .absolute(4), bottom)]
            let group = CharonLayouts.row(full, .absolute(100), [CharonLayouts.item(half, tall), inner])
            return UICollectionViewCompositionalLayout(section: CharonLayouts.section(group))
        case 155:
            let group = CharonLayouts.row(full, .absolute(60), [CharonLayouts.item(half, tall)])
            group.supplementaryItems = [
                CharonSupplementaryLayouts.badge("g", full, .absolute(4), bottom),
                CharonSupplementaryLayouts.badge("g2", full, .absolute(5), NSCollectionLayoutAnchor(edges: .top)),
            ]
            return UICollectionViewCompositionalLayout(section: CharonLayouts.section(group))
        case 156:
            let item = NSCollectionLayoutItem(
                layoutSize: CharonLayouts.size(half, tall),
                supplementaryItems: [
                    CharonSupplementaryLayouts.badge(
                        "badge", .absolute(10), .absolute(10), NSCollectionLayoutAnchor(edges: [.top, .leading])),
                    CharonSupplementaryLayouts.badge(
                        "badge2", .absolute(10), .absolute(10), NSCollectionLayoutAnchor(edges: [.bottom, .leading])),
                ])
            return UICollectionViewCompositionalLayout(
                section: CharonLayouts.section(CharonLayouts.row(full, .absolute(60), [item])))
        case 157, 158:
            let section = CharonSupplementaryLayouts.insetHalves()
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
            if index == 157 {
                section.interGroupSpacing = 4
                decoration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                decoration.zIndex = -3
            }
            section.decorationItems = [decoration]
            section.boundarySupplementaryItems = [CharonSupplementaryLayouts.boundary("h", full, .absolute(30), .top)]
            return UICollectionViewCompositionalLayout(
                section: section, configuration: CharonLayouts.configuration(horizontal: index == 158))
        case 159:
            return UICollectionViewCompositionalLayout { index, _ in
                let section = CharonLayouts.section(CharonLayouts.halves())
                if index == 0 { section.decorationItems = [.background(elementKind: "bg")] }
                return section
            }
        case 160:
            let section = CharonLayouts.section(
                CharonLayouts.row(.absolute(100), .absolute(50), [CharonLayouts.item(full, tall)]))
            section.orthogonalScrollingBehavior = .none
            return UICollectionViewCompositionalLayout(section: section)
        case 161..<181: return insetsReference(index)
        default:  // 181: the layout's reference, layout margins, and a layout-wide header
            let configuration = CharonLayouts.configuration(horizontal: false)
            configuration.boundarySupplementaryItems = [
                CharonSupplementaryLayouts.boundary("h", full, .absolute(20), .top)
            ]
            configuration.contentInsetsReference = .layoutMargins
            return UICollectionViewCompositionalLayout(
                section: CharonLayouts.section(CharonLayouts.halves()), configuration: configuration)
        }
    }

    /// "content insets reference R on the layout or the section, down or sideways", with a 20-point header.
    @MainActor
    static func insetsReference(_ index: Int) -> UICollectionViewLayout {
        let step = index - 161
        let reference = UIContentInsetsReference(rawValue: step / 4) ?? .automatic
        let onSection = step / 2 % 2 == 1
        let sideways = step % 2 == 1
        let section = CharonLayouts.section(sideways ? CharonLayouts.sidewaysHalves() : CharonLayouts.halves())
        section.boundarySupplementaryItems = [
            sideways
                ? CharonSupplementaryLayouts.boundary("h", .absolute(20), .fractionalHeight(1), .leading)
                : CharonSupplementaryLayouts.boundary("h", .fractionalWidth(1), .absolute(20), .top)
        ]
        let configuration = CharonLayouts.configuration(horizontal: sideways)
        if onSection {
            section.contentInsetsReference = reference
        } else {
            configuration.contentInsetsReference = reference
        }
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
