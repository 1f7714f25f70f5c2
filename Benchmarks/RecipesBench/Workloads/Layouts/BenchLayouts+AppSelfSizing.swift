import CompositionalLayout

extension BenchLayouts {
    /// Self-sizing as app code writes it, a shape the estimated list and grid rows do not have: sections that
    /// alternate between a list whose rows carry leading and trailing insets inside an estimated group with
    /// insets of its own, and a two-column estimated grid whose cells carry insets on every side.
    static var appSelfSizing: Layout {
        let list = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(60))) {
                Item().height(.estimated(60)).contentInsets(
                    DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            }
            .contentInsets(DirectionalInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        }
        .interGroupSpacing(1)
        let grid = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(180))) {
                Item().width(.fractionalWidth(0.5)).height(.estimated(180)).contentInsets(6)
            }
            .interItemSpacing(.fixed(4))
        }
        .interGroupSpacing(8)
        .contentInsets(DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        return Layout(sections: [list, grid], configuration: LayoutConfiguration(interSectionSpacing: 16))
    }

    /// The app layout's heights: 60 + (29 x item mod 83) in list sections, 120 + (41 x item mod 89) in grids.
    static let appHeights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: appHeight(section: indexPath.section, item: indexPath.item))
    }

    /// The height `appHeights` answers.
    @inline(__always)
    static func appHeight(section: Int, item: Int) -> Double {
        section % 2 == 0 ? 60 + Double((item * 29) % 83) : 120 + Double((item * 41) % 89)
    }
}
