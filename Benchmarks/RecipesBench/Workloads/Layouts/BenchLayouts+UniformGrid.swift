import CompositionalLayout

extension BenchLayouts {
    /// The grid's container: 1024 x 844, scale 0 (the sizes the earlier reports used).
    static let gridEnvironment = LayoutEnvironment(width: 1024, height: 844)

    /// Spec worked example (a): item 1/3 fw x 1 fh with insets 2.5 in a row 1 fw x 1/3 fw; section insets 2.5.
    static var uniformGrid: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                    Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
                }
            }
            .contentInsets(2.5))
    }
}
