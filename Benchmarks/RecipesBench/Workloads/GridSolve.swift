import CompositionalLayout

extension WorkloadFamily {
    /// Workload 1: the uniform 3-column grid of square items with insets (spec worked example (a)),
    /// solved in full at 10 k, 100 k and 1 M items.
    static var gridSolve: WorkloadFamily {
        WorkloadFamily(
            number: 1, name: "Uniform grid full solve",
            summary: "A 3-column grid of square items with 2.5-point insets (spec example (a)) at 1024 x 844, scale 0."
        ) { scale in
            let sizes =
                switch scale {
                case .full: [10_000, 100_000, 1_000_000]
                case .quick: [1_000, 10_000, 100_000]
                case .tiny: [10, 100]
                }
            return sizes.map { n in
                var workload = SolveWorkloads.solve(
                    "grid solve (\(SolveWorkloads.count(n)) items)", layout: uniformGrid, environment: gridEnvironment,
                    data: LayoutData(sections: 1, items: n))
                if n == sizes.last { workload.targets.insert(.gridThroughput) }
                if n == 100_000 || (scale != .full && n == sizes.last) { workload.targets.insert(.gridSpeedUp) }
                return workload
            }
        }
    }

    /// The grid's container: the 1024 x 844 viewport the rect queries of workload 4 also use.
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
