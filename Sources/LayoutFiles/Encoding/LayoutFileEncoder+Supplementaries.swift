import CompositionalLayout

/// Writes supplementary items, their anchors, boundary supplementary items and decoration items (read by
/// `LayoutFileDecoder+Supplementaries.swift`).
extension LayoutFileEncoder {
    /// A list of SUPPLEMENTARY.
    mutating func encode(_ items: [SupplementaryItem], _ path: String) -> JSONValue {
        .array(items.enumerated().map { i, item in encode(item, "\(path)[\(i)]") })
    }

    /// SUPPLEMENTARY; a visibility predicate that is code is refused.
    mutating func encode(_ item: SupplementaryItem, _ path: String) -> JSONValue {
        var m = [
            JSONMember("elementKind", .string(item.elementKind)), JSONMember("size", encode(item.size, path + ".size")),
            JSONMember("containerAnchor", encode(item.containerAnchor, path + ".containerAnchor")),
        ]
        if let anchor = item.itemAnchor { m.append(JSONMember("itemAnchor", encode(anchor, path + ".itemAnchor"))) }
        if item.zIndex != 1 { m.append(JSONMember("zIndex", .number(Double(item.zIndex)))) }
        if item.contentInsets != .zero {
            m.append(JSONMember("contentInsets", encode(item.contentInsets, path + ".contentInsets")))
        }
        if let visibility = item.visibility, let value = encode(visibility) {
            m.append(JSONMember("visibility", value))
        } else if let visibility = item.visibility {
            refuse(
                path + ".visibility",
                "a visibility predicate ('\(visibility.name)') is code; a layout file cannot express it")
        }
        return .object(m)
    }

    /// ANCHOR: its edges and a non-zero absolute offset or a fractional one.
    mutating func encode(_ anchor: Anchor, _ path: String) -> JSONValue {
        let names: [(Edges, String)] = [
            (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
        ]
        var m = [JSONMember("edges", .array(names.filter { anchor.edges.contains($0.0) }.map { .string($0.1) }))]
        switch anchor.offset {
        case .absolute(let p):
            if p != .zero { m.append(JSONMember("absoluteOffset", encode(p, path + ".absoluteOffset"))) }
        case .fractional(let p):
            m.append(JSONMember("fractionalOffset", encode(p, path + ".fractionalOffset")))
        }
        return .object(m)
    }

    /// BOUNDARY.
    mutating func encode(_ item: BoundarySupplementaryItem, _ path: String) -> JSONValue {
        var m = [
            JSONMember("elementKind", .string(item.elementKind)), JSONMember("size", encode(item.size, path + ".size")),
            JSONMember("alignment", .string(item.alignment.rawValue)),
        ]
        if item.offset != .zero { m.append(JSONMember("offset", encode(item.offset, path + ".offset"))) }
        if !item.extendsBoundary { m.append(JSONMember("extendsBoundary", .bool(false))) }
        if item.pinToVisibleBounds { m.append(JSONMember("pinToVisibleBounds", .bool(true))) }
        if item.zIndex != 1 { m.append(JSONMember("zIndex", .number(Double(item.zIndex)))) }
        if item.contentInsets != .zero {
            m.append(JSONMember("contentInsets", encode(item.contentInsets, path + ".contentInsets")))
        }
        return .object(m)
    }

    /// DECORATION.
    mutating func encode(_ item: DecorationItem, _ path: String) -> JSONValue {
        var m = [JSONMember("elementKind", .string(item.elementKind))]
        if item.contentInsets != .zero {
            m.append(JSONMember("contentInsets", encode(item.contentInsets, path + ".contentInsets")))
        }
        if item.zIndex != 0 { m.append(JSONMember("zIndex", .number(Double(item.zIndex)))) }
        return .object(m)
    }
}
