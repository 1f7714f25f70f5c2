import CompositionalLayout

extension BenchLayouts {
    /// Self-sizing cards, a shape the shortcuts do not take: the general evaluator places it.
    ///
    /// Each instance is a vertical estimated group padded 4 above and below, holding a full-width estimated title
    /// over a row of two half-width estimated cells inset 4 (across; spec I2 drops the rest). Its stacks nest
    /// with more than one child, which no flat stack takes.
    static var cards: Layout {
        Layout(
            section: Section {
                VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(124))) {
                    Item().height(.estimated(44))
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(80))) {
                        Item().width(.fractionalWidth(0.5)).height(.estimated(80)).contentInsets(4)
                    }
                }
                .contentInsets(DirectionalInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }
}
