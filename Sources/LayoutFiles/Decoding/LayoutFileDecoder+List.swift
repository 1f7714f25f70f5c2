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
        var configuration: ListConfiguration?
        if let v = f["appearance"] {
            if let a: ListConfiguration.Appearance = enumValue(v, child(p, "appearance")) {
                configuration = ListConfiguration(appearance: a)
            } else {
                ok = false
            }
        }
        var headerMode = ListConfiguration.HeaderMode.none
        if let v = f["headerMode"] {
            if let m: ListConfiguration.HeaderMode = enumValue(v, child(p, "headerMode")) {
                headerMode = m
            } else {
                ok = false
            }
        }
        var footerMode = ListConfiguration.FooterMode.none
        if let v = f["footerMode"] {
            if let m: ListConfiguration.FooterMode = enumValue(v, child(p, "footerMode")) {
                footerMode = m
            } else {
                ok = false
            }
        }
        var padding: Double?
        if let v = f["headerTopPadding"] {
            padding = nonNegative(v, child(p, "headerTopPadding"))
            if padding == nil { ok = false }
        }
        var metrics = ListMetrics()
        if let v = f["metrics"] {
            if let m = decodeListMetrics(v, child(p, "metrics")) { metrics = m } else { ok = false }
        }
        guard ok, var configuration else { return nil }
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
            ("insetGroupedCompactMargin", \.insetGroupedCompactMargin),
            ("insetGroupedRegularMargin", \.insetGroupedRegularMargin), ("sidebarMargin", \.sidebarMargin),
            ("groupedSectionInset", \.groupedSectionInset), ("plainHeaderTopPadding", \.plainHeaderTopPadding),
            ("headerTopPadding", \.headerTopPadding),
        ]
        for (key, keyPath) in numbers {
            guard let v = f[key] else { continue }
            if let n = nonNegative(v, child(path, key)) { m[keyPath: keyPath] = n } else { ok = false }
        }
        if let v = f["plainHeadersPin"] {
            if let b = bool(v, child(path, "plainHeadersPin")) { m.plainHeadersPin = b } else { ok = false }
        }
        return ok ? m : nil
    }
}
