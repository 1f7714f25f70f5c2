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

    /// INSETS: each edge any number (negative ones reach outside, spec D7), missing edges 0.
    static var insets: JSONValue {
        object(LayoutFileKeys.insets.map { ($0, number()) })
    }

    /// SPACING: fixed or flexible, any number (negative spacing overlaps, spec D7).
    static var spacing: JSONValue {
        oneOf([wrapper("fixed", number()), wrapper("flexible", number())])
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
