import CompositionalLayout

/// The schema of items and groups (read by `LayoutFileDecoder+Groups.swift`).
extension LayoutFileSchema {
    /// A section's root group: a `group`, `customGroup` or `waterfall` wrapper.
    static var rootGroup: JSONValue {
        oneOf([
            wrapper("group", reference("group")), wrapper("customGroup", reference("customGroup")),
            wrapper("waterfall", reference("waterfall")),
        ])
    }

    /// A subitem: an `item`, `group` or `customGroup` wrapper.
    static var node: JSONValue {
        oneOf([
            wrapper("item", reference("item")), wrapper("group", reference("group")),
            wrapper("customGroup", reference("customGroup")),
        ])
    }

    /// The body of an `item` wrapper.
    static var item: JSONValue {
        object(
            [
                ("size", reference("size")), ("contentInsets", reference("insets")),
                ("edgeSpacing", reference("edgeSpacing")),
                ("supplementaryItems", array(reference("supplementary"))),
            ], required: ["size"])
    }

    /// The body of a `group` wrapper.
    static var group: JSONValue {
        object(
            [
                ("axis", enumeration(Axis.allCases.map(\.rawValue))), ("size", reference("size")),
                ("subitems", array(reference("node"), minItems: 1)),
                ("count", integer(minimum: 1)), ("repeatingCount", integer(minimum: 1)),
                ("adaptiveMinimumLength", number(exclusiveMinimum: 0)),
                ("interItemSpacing", reference("spacing")), ("contentInsets", reference("insets")),
                ("edgeSpacing", reference("edgeSpacing")),
                ("supplementaryItems", array(reference("supplementary"))),
            ], required: ["axis", "size", "subitems"])
    }

    /// The body of a `customGroup` wrapper: its size and frames.
    static var customGroup: JSONValue {
        object(
            [("size", reference("size")), ("frames", array(reference("customFrame"), minItems: 1))],
            required: ["size", "frames"])
    }

    /// One frame of a custom group, each edge a LENGTH.
    static var customFrame: JSONValue {
        object(
            [
                ("x", reference("length")), ("y", reference("length")), ("width", reference("length")),
                ("height", reference("length")), ("zIndex", integer()),
            ], required: ["x", "y", "width", "height"])
    }
}
