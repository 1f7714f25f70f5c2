import CompositionalLayout

extension BenchLayouts {
    /// The estimated list (`estimatedList`) with each row's group wrapped in a vertical estimated group that
    /// pads it 4 points above and below: a shape apps write (a row group kept apart from its spacing) that the
    /// flat stacks did not take, since the root group holds a group rather than items.
    static var wrappedList: Layout {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
            Item().height(.estimated(44))
                .contentInsets(DirectionalInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
        }
        return Layout(
            section: Section {
                VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(52))) { row }
                    .contentInsets(DirectionalInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }
}
