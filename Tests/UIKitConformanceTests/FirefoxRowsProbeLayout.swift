import CompositionalLayoutUIKit

/// The layout of OpenUIKit's firefoxrowsprobe (iOS 26.1): one section per badge anchor case.
///
/// Per its README: two items per row from `horizontal(layoutSize:subitem:count: 2)` of an absolute
/// 100 x 100 item in a fractionalWidth(1) x absolute(100) group with 20 points between items; section
/// insets 20/30/20/0; 40 points between sections; each item carries one 20 x 20 `badge` unless noted.
enum FirefoxRowsProbeLayout {
    /// The badge's element kind in the probe.
    static let kind = "badge"

    /// The badge of each section, in the transcript's section order.
    @MainActor
    static func badge(section: Int) -> NSCollectionLayoutSupplementaryItem {
        let square = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing])
        func badge(_ anchor: NSCollectionLayoutAnchor) -> NSCollectionLayoutSupplementaryItem {
            NSCollectionLayoutSupplementaryItem(layoutSize: square, elementKind: kind, containerAnchor: anchor)
        }
        func cornerBadge(itemAnchor: NSCollectionLayoutAnchor) -> NSCollectionLayoutSupplementaryItem {
            NSCollectionLayoutSupplementaryItem(
                layoutSize: square, elementKind: kind, containerAnchor: corner, itemAnchor: itemAnchor)
        }
        switch section {
        case 0:  // bottom.fullwidth: firefox's tab title, full width and 30 tall along the bottom.
            return NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: kind, containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
        case 1: return badge(corner)
        case 2:
            return badge(
                NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        case 3:
            return badge(NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)))
        case 4: return badge(NSCollectionLayoutAnchor(edges: []))
        case 5: return badge(NSCollectionLayoutAnchor(edges: [.leading], absoluteOffset: CGPoint(x: 5, y: 5)))
        case 6: return badge(NSCollectionLayoutAnchor(edges: [.bottom], fractionalOffset: CGPoint(x: 0, y: 0.5)))
        case 7: return badge(NSCollectionLayoutAnchor(edges: [.leading, .trailing]))
        case 8: return badge(NSCollectionLayoutAnchor(edges: .all))
        case 9: return cornerBadge(itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        case 10:
            return cornerBadge(
                itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 3, y: 4)))
        case 11:
            return cornerBadge(
                itemAnchor: NSCollectionLayoutAnchor(edges: [], fractionalOffset: CGPoint(x: 0.5, y: 0.5)))
        case 12: return badge(corner)  // topTrailing.insets10: the item has content insets 10 (see `make`).
        case 13:  // bottomTrailing.fractionalSize: half the item's width, a quarter of its height.
            return NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.25)),
                elementKind: kind, containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
        default: return badge(NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 0, y: -7)))
        }
    }

    /// The probe's layout: a section provider giving each section its own badge.
    @MainActor
    static func make() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 40
        return UICollectionViewCompositionalLayout(
            sectionProvider: { section, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                    supplementaryItems: [badge(section: section)])
                if section == 12 {
                    item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                }
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitem: item, count: 2)
                group.interItemSpacing = .fixed(20)
                let layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 0)
                return layoutSection
            }, configuration: configuration)
    }
}
