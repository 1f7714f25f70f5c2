import CompositionalLayout

extension Group {
    /// A full-width row of `columns` square slots holding `item`: H (1 fw, 1/columns fw) of the item at
    /// 1/columns fw (the seed article's grid row, shared by several recipes).
    static func squareRow(columns: Int, item: Item) -> Group {
        let fraction = 1.0 / Double(columns)
        return HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(fraction))) {
            item.width(.fractionalWidth(fraction))
        }
    }
}

extension Section {
    /// The seed article's square grid: rows of `columns` squares, cell and section insets 2.5, and a
    /// full-width header estimated 100 points tall at the top (`grid`, `growing-columns`).
    static func squareGrid(columns: Int) -> Section {
        Section(group: .squareRow(columns: columns, item: Item().contentInsets(2.5)))
            .contentInsets(2.5)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.estimated(100))
            }
    }
}
