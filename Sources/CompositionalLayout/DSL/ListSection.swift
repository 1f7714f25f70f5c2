extension ListConfiguration {
    /// The list as an ordinary section for `environment` (spec section 11): full-width rows of estimated
    /// height, the appearance's insets, and the configured header and footer.
    /// - Throws: `LayoutError` when the padding or a metric is negative or not finite (path `list.…`).
    public func section(in environment: LayoutEnvironment) throws -> Section {
        try validate()
        let m = metrics
        let rowHeight = Dimension.estimated(m.estimatedRowHeight)
        let row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: rowHeight),
            subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: rowHeight)))])
        // spec L11.2: the insets of each appearance.
        var insets = DirectionalInsets.zero
        switch appearance {
        case .plain, .sidebarPlain: break
        case .grouped:
            insets.top = m.groupedSectionInset
            insets.bottom = m.groupedSectionInset
        case .insetGrouped:
            let margin =
                environment.traits.horizontalSizeClass == .regular
                ? m.insetGroupedRegularMargin : m.insetGroupedCompactMargin
            insets = DirectionalInsets(
                top: m.groupedSectionInset, leading: margin, bottom: m.groupedSectionInset, trailing: margin)
        case .sidebar:
            insets.leading = m.sidebarMargin
            insets.trailing = m.sidebarMargin
        }
        // spec L11.3: the padding above the header lengthens the section's top and moves the header down by it.
        let plainLike = appearance == .plain || appearance == .sidebarPlain
        let padding = headerTopPadding ?? (appearance == .plain ? m.plainHeaderTopPadding : m.headerTopPadding)
        var boundary: [BoundarySupplementaryItem] = []
        switch headerMode {
        case .none: break
        case .supplementary:
            insets.top += padding
            boundary.append(
                BoundarySupplementaryItem(
                    elementKind: headerElementKind,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(m.estimatedHeaderHeight)),
                    alignment: .top, offset: Point(x: 0, y: padding),
                    pinToVisibleBounds: plainLike && m.plainHeadersPin))
        case .firstItemInSection:
            insets.top += padding
        }
        if footerMode == .supplementary {
            boundary.append(
                BoundarySupplementaryItem(
                    elementKind: footerElementKind,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(m.estimatedFooterHeight)),
                    alignment: .bottom))
        }
        return Section(group: row, contentInsets: insets, boundarySupplementaryItems: boundary)
    }
}

extension ListConfiguration {
    /// Checks that the padding and every metric are finite and not negative.
    func validate() throws {
        if let padding = headerTopPadding { try Validation.checkNonNegative(padding, "list.headerTopPadding") }
        let m = metrics
        let values: [(String, Double)] = [
            ("estimatedRowHeight", m.estimatedRowHeight), ("estimatedHeaderHeight", m.estimatedHeaderHeight),
            ("estimatedFooterHeight", m.estimatedFooterHeight),
            ("insetGroupedCompactMargin", m.insetGroupedCompactMargin),
            ("insetGroupedRegularMargin", m.insetGroupedRegularMargin), ("sidebarMargin", m.sidebarMargin),
            ("groupedSectionInset", m.groupedSectionInset), ("plainHeaderTopPadding", m.plainHeaderTopPadding),
            ("headerTopPadding", m.headerTopPadding),
        ]
        for (name, value) in values { try Validation.checkNonNegative(value, "list.metrics.\(name)") }
    }
}

extension Layout {
    /// A layout whose every section is the list `configuration` (UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`), built for each environment.
    public static func list(_ configuration: ListConfiguration) -> Layout {
        Layout(
            provider: SectionProvider(name: "list(\(configuration))") { _, environment in
                try configuration.section(in: environment)
            })
    }
}
