import CompositionalLayout

extension BenchLayouts {
    /// Five section descriptions that section i cycles through (`i mod 5`), with every kind of element a
    /// section can have: headers, footers, badges, backgrounds and an orthogonal section.
    ///
    /// 0: a list of 44-point rows, a pinned header, a footer and a background (one item is one row);
    /// 1: a 4-column grid with a badge on every item and a header; 2: an orthogonal carousel with a header;
    /// 3: a 3-column grid with a background and a footer (100 and 101 items both take 34 rows);
    /// 4: a 2-column grid with a pinned header.
    static var mixedSections: Layout {
        let header = BoundarySupplementaryItem(elementKind: "header").height(.absolute(40))
        let footer = BoundarySupplementaryItem(elementKind: "footer").height(.absolute(30)).alignment(.bottom)
        let list = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() }
        }
        .interGroupSpacing(1)
        .boundarySupplementaryItems {
            header.pinToVisibleBounds().zIndex(2)
            footer
        }
        .decorationItems { DecorationItem.background(elementKind: "background") }
        let badged = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25))) {
                Item().width(.fractionalWidth(0.25)).contentInsets(2)
                    .supplementaryItems { SupplementaryItem(elementKind: "badge") }
            }
        }
        .boundarySupplementaryItems { header }
        let carousel = Section {
            HGroup(LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200))) { Item() }
        }
        .interGroupSpacing(8)
        .orthogonalScrolling(.continuous)
        .contentInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        .boundarySupplementaryItems { header }
        let grid = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
            }
        }
        .contentInsets(8)
        .boundarySupplementaryItems { footer }
        .decorationItems { DecorationItem.background(elementKind: "background") }
        let pairs = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(120))) {
                Item().width(.fractionalWidth(0.5))
            }
            .interItemSpacing(.fixed(8))
        }
        .interGroupSpacing(8)
        .boundarySupplementaryItems { header.pinToVisibleBounds() }
        return Layout(
            sections: [list, badged, carousel, grid, pairs], configuration: LayoutConfiguration(interSectionSpacing: 12)
        )
    }

    /// `mixedSections` with a layout-wide header and footer (spec B6), as an app's feed with a banner above
    /// and a legal footer below every section has them: the shape the row-adding re-solve also has to keep
    /// cheap.
    static var mixedSectionsWithLayoutItems: Layout {
        mixedSections.boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "banner").height(.absolute(120))
            BoundarySupplementaryItem(elementKind: "legal").height(.absolute(60)).alignment(.bottom)
        }
    }
}
