extension ListConfiguration {
    /// The list as an ordinary section for `environment` (spec section 11): full-width rows of estimated
    /// height, the appearance's insets, and the configured header and footer.
    /// - Throws: `LayoutError` when the padding or a metric is negative or not finite (path `list.…`).
    public func section(in environment: LayoutEnvironment) throws -> Section {
        try validate()
        let rowHeight = Dimension.estimated(metrics.estimatedRowHeight)
        let row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: rowHeight),
            subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: rowHeight)))])
        // spec LS2: the section's contentInsetsReference reads back `.none`.
        return Section(
            group: row, contentInsets: contentInsets(in: environment),
            boundarySupplementaryItems: boundarySupplementaryItems, contentInsetsReference: .none)
    }

    /// The section's content insets in `environment`: the appearance's, without and with a footer (spec LS1,
    /// LS2), plus the header top padding above a first-item header.
    func contentInsets(in environment: LayoutEnvironment) -> DirectionalInsets {
        let m = metrics
        let hasFooter = footerMode == .supplementary
        var insets = DirectionalInsets.zero
        switch appearance {
        case .plain: break
        case .grouped, .insetGrouped:
            if headerMode == .none { insets.top = m.groupedTopInset }
            if !hasFooter { insets.bottom = m.groupedBottomInset }
            if appearance == .insetGrouped {
                let margin =
                    environment.traits.horizontalSizeClass == .regular
                    ? m.insetGroupedRegularMargin : m.insetGroupedCompactMargin
                insets.leading = margin
                insets.trailing = margin
            }
        case .sidebar:
            insets.leading = m.sidebarMargin
            insets.trailing = m.sidebarMargin
            if !hasFooter { insets.bottom = m.sidebarBottomInset }
        case .sidebarPlain:
            insets.leading = m.sidebarMargin
            insets.trailing = m.sidebarMargin
        }
        if headerMode == .firstItemInSection {
            // spec LS2: plain lists read back a 22-point top inset; the first row is the header.
            insets.top += headerTopPadding ?? (appearance == .plain ? m.plainHeaderTopPadding : m.headerTopPadding)
        }
        return insets
    }

    /// The configured supplementary header and footer (spec LS1, LS2): full width, of the appearance's
    /// estimated heights, pinned only in plain-like lists whose metrics pin headers.
    var boundarySupplementaryItems: [BoundarySupplementaryItem] {
        let m = metrics
        // spec LS2: plain and sidebarPlain supplementaries are estimated 28 and pinned, the others 17.5.
        let plainLike = appearance == .plain || appearance == .sidebarPlain
        let pinned = plainLike && m.plainHeadersPin
        let headerHeight = plainLike ? m.plainEstimatedSupplementaryHeight : m.estimatedHeaderHeight
        let footerHeight = plainLike ? m.plainEstimatedSupplementaryHeight : m.estimatedFooterHeight
        var boundary: [BoundarySupplementaryItem] = []
        if headerMode == .supplementary {
            // The header starts the section (spec LS1, spec B4); the padding above it is spacing before the
            // section (`interSectionSpacing`).
            boundary.append(
                BoundarySupplementaryItem(
                    elementKind: headerElementKind,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(headerHeight)),
                    alignment: .top, pinToVisibleBounds: pinned, zIndex: m.supplementaryZIndex))
        }
        if footerMode == .supplementary {
            boundary.append(
                BoundarySupplementaryItem(
                    elementKind: footerElementKind,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(footerHeight)),
                    alignment: .bottom, pinToVisibleBounds: pinned, zIndex: m.supplementaryZIndex))
        }
        return boundary
    }

    /// The spacing between sections of a layout made only of this list (spec LS1, iPhone idiom).
    ///
    /// In `.grouped` and `.insetGrouped` lists without footers, the next section starts `groupedSectionGap`
    /// (with headers) or `groupedHeaderlessSectionGap` (without) below the last row, so the bottom inset is
    /// overlapped and the spacing is negative; 0 everywhere else (ours: no recording of those). With
    /// supplementary headers the header top padding (Apple: "the amount of padding above each section header")
    /// is added: a section starts at its header (spec B4), so the padding lies before it (ours: no recording).
    public var interSectionSpacing: Double {
        let padding = headerMode == .supplementary ? headerTopPadding ?? metrics.headerTopPadding : 0
        guard appearance == .grouped || appearance == .insetGrouped, footerMode == .none else { return padding }
        let gap = headerMode == .none ? metrics.groupedHeaderlessSectionGap : metrics.groupedSectionGap
        return gap - metrics.groupedBottomInset + padding
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
            ("plainEstimatedSupplementaryHeight", m.plainEstimatedSupplementaryHeight),
            ("insetGroupedCompactMargin", m.insetGroupedCompactMargin),
            ("insetGroupedRegularMargin", m.insetGroupedRegularMargin), ("sidebarMargin", m.sidebarMargin),
            ("groupedTopInset", m.groupedTopInset), ("groupedBottomInset", m.groupedBottomInset),
            ("sidebarBottomInset", m.sidebarBottomInset), ("plainHeaderTopPadding", m.plainHeaderTopPadding),
            ("headerTopPadding", m.headerTopPadding), ("groupedSectionGap", m.groupedSectionGap),
            ("groupedHeaderlessSectionGap", m.groupedHeaderlessSectionGap),
        ]
        for (name, value) in values { try Validation.checkNonNegative(value, "list.metrics.\(name)") }
    }
}

extension Layout {
    /// A layout whose every section is the list `configuration` (UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`), built for each environment, with the list's
    /// spacing between sections (spec LS1: negative in grouped lists without footers, by design, so it raises
    /// no negative-value warning, spec LS4).
    public static func list(_ configuration: ListConfiguration) -> Layout {
        var layoutConfiguration = LayoutConfiguration(interSectionSpacing: configuration.interSectionSpacing)
        layoutConfiguration.listInterSectionSpacing = configuration.interSectionSpacing
        return Layout(
            provider: SectionProvider(name: "list(\(configuration))") { _, environment in
                try configuration.section(in: environment)
            },
            configuration: layoutConfiguration)
    }
}
