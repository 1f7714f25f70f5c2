import CompositionalLayout

extension BenchLayouts {
    /// A list of full-width rows estimated at 44 points, item insets 12 leading and trailing, spacing 8,
    /// section insets 16 (spec E1: the row's height is what the sizing callback answers, or 44).
    static var estimatedList: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                    Item().height(.estimated(44))
                        .contentInsets(DirectionalInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
                }
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }

    /// Heights from 44 to 140 points, varying with the item index: 44 + (37 x item mod 97).
    static let listHeights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: listHeight(indexPath.item))
    }

    /// The height `listHeights` answers for an item.
    @inline(__always)
    static func listHeight(_ item: Int) -> Double { 44 + Double((item * 37) % 97) }
}
