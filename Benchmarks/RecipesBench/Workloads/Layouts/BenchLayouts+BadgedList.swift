import CompositionalLayout

extension BenchLayouts {
    /// The estimated list (`estimatedList`) with a 20 x 20 badge on every row, at its top-trailing corner 4 in
    /// from each edge: a shape apps write (an unread count on each row) that the one-item loop does not take.
    static var badgedList: Layout {
        var item = Item().height(.estimated(44))
            .contentInsets(DirectionalInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
        item.supplementaryItems = [
            SupplementaryItem(
                elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                containerAnchor: Anchor(edges: [.top, .trailing], offset: .absolute(Point(x: -4, y: 4))))
        ]
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) { item }
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }
}
