import CompositionalLayout

extension BenchLayouts {
    /// Self-sizing sideways, a shape no other self-sizing row has: a horizontally scrolling layout whose
    /// sections alternate between columns of three chips measured on their width (a vertical stack) and a row
    /// of cards measured on their width (one item a group), every item inset 4 or 8 above and below.
    static var chips: Layout {
        let chip = Item().width(.estimated(80)).height(.fractionalHeight(1.0 / 3))
            .contentInsets(DirectionalInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        let chipColumns = Section {
            VGroup(LayoutSize(width: .estimated(80), height: .fractionalHeight(1))) {
                chip
                chip
                chip
            }
        }
        .interGroupSpacing(6).contentInsets(12)
        let cards = Section {
            HGroup(LayoutSize(width: .estimated(200), height: .fractionalHeight(1))) {
                Item().width(.estimated(200)).height(.fractionalHeight(1))
                    .contentInsets(DirectionalInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
            }
        }
        .interGroupSpacing(10).contentInsets(12)
        return Layout(
            sections: [chipColumns, cards],
            configuration: LayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 20))
    }

    /// The chips' container: 1024 wide, 300 tall, the height the sections share.
    static let chipsEnvironment = LayoutEnvironment(width: 1024, height: 300)

    /// The chips' and cards' widths: 40 + (31 x item mod 89).
    static let chipWidths: SizingCallback = { indexPath, proposed in
        Size(width: chipWidth(indexPath.item), height: proposed.height)
    }

    /// The width `chipWidths` answers.
    @inline(__always)
    static func chipWidth(_ item: Int) -> Double { 40 + Double((item * 31) % 89) }
}
