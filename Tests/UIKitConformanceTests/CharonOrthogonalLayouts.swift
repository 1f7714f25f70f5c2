import CompositionalLayoutUIKit

/// The layouts of kern0x1b/charon's `orthogonal_lines()` and `modified_lines()`
/// (tests/backports/device/compositional-cases.m, commit fd4831c9), whose UIKit answers are
/// `Recordings/charon-orthogonal.json`; the offsets each case scrolled to are the recording's host.
enum CharonOrthogonalLayouts {
    /// The offsets every section was scrolled to, in order.
    static let steps = [0, 40, 130, 200, 300, 400, 700]

    /// Every orthogonal case, keyed as the recording names it.
    static var table: [String: @MainActor () -> UICollectionViewLayout] {
        var table: [String: @MainActor () -> UICollectionViewLayout] = [:]
        for behavior in 1...5 {
            for variant in 0..<4 {
                for step in steps {
                    table["charon.orthogonal.b\(behavior).v\(variant).at\(step)"] = {
                        layout(behavior: behavior, variant: variant)
                    }
                }
            }
        }
        for step in [0, 100, 250] { table["charon.orthogonal.modified.at\(step)"] = modified }
        return table
    }

    /// One section per behaviour and variant, as `orthogonal_lines()` builds it.
    ///
    /// Behaviour 1 to 5 (continuous, continuousGroupLeadingBoundary, paging, groupPaging,
    /// groupPagingCentered); variant 0 a 100 x 50 group, 1 a group 0.8 of the width, 2 a 100-wide group a
    /// quarter of the height without a header, 3 no spacing between groups. Insets 3, 4, 5, 6; a 20-point
    /// header; a visible-items handler that only reads (into `VisibleItemsLog`).
    @MainActor
    static func layout(behavior: Int, variant: Int) -> UICollectionViewLayout {
        let fill = CharonLayouts.item(.fractionalWidth(1), .fractionalHeight(1))
        let group =
            variant == 1
            ? CharonLayouts.row(.fractionalWidth(0.8), .absolute(50), [fill])
            : CharonLayouts.row(.absolute(100), variant == 2 ? .fractionalHeight(0.25) : .absolute(50), [fill])
        let section = CharonLayouts.section(group, insets: (3, 4, 5, 6))
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        section.orthogonalScrollingBehavior = behaviors[behavior - 1]
        section.interGroupSpacing = variant == 3 ? 0 : 8
        if variant != 2 {
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CharonLayouts.size(.fractionalWidth(1), .absolute(20)), elementKind: "h",
                    alignment: .top)
            ]
        }
        section.visibleItemsInvalidationHandler = { items, offset, _ in VisibleItemsLog.record(items, offset: offset) }
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// `modified_lines()`: one continuous section of half-size groups whose handler fades and scales each
    /// item by its distance from the offset, orders them by zIndex, moves item 1 and rotates item 3.
    @MainActor
    static func modified() -> UICollectionViewLayout {
        let group = CharonLayouts.row(
            .fractionalWidth(0.5), .fractionalHeight(0.5),
            [CharonLayouts.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CharonLayouts.section(group, insets: (3, 4, 5, 6))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items {
                let distance = abs(CGFloat(item.indexPath.item) * 155 + 4 - offset.x) / 300
                item.alpha = max(0.2, 1 - distance)
                item.transform3D = CATransform3DMakeScale(1 - distance / 2, 1 - distance / 2, 1)
                item.zIndex = 10 - item.indexPath.item
                if item.indexPath.item == 1 {
                    item.center = CGPoint(x: CGFloat(item.indexPath.item) * 40 + 110 + offset.x, y: 60)
                }
                if item.indexPath.item == 3 { item.transform = CGAffineTransform(rotationAngle: 0.3) }
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }
}
