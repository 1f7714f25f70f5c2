import CompositionalLayout

/// The schema of the `list` section form (read by `LayoutFileDecoder+List.swift`).
extension LayoutFileSchema {
    /// The `list` section form: `{"list": LIST}`.
    static var listSection: JSONValue {
        wrapper("list", reference("list"))
    }

    /// A list configuration: appearance, header and footer modes, padding and metrics.
    static var list: JSONValue {
        object(
            [
                ("appearance", enumeration(ListConfiguration.Appearance.allCases.map(\.rawValue))),
                ("headerMode", enumeration(ListConfiguration.HeaderMode.allCases.map(\.rawValue))),
                ("footerMode", enumeration(ListConfiguration.FooterMode.allCases.map(\.rawValue))),
                ("headerTopPadding", number(minimum: 0)), ("metrics", reference("listMetrics")),
            ], required: ["appearance"])
    }

    /// A list's metrics: numbers >= 0 and `plainHeadersPin`.
    static var listMetrics: JSONValue {
        object(
            LayoutFileKeys.listMetrics.map {
                ($0, $0 == "plainHeadersPin" ? type("boolean") : number(minimum: 0))
            })
    }
}
