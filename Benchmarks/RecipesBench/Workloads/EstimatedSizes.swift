import CompositionalLayout

extension WorkloadFamily {
    /// Workload 7: a list of self-sizing rows: estimated heights replaced by a sizing callback whose
    /// heights vary by index, at 100 k items.
    static var estimatedSizes: WorkloadFamily {
        WorkloadFamily(
            number: 7, name: "Estimated sizes",
            summary: "A list of full-width rows estimated at 44 points; the sizing callback answers 44 + (37 x item mod 97) "
                + "points; spacing 8, section insets 16, at 390 x 844."
        ) { scale in
            let items =
                switch scale {
                case .full: 100_000
                case .quick: 10_000
                case .tiny: 50
                }
            return [
                SolveWorkloads.solve(
                    "estimated list solve (\(SolveWorkloads.count(items)) items, sizing callback)", layout: selfSizingList,
                    environment: LayoutEnvironment(width: 390, height: 844),
                    data: LayoutData(sections: 1, items: items, sizing: varyingHeights))
            ]
        }
    }

    /// Rows whose height the sizing callback decides (spec E1).
    static var selfSizingList: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                    Item().height(.estimated(44)).contentInsets(DirectionalInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
                }
            }
            .interGroupSpacing(8)
            .contentInsets(16))
    }

    /// Heights from 44 to 140 points, varying with the item index.
    static let varyingHeights: SizingCallback = { indexPath, proposed in
        Size(width: proposed.width, height: 44 + Double((indexPath.item * 37) % 97))
    }
}
