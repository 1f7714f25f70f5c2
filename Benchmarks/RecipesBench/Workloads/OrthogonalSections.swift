import CompositionalLayout

extension WorkloadFamily {
    /// Workload 6: 200 orthogonal sections of 50 items, once per scrolling behaviour.
    static var orthogonalSections: WorkloadFamily {
        WorkloadFamily(
            number: 6, name: "Orthogonal sections",
            summary: "200 sections of 50 cards (group 0.85 fw x 200, item insets 5, spacing 10, section insets 10, "
                + "a 44-point header) scrolling across the layout, at 390 x 844, once per behaviour."
        ) { scale in
            let (sections, items) =
                switch scale {
                case .full: (200, 50)
                case .quick: (50, 50)
                case .tiny: (3, 7)
                }
            let behaviours: [OrthogonalScrollingBehavior] = [
                .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ]
            return behaviours.map { behaviour in
                SolveWorkloads.solve(
                    "orthogonal solve (\(sections) sections x \(items) items, \(behaviour.rawValue))",
                    layout: carousel(behaviour), environment: LayoutEnvironment(width: 390, height: 844),
                    data: LayoutData(sections: sections, items: items))
            }
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
