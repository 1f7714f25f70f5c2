import CompositionalLayout

/// Decoding of the small geometric values: SIZE and its dimensions, INSETS, SPACING, edge spacing and
/// points (written by `LayoutFileEncoder+Dimensions.swift`).
extension LayoutFileDecoder {
    /// SIZE: both dimensions required.
    mutating func decodeSize(_ value: JSONValue, _ path: String) -> LayoutSize? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.size, required: ["width", "height"]) else {
            return nil
        }
        var ok = true
        let width = field("width", in: f, path: path, ok: &ok) { $0.decodeDimension($1, $2) }
        let height = field("height", in: f, path: path, ok: &ok) { $0.decodeDimension($1, $2) }
        guard ok, let width, let height else { return nil }
        return LayoutSize(width: width, height: height)
    }

    /// DIM: exactly one of absolute / fractionalWidth / fractionalHeight / estimated / uniformAcrossSiblings;
    /// value problems are reported at the dimension's path.
    mutating func decodeDimension(_ value: JSONValue, _ path: String) -> Dimension? {
        guard let (kind, inner) = oneOf(value, path, choices: LayoutFileKeys.dimension) else {
            return nil
        }
        if kind == "absolute", case .object = inner {
            // WIDTHLENGTH: computed from the container's width when the layout is chosen.
            guard let length = decodeWidthLength(inner, child(path, "absolute")) else { return nil }
            widthLengths[path] = length
            return .absolute(0)
        }
        guard let v = number(inner, path) else { return nil }
        switch kind {
        case "fractionalWidth", "fractionalHeight":
            guard v > 0 else {
                report(path, "fraction must be > 0, found \(formatNumber(v))")
                return nil
            }
            return kind == "fractionalWidth" ? .fractionalWidth(v) : .fractionalHeight(v)
        default:
            guard v >= 0 else {
                report(path, "\(kind) must be >= 0, found \(formatNumber(v))")
                return nil
            }
            switch kind {
            case "absolute": return .absolute(v)
            case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: v)
            default: return .estimated(v)
            }
        }
    }

    /// INSETS: missing edges are 0; any number (spec D7: a negative inset reaches outside, as in UIKit).
    mutating func decodeInsets(_ value: JSONValue, _ path: String) -> DirectionalInsets? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.insets, required: []) else { return nil }
        var ok = true
        let top = field("top", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        let leading = field("leading", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        let bottom = field("bottom", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        let trailing = field("trailing", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        guard ok else { return nil }
        return DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// SPACING: exactly one of fixed / flexible, any number (spec D7: negative spacing overlaps, as in UIKit).
    mutating func decodeSpacing(_ value: JSONValue, _ path: String) -> Spacing? {
        guard let (kind, inner) = oneOf(value, path, choices: LayoutFileKeys.spacing) else {
            return nil
        }
        guard let v = number(inner, path) else { return nil }
        return kind == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// EDGES: each edge an optional SPACING.
    mutating func decodeEdgeSpacing(_ value: JSONValue, _ path: String) -> EdgeSpacing? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.edgeSpacing, required: []) else { return nil }
        var ok = true
        let leading = field("leading", in: f, path: path, ok: &ok) { $0.decodeSpacing($1, $2) }
        let top = field("top", in: f, path: path, ok: &ok) { $0.decodeSpacing($1, $2) }
        let trailing = field("trailing", in: f, path: path, ok: &ok) { $0.decodeSpacing($1, $2) }
        let bottom = field("bottom", in: f, path: path, ok: &ok) { $0.decodeSpacing($1, $2) }
        guard ok else { return nil }
        return EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
    }

    /// `{"x": 0, "y": 0}`: missing coordinates are 0 (like insets); any finite value.
    mutating func decodePoint(_ value: JSONValue, _ path: String) -> Point? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.point, required: []) else { return nil }
        var ok = true
        let x = field("x", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        let y = field("y", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        guard ok else { return nil }
        return Point(x: x, y: y)
    }
}
