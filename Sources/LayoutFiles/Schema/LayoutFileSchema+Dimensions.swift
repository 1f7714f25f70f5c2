import CompositionalLayout

/// The schema of sizes, dimensions, insets, spacing and points (read by `LayoutFileDecoder+Dimensions.swift`).
extension LayoutFileSchema {
    /// SIZE: both dimensions.
    static var size: JSONValue {
        object(
            [("width", reference("dimension")), ("height", reference("dimension"))],
            required: ["width", "height"])
    }

    /// DIM: one of absolute, fractionalWidth, fractionalHeight, estimated, uniformAcrossSiblings.
    static var dimension: JSONValue {
        oneOf([
            wrapper("absolute", oneOf([number(minimum: 0), reference("widthLength")])),
            wrapper("fractionalWidth", number(exclusiveMinimum: 0)),
            wrapper("fractionalHeight", number(exclusiveMinimum: 0)), wrapper("estimated", number(minimum: 0)),
            wrapper("uniformAcrossSiblings", number(minimum: 0)),
        ])
    }

    /// INSETS: each edge >= 0, missing edges 0.
    static var insets: JSONValue {
        object(LayoutFileKeys.insets.map { ($0, number(minimum: 0)) })
    }

    /// SPACING: fixed or flexible, >= 0.
    static var spacing: JSONValue {
        oneOf([wrapper("fixed", number(minimum: 0)), wrapper("flexible", number(minimum: 0))])
    }

    /// EDGES: each edge an optional SPACING.
    static var edgeSpacing: JSONValue {
        object(LayoutFileKeys.edgeSpacing.map { ($0, reference("spacing")) })
    }

    /// A point: `x` and `y`.
    static var point: JSONValue {
        object([("x", type("number")), ("y", type("number"))])
    }
}
