import CompositionalLayout

/// The `list` section form: a list configuration (spec section 11), expanded into an ordinary section
/// for the document's size class when decoded; the encoder writes the expanded section.
extension LayoutFileDecoder {
    /// `{"list": {"appearance", "headerMode", "footerMode", "headerTopPadding", "metrics"}}`.
    mutating func decodeListSection(_ value: JSONValue, _ path: String) -> Section? {
        guard let outer = fields(value, path, allowed: LayoutFileKeys.listSection, required: ["list"]),
            let body = outer["list"]
        else { return nil }
        let p = child(path, "list")
        guard let f = fields(body, p, allowed: LayoutFileKeys.list, required: ["appearance"]) else { return nil }
        var ok = true
        let appearance: ListConfiguration.Appearance? = field("appearance", in: f, path: p, ok: &ok) {
            $0.enumValue($1, $2)
        }
        let headerMode: ListConfiguration.HeaderMode =
            field("headerMode", in: f, path: p, ok: &ok) { $0.enumValue($1, $2) } ?? .none
        let footerMode: ListConfiguration.FooterMode =
            field("footerMode", in: f, path: p, ok: &ok) { $0.enumValue($1, $2) } ?? .none
        let padding = field("headerTopPadding", in: f, path: p, ok: &ok) { $0.nonNegative($1, $2) }
        let metrics = field("metrics", in: f, path: p, ok: &ok) { $0.decodeListMetrics($1, $2) } ?? ListMetrics()
        guard ok, let appearance else { return nil }
        var configuration = ListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        configuration.footerMode = footerMode
        configuration.headerTopPadding = padding
        configuration.metrics = metrics
        let environment = LayoutEnvironment(width: 390, height: 844, sizeClass: listSizeClass)
        do {
            return try configuration.section(in: environment)
        } catch {
            // Every value was checked above; keep the engine's sentence if a later rule refuses one.
            report(p, "\(error)")
            return nil
        }
    }

    /// `metrics`: any of `ListMetrics`' numbers (each >= 0) and `plainHeadersPin` (a boolean).
    mutating func decodeListMetrics(_ value: JSONValue, _ path: String) -> ListMetrics? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.listMetrics, required: []) else { return nil }
        var m = ListMetrics()
        var ok = true
        let numbers: [(String, WritableKeyPath<ListMetrics, Double>)] = [
            ("estimatedRowHeight", \.estimatedRowHeight), ("estimatedHeaderHeight", \.estimatedHeaderHeight),
            ("estimatedFooterHeight", \.estimatedFooterHeight),
            ("plainEstimatedSupplementaryHeight", \.plainEstimatedSupplementaryHeight),
            ("insetGroupedCompactMargin", \.insetGroupedCompactMargin),
            ("insetGroupedRegularMargin", \.insetGroupedRegularMargin), ("sidebarMargin", \.sidebarMargin),
            ("groupedTopInset", \.groupedTopInset), ("groupedBottomInset", \.groupedBottomInset),
            ("sidebarBottomInset", \.sidebarBottomInset), ("plainHeaderTopPadding", \.plainHeaderTopPadding),
            ("headerTopPadding", \.headerTopPadding), ("groupedSectionGap", \.groupedSectionGap),
            ("groupedHeaderlessSectionGap", \.groupedHeaderlessSectionGap),
        ]
        for (key, keyPath) in numbers {
            m[keyPath: keyPath] =
                field(key, in: f, path: path, ok: &ok) { $0.nonNegative($1, $2) } ?? m[keyPath: keyPath]
        }
        m.plainHeadersPin =
            field("plainHeadersPin", in: f, path: path, ok: &ok) { $0.bool($1, $2) } ?? m.plainHeadersPin
        return ok ? m : nil
    }
}
