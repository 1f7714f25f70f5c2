import CompositionalLayout

extension BenchLayouts {
    /// A 3-column grid whose rows are estimated at 100 points.
    ///
    /// Items 1/3 fw wide, estimated 100 tall, insets 4 (only leading and trailing count: spec I2 zeroes
    /// insets on an estimated axis), spacing 8, section insets 16. A row is as tall as its tallest item
    /// (spec E1).
    static var estimatedGrid: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(100))) {
                    Item().width(.fractionalWidth(1.0 / 3)).height(.estimated(100)).contentInsets(4)
                }
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }

    /// Heights from 60 to 156 points: 60 + (53 x item mod 97).
    static let gridHeights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: gridHeight(indexPath.item))
    }

    /// The height `gridHeights` answers for an item.
    @inline(__always)
    static func gridHeight(_ item: Int) -> Double { 60 + Double((item * 53) % 97) }
}
