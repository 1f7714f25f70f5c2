import CompositionalLayoutUIKit

/// charon's builders 135 to 181: several and layout-wide boundary items, pinning, badges, group
/// supplementaries, background decorations, a non-scrolling orthogonal section, content insets references.
enum CharonSupplementaryLayouts {
    /// A boundary item of `kind`, extending, not pinned unless asked.
    static func boundary(
        _ kind: String, _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
        _ alignment: NSRectAlignment, pinned: Bool = false
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = CharonBoundaryLayouts.boundary(width, height, alignment, kind: kind)
        item.pinToVisibleBounds = pinned
        return item
    }

    /// A supplementary item of `kind` anchored at `edges` (and at the item's own anchor when given).
    static func badge(
        _ kind: String, _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
        _ container: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor? = nil
    ) -> NSCollectionLayoutSupplementaryItem {
        let size = CharonLayouts.size(width, height)
        guard let itemAnchor else {
            return NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: container)
        }
        return NSCollectionLayoutSupplementaryItem(
            layoutSize: size, elementKind: kind, containerAnchor: container, itemAnchor: itemAnchor)
    }

    /// The usual section: halves 40 high, insets 3, 4, 5, 6.
    static func insetHalves() -> NSCollectionLayoutSection {
        CharonLayouts.section(CharonLayouts.halves(), insets: (3, 4, 5, 6))
    }

    /// Builder `index` (135 to 181).
    @MainActor
    static func layout(_ index: Int) -> UICollectionViewLayout {
        let full = NSCollectionLayoutDimension.fractionalWidth(1)
        let tall = NSCollectionLayoutDimension.fractionalHeight(1)
        switch index {
        case 135:
            let section = insetHalves()
            section.boundarySupplementaryItems = [
                boundary("h", full, .fractionalHeight(0.1), .top),
                boundary("f", .fractionalWidth(0.5), .estimated(20), .bottom),
            ]
            return UICollectionViewCompositionalLayout(section: section)
        case 136:
            let section = insetHalves()
            section.boundarySupplementaryItems = [
                boundary("h", full, .absolute(30), .top), boundary("t", full, .absolute(10), .top),
                boundary("f", full, .absolute(7), .bottom), boundary("g", full, .absolute(5), .bottom),
            ]
            return UICollectionViewCompositionalLayout(section: section)
        case 137, 140:
            let section = insetHalves()
            section.boundarySupplementaryItems = [boundary("l", full, .absolute(10), .top)]
            let configuration = CharonLayouts.configuration(horizontal: false)
            configuration.boundarySupplementaryItems =
                index == 137
                ? [boundary("h", full, .absolute(30), .top), boundary("f", full, .absolute(20), .bottom)]
                : [boundary("h", full, .absolute(30), .top)]
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        case 138:
            let configuration = CharonLayouts.configuration(horizontal: false)
            configuration.boundarySupplementaryItems = [
                boundary("h", .absolute(30), tall, .leading), boundary("f", .absolute(20), tall, .trailing),
            ]
            return UICollectionViewCompositionalLayout(section: insetHalves(), configuration: configuration)
        case 139:
            let configuration = CharonLayouts.configuration(horizontal: true)
            configuration.boundarySupplementaryItems = [
                boundary("h", full, .absolute(30), .top), boundary("f", .absolute(20), tall, .trailing),
            ]
            return UICollectionViewCompositionalLayout(
                section: CharonLayouts.section(CharonLayouts.sidewaysHalves(), insets: (3, 4, 5, 6)),
                configuration: configuration)
        case 141, 142:
            let section = insetHalves()
            section.boundarySupplementaryItems =
                index == 141
                ? [boundary("h", full, .absolute(30), .top, pinned: true)]
                : [
                    boundary("h", full, .absolute(30), .top, pinned: true),
                    boundary("f", full, .absolute(20), .bottom, pinned: true),
                ]
            return UICollectionViewCompositionalLayout(section: section)
        case 143:
            let section = CharonLayouts.section(CharonLayouts.sidewaysHalves(), insets: (3, 4, 5, 6))
            section.boundarySupplementaryItems = [boundary("h", .absolute(60), tall, .leading, pinned: true)]
            return UICollectionViewCompositionalLayout(
                section: section, configuration: CharonLayouts.configuration(horizontal: true))
        case 144:
            let item = NSCollectionLayoutItem(
                layoutSize: CharonLayouts.size(.fractionalWidth(0.5), tall),
                supplementaryItems: [
                    badge("badge", .absolute(20), .absolute(10), NSCollectionLayoutAnchor(edges: [.top, .trailing]))
                ])
            return UICollectionViewCompositionalLayout(
                section: CharonLayouts.section(
                    CharonLayouts.row(full, .absolute(60), [item]), insets: (20, 20, 20, 20)))
        case 145..<153: return edgeBadges(index)
        case 153: return offsetBadges()
        default: return CharonDecorationLayouts.layout(index)
        }
    }

    /// "badge anchored to edges N, on the item and on the group": a 40 x 20 badge on the item, another on
    /// the group whose own bottom-leading corner sits on the anchor.
    @MainActor
    static func edgeBadges(_ index: Int) -> UICollectionViewLayout {
        let edges: [NSDirectionalRectEdge] = [
            .top, .leading, .bottom, .trailing, [.top, .leading], [.bottom, .trailing], [.top, .bottom], [],
        ]
        let anchor = NSCollectionLayoutAnchor(edges: edges[index - 145])
        let item = NSCollectionLayoutItem(
            layoutSize: CharonLayouts.size(.fractionalWidth(1), .fractionalHeight(1)),
            supplementaryItems: [badge("badge", .absolute(40), .absolute(20), anchor)])
        let group = CharonLayouts.row(.fractionalWidth(1), .absolute(200), [item])
        group.supplementaryItems = [
            badge(
                "other", .absolute(40), .absolute(20), anchor,
                itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        ]
        return UICollectionViewCompositionalLayout(
            section: CharonLayouts.section(group, insets: (50, 50, 50, 50)))
    }

    /// "badges with offsets, anchors of the item and fractional sizes": six badges on one inset item.
    @MainActor
    static func offsetBadges() -> UICollectionViewLayout {
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing])
        let six = badge("six", .estimated(33), .estimated(17), NSCollectionLayoutAnchor(edges: .bottom))
        six.zIndex = 5
        let badges = [
            badge(
                "one", .absolute(40), .absolute(20),
                NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 7, y: 9))),
            badge(
                "two", .absolute(40), .absolute(20),
                NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: 0.25))),
            badge(
                "three", .absolute(40), .absolute(20), corner,
                itemAnchor: NSCollectionLayoutAnchor(
                    edges: [.bottom, .leading], fractionalOffset: CGPoint(x: 0.5, y: 0.25))),
            badge(
                "four", .absolute(40), .absolute(20), corner,
                itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 3, y: 4))),
            badge("five", .fractionalWidth(0.5), .fractionalHeight(0.25), corner),
            six,
        ]
        let item = NSCollectionLayoutItem(
            layoutSize: CharonLayouts.size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: badges)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        return UICollectionViewCompositionalLayout(
            section: CharonLayouts.section(
                CharonLayouts.row(.fractionalWidth(1), .absolute(200), [item]), insets: (50, 50, 50, 50)))
    }
}
