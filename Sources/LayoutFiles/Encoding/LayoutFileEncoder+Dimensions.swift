import CompositionalLayout

/// Writes the small geometric values: SIZE and its dimensions, INSETS, SPACING, edge spacing and points
/// (read by `LayoutFileDecoder+Dimensions.swift`).
extension LayoutFileEncoder {
    /// SIZE.
    mutating func encode(_ size: LayoutSize, _ path: String) -> JSONValue {
        .object([
            JSONMember("width", encode(size.width, path + ".width")),
            JSONMember("height", encode(size.height, path + ".height")),
        ])
    }

    /// DIM, or a WIDTHLENGTH under `absolute` for a dimension computed from the container's width.
    mutating func encode(_ dimension: Dimension, _ path: String) -> JSONValue {
        if let length = widthLengths[path] { return .object([JSONMember("absolute", encode(length, path))]) }
        let key: String
        switch dimension {
        case .absolute: key = "absolute"
        case .fractionalWidth: key = "fractionalWidth"
        case .fractionalHeight: key = "fractionalHeight"
        case .estimated: key = "estimated"
        case .uniformAcrossSiblings: key = "uniformAcrossSiblings"
        }
        return .object([JSONMember(key, number(dimension.value, path))])
    }

    /// INSETS, all four edges.
    mutating func encode(_ insets: DirectionalInsets, _ path: String) -> JSONValue {
        .object([
            JSONMember("top", number(insets.top, path + ".top")),
            JSONMember("leading", number(insets.leading, path + ".leading")),
            JSONMember("bottom", number(insets.bottom, path + ".bottom")),
            JSONMember("trailing", number(insets.trailing, path + ".trailing")),
        ])
    }

    /// SPACING.
    mutating func encode(_ spacing: Spacing, _ path: String) -> JSONValue {
        .object([JSONMember(spacing.isFlexible ? "flexible" : "fixed", number(spacing.value, path))])
    }

    /// EDGES: the edges that have a spacing.
    mutating func encode(_ edges: EdgeSpacing, _ path: String) -> JSONValue {
        var m: [JSONMember] = []
        for (key, spacing) in [
            ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom),
        ] {
            if let spacing { m.append(JSONMember(key, encode(spacing, "\(path).\(key)"))) }
        }
        return .object(m)
    }

    /// A point's `x` and `y`.
    mutating func encode(_ point: Point, _ path: String) -> JSONValue {
        .object([JSONMember("x", number(point.x, path + ".x")), JSONMember("y", number(point.y, path + ".y"))])
    }
}
