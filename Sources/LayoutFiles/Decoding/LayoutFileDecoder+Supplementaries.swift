import CompositionalLayout

/// Decoding of supplementary items (attached to an item or group), their anchors, boundary supplementary
/// items (of a section or the layout) and decoration items (written by `LayoutFileEncoder+Supplementaries.swift`).
extension LayoutFileDecoder {
    /// A list of SUPPLEMENTARY.
    mutating func decodeSupplementaries(_ value: JSONValue, _ path: String) -> [SupplementaryItem]? {
        list(value, path, { $0.decodeSupplementary($1, $2) })
    }

    /// SUPPLEMENTARY.
    mutating func decodeSupplementary(_ value: JSONValue, _ path: String) -> SupplementaryItem? {
        guard
            let f = fields(
                value, path, allowed: LayoutFileKeys.supplementary,
                required: ["elementKind", "size", "containerAnchor"])
        else { return nil }
        var ok = true
        let kind = field("elementKind", in: f, path: path, ok: &ok) { $0.elementKind($1, $2) }
        let size = field("size", in: f, path: path, ok: &ok) { $0.decodeSize($1, $2) }
        let containerAnchor = field("containerAnchor", in: f, path: path, ok: &ok) { $0.decodeAnchor($1, $2) }
        let itemAnchor = field("itemAnchor", in: f, path: path, ok: &ok) { $0.decodeAnchor($1, $2) }
        let zIndex = field("zIndex", in: f, path: path, ok: &ok) { $0.integer($1, $2) } ?? 1
        let insets = field("contentInsets", in: f, path: path, ok: &ok) { $0.decodeInsets($1, $2) } ?? .zero
        let visibility = field("visibility", in: f, path: path, ok: &ok) { $0.decodeVisibility($1, $2) }
        guard ok, let kind, let size, let containerAnchor else { return nil }
        return SupplementaryItem(
            elementKind: kind, size: size, containerAnchor: containerAnchor, itemAnchor: itemAnchor, zIndex: zIndex,
            contentInsets: insets, visibility: visibility)
    }

    /// ANCHOR: edges plus an absolute or a fractional offset (not both).
    mutating func decodeAnchor(_ value: JSONValue, _ path: String) -> Anchor? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.anchor, required: ["edges"]) else { return nil }
        var ok = true
        let edges = field("edges", in: f, path: path, ok: &ok) { $0.decodeEdges($1, $2) }
        var offset = AnchorOffset.zero
        if f["absoluteOffset"] != nil && f["fractionalOffset"] != nil {
            report(path, "'absoluteOffset' and 'fractionalOffset' cannot both be given")
            ok = false
        }
        if let p = field("absoluteOffset", in: f, path: path, ok: &ok, { $0.decodePoint($1, $2) }) {
            offset = .absolute(p)
        }
        if let p = field("fractionalOffset", in: f, path: path, ok: &ok, { $0.decodePoint($1, $2) }) {
            offset = .fractional(p)
        }
        guard ok, let edges else { return nil }
        return Anchor(edges: edges, offset: offset)
    }

    /// `["top", "leading", ...]`: any subset, each edge at most once; `[]` is the centre.
    mutating func decodeEdges(_ value: JSONValue, _ path: String) -> Edges? {
        guard let elements = array(value, path) else { return nil }
        var edges: Edges = []
        var ok = true
        for (i, element) in elements.enumerated() {
            let p = index(path, i)
            guard let name: EdgeName = enumValue(element, p) else {
                ok = false
                continue
            }
            if edges.contains(name.edge) {
                report(p, "edge '\(name.rawValue)' is listed twice")
                ok = false
            }
            edges.insert(name.edge)
        }
        return ok ? edges : nil
    }

    /// A list of BOUNDARY.
    mutating func decodeBoundaries(_ value: JSONValue, _ path: String) -> [BoundarySupplementaryItem]? {
        list(value, path, { $0.decodeBoundary($1, $2) })
    }

    /// BOUNDARY.
    mutating func decodeBoundary(_ value: JSONValue, _ path: String) -> BoundarySupplementaryItem? {
        guard
            let f = fields(
                value, path, allowed: LayoutFileKeys.boundary, required: ["elementKind", "size", "alignment"])
        else { return nil }
        var ok = true
        let kind = field("elementKind", in: f, path: path, ok: &ok) { $0.elementKind($1, $2) }
        let size = field("size", in: f, path: path, ok: &ok) { $0.decodeSize($1, $2) }
        let alignment: BoundaryAlignment? = field("alignment", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
        let offset = field("offset", in: f, path: path, ok: &ok) { $0.decodePoint($1, $2) } ?? .zero
        let extends = field("extendsBoundary", in: f, path: path, ok: &ok) { $0.bool($1, $2) } ?? true
        let pinned = field("pinToVisibleBounds", in: f, path: path, ok: &ok) { $0.bool($1, $2) } ?? false
        let zIndex = field("zIndex", in: f, path: path, ok: &ok) { $0.integer($1, $2) } ?? 1
        let insets = field("contentInsets", in: f, path: path, ok: &ok) { $0.decodeInsets($1, $2) } ?? .zero
        guard ok, let kind, let size, let alignment else { return nil }
        return BoundarySupplementaryItem(
            elementKind: kind, size: size, alignment: alignment, offset: offset, extendsBoundary: extends,
            pinToVisibleBounds: pinned, zIndex: zIndex, contentInsets: insets)
    }

    /// A list of DECORATION.
    mutating func decodeDecorations(_ value: JSONValue, _ path: String) -> [DecorationItem]? {
        list(value, path, { $0.decodeDecoration($1, $2) })
    }

    /// DECORATION.
    mutating func decodeDecoration(_ value: JSONValue, _ path: String) -> DecorationItem? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.decoration, required: ["elementKind"]) else {
            return nil
        }
        var ok = true
        let kind = field("elementKind", in: f, path: path, ok: &ok) { $0.elementKind($1, $2) }
        let insets = field("contentInsets", in: f, path: path, ok: &ok) { $0.decodeInsets($1, $2) } ?? .zero
        let zIndex = field("zIndex", in: f, path: path, ok: &ok) { $0.integer($1, $2) } ?? 0
        guard ok, let kind else { return nil }
        return DecorationItem(elementKind: kind, contentInsets: insets, zIndex: zIndex)
    }
}

/// The edge names of ANCHOR.edges.
enum EdgeName: String, CaseIterable {
    case top, leading, bottom, trailing

    /// The engine's edge.
    var edge: Edges {
        switch self {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}
