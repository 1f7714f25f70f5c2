import CompositionalLayout

/// The schema of supplementary, boundary supplementary and decoration items and their anchors (read by
/// `LayoutFileDecoder+Supplementaries.swift`).
extension LayoutFileSchema {
    /// ANCHOR: edges plus an absolute or a fractional offset.
    static var anchor: JSONValue {
        object(
            [
                ("edges", array(enumeration(EdgeName.allCases.map(\.rawValue)), unique: true)),
                ("absoluteOffset", reference("point")), ("fractionalOffset", reference("point")),
            ], required: ["edges"])
    }

    /// SUPPLEMENTARY: an item's or group's supplementary item.
    static var supplementary: JSONValue {
        object(
            [
                ("elementKind", kind), ("size", reference("size")), ("containerAnchor", reference("anchor")),
                ("itemAnchor", reference("anchor")), ("zIndex", integer()),
                ("contentInsets", reference("insets")), ("visibility", reference("visibility")),
            ], required: ["elementKind", "size", "containerAnchor"])
    }

    /// BOUNDARY: a section's or the layout's boundary supplementary item.
    static var boundary: JSONValue {
        object(
            [
                ("elementKind", kind), ("size", reference("size")),
                ("alignment", enumeration(BoundaryAlignment.allCases.map(\.rawValue))),
                ("offset", reference("point")), ("extendsBoundary", type("boolean")),
                ("pinToVisibleBounds", type("boolean")), ("zIndex", integer()),
                ("contentInsets", reference("insets")),
            ], required: ["elementKind", "size", "alignment"])
    }

    /// DECORATION.
    static var decoration: JSONValue {
        object(
            [("elementKind", kind), ("contentInsets", reference("insets")), ("zIndex", integer())],
            required: ["elementKind"])
    }

    /// A non-empty string (an element kind).
    static var kind: JSONValue {
        .object([JSONMember("type", .string("string")), JSONMember("minLength", .number(1))])
    }
}
