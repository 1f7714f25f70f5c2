import CompositionalLayout

extension WorkloadFamily {
    /// Many orthogonal sections, once per scrolling behaviour, beside the uniform grid with as many items.
    static var orthogonalSections: WorkloadFamily {
        WorkloadFamily(
            number: 3, name: "Orthogonal sections",
            summary: "Sections of 50 cards (group 0.85 fw x 200, item insets 5, spacing 10, section insets 10, a "
                + "header) scrolling across the layout, at 390 x 844, once per behaviour, beside the uniform grid "
                + "with the same number of items."
        ) { scale in
            let (sections, items) =
                switch scale {
                case .full: (2_000, 50)
                case .quick: (200, 50)
                case .tiny: (3, 7)
                }
            let behaviours: [OrthogonalScrollingBehavior] = [
                .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ]
            let total = sections * items
            return [
                .comparison(
                    Comparison(
                        id: "orthogonal",
                        title: "orthogonal solve (\(Format.count(sections)) sections x \(items) items)",
                        summary: "Each behaviour, and the grid at \(Format.count(total)) items.", reference: "grid",
                        isKey: true,
                        targets: behaviours.map {
                            TargetCheck(
                                row: .features, label: "orthogonal sections, \($0.rawValue)",
                                rule: .ratioAtMost(subject: $0.rawValue, reference: "grid", limit: 2))
                        },
                        setUp: {
                            var subjects = [
                                try SolveWorkloads.engine(
                                    id: "grid", title: "grid solve (\(Format.count(total)) items)",
                                    layout: BenchLayouts.uniformGrid, environment: BenchLayouts.gridEnvironment,
                                    data: LayoutData(sections: 1, items: total)
                                ).0
                            ]
                            for behaviour in behaviours {
                                subjects.append(
                                    try SolveWorkloads.engine(
                                        id: behaviour.rawValue,
                                        title: "orthogonal solve (\(Format.count(sections)) sections x \(items) "
                                            + "items, \(behaviour.rawValue))",
                                        layout: carousel(behaviour), environment: BenchLayouts.phone,
                                        data: LayoutData(sections: sections, items: items)
                                    ).0)
                            }
                            return subjects
                        }))
            ]
        }
    }

    /// A carousel section scrolling with `behaviour`.
    static func carousel(_ behaviour: OrthogonalScrollingBehavior) -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.85), height: .absolute(200))) {
                    Item().contentInsets(5)
                }
            }
            .orthogonalScrolling(behaviour)
            .interGroupSpacing(10)
            .contentInsets(10)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header") })
    }
}
