import CompositionalLayout

extension WorkloadFamily {
    /// Many orthogonal sections, once per scrolling behaviour, beside the uniform grid with as many items.
    static var orthogonalSections: WorkloadFamily {
        WorkloadFamily(
            number: 3, name: "Orthogonal sections",
            summary: "Sections of 50 cards (group 0.85 fw x 200, item insets 5, spacing 10, section insets 10, a "
                + "header) scrolling across the layout, at 390 x 844, once per behaviour, beside the uniform grid "
                + "with the same number of items; and the continuous sections with counts varying from one section to "
                + "the next, so that none repeats the one before it."
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
                            // The same sections with item counts varying from one to the next (45 to 55), so
                            // that no section repeats the one before it: the cost of placing each on its own.
                            let varied = (0..<sections).map { items - 5 + $0 % 11 }
                            subjects.append(
                                try SolveWorkloads.engine(
                                    id: "continuous-varied",
                                    title: "orthogonal solve (\(Format.count(sections)) sections x \(items - 5) to "
                                        + "\(items + 5) items, continuous)",
                                    layout: carousel(.continuous), environment: BenchLayouts.phone,
                                    data: LayoutData(itemCounts: varied)
                                ).0)
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
