import CompositionalLayout
import LayoutRecipes

/// Decoding of the data forms of what is otherwise code: a supplementary's visibility, a custom group's
/// fractional frames and a section's visible-items effect.
///
/// ```
/// VISIBILITY = "firstInSection" | "lastInSection" | {"everyNth": {"n": 5, "offset": 0}}
///            | {"itemsBySection": [{"section": 0, "items": [0, 3]}, ...]}
/// LENGTH     = n (points) | {"widthFraction": 0, "heightFraction": 0, "points": 0} (of the custom group's size)
/// EFFECT     = {"scaleByDistanceFromCenter": {"maximumScale", "minimumScale" (required), "minimumAlpha": 1}}
///            | {"hide": {"category": "cell"|"supplementary"|"decoration" (required), "elementKind"}}
/// ```
extension LayoutFileDecoder {
    /// VISIBILITY.
    mutating func decodeVisibility(_ value: JSONValue, _ path: String) -> SupplementaryVisibility? {
        if case .string(let s) = value {
            switch s {
            case "firstInSection": return .firstInSection
            case "lastInSection": return .lastInSection
            default:
                let names = ["firstInSection", "lastInSection"]
                if let near = nearestNames(to: s, in: names, limit: 1).first {
                    report(path, "unknown value \(quoted(s)); did you mean '\(near)'?")
                } else {
                    report(path, "unknown value \(quoted(s)); expected \(listing(names)) or an object")
                }
                return nil
            }
        }
        guard let (kind, inner) = oneOf(value, path, choices: LayoutFileKeys.visibility) else { return nil }
        let p = child(path, kind)
        if kind == "everyNth" {
            guard let f = fields(inner, p, allowed: LayoutFileKeys.everyNth, required: ["n"]) else { return nil }
            var ok = true
            let n = field("n", in: f, path: p, ok: &ok) { $0.decodeCount($1, $2) }
            let offset = field("offset", in: f, path: p, ok: &ok) { $0.integer($1, $2) }
            if let n, let offset, offset < 0 || offset >= n {
                report(child(p, "offset"), "offset must be from 0 to n - 1 (\(n - 1)), found \(offset)")
                ok = false
            }
            guard ok, let n else { return nil }
            return .onlyEvery(n, offset: offset ?? 0)
        }
        guard let entries = list(inner, p, { $0.decodeSectionItems($1, $2) }) else { return nil }
        var map: [Int: [Int]] = [:]
        for (i, entry) in entries.enumerated() {
            guard map[entry.section] == nil else {
                report(index(p, i), "section \(entry.section) is listed twice")
                return nil
            }
            map[entry.section] = entry.items
        }
        return .onlyItems(map)
    }

    /// One `itemsBySection` entry: a section index and its item indices (each >= 0, at most
    /// `LayoutFileLimits.maximumVisibilityItems`).
    mutating func decodeSectionItems(_ value: JSONValue, _ path: String) -> (section: Int, items: [Int])? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.sectionItems, required: ["section", "items"]) else {
            return nil
        }
        var ok = true
        let section = field("section", in: f, path: path, ok: &ok) { $0.index(of: $1, $2) }
        let items = field("items", in: f, path: path, ok: &ok) { $0.decodeItemIndices($1, $2) }
        guard ok, let section, let items else { return nil }
        return (section, items)
    }

    /// The `items` of an `itemsBySection` entry: at most `LayoutFileLimits.maximumVisibilityItems` indices.
    mutating func decodeItemIndices(_ value: JSONValue, _ path: String) -> [Int]? {
        guard let elements = array(value, path) else { return nil }
        guard elements.count <= LayoutFileLimits.maximumVisibilityItems else {
            report(
                path, "lists \(elements.count) items; at most \(LayoutFileLimits.maximumVisibilityItems) are allowed")
            return nil
        }
        return list(value, path) { $0.index(of: $1, $2) }
    }

    /// A section or item index: an integer >= 0.
    mutating func index(of value: JSONValue, _ path: String) -> Int? {
        guard let n = integer(value, path) else { return nil }
        guard n >= 0 else {
            report(path, "an index must be >= 0, found \(n)")
            return nil
        }
        return n
    }

    /// LENGTH: a number of points, or fractions of the custom group's width and height plus points;
    /// `nonNegative` refuses a plain negative number (a frame's width or height).
    mutating func decodeGroupLength(_ value: JSONValue, _ path: String, nonNegative: Bool) -> GroupLength? {
        if case .number = value {
            let v = nonNegative ? self.nonNegative(value, path) : number(value, path)
            return v.map(GroupLength.points)
        }
        guard case .object = value else {
            report(path, "expected a number or a length object, found \(value.kindDescription)")
            return nil
        }
        guard let f = fields(value, path, allowed: LayoutFileKeys.groupLength, required: []) else { return nil }
        var ok = true
        let width = field("widthFraction", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        let height = field("heightFraction", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        let points = field("points", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        guard ok else { return nil }
        return GroupLength(widthFraction: width, heightFraction: height, points: points)
    }

    /// EFFECT.
    mutating func decodeEffect(_ value: JSONValue, _ path: String) -> VisibleItemsEffect? {
        guard let (kind, inner) = oneOf(value, path, choices: LayoutFileKeys.effect) else { return nil }
        let p = child(path, kind)
        if kind == "scaleByDistanceFromCenter" {
            guard
                let f = fields(
                    inner, p, allowed: LayoutFileKeys.scaleEffect, required: ["maximumScale", "minimumScale"])
            else { return nil }
            var ok = true
            let maximum = field("maximumScale", in: f, path: p, ok: &ok) { $0.nonNegative($1, $2) }
            let minimum = field("minimumScale", in: f, path: p, ok: &ok) { $0.nonNegative($1, $2) }
            let alpha = field("minimumAlpha", in: f, path: p, ok: &ok) { $0.decodeAlpha($1, $2) } ?? 1
            guard ok, let maximum, let minimum else { return nil }
            return .scaleByDistanceFromCenter(maximumScale: maximum, minimumScale: minimum, minimumAlpha: alpha)
        }
        guard let f = fields(inner, p, allowed: LayoutFileKeys.hideEffect, required: ["category"]) else { return nil }
        var ok = true
        let category: ElementCategory? = field("category", in: f, path: p, ok: &ok) { $0.enumValue($1, $2) }
        let kindName = field("elementKind", in: f, path: p, ok: &ok) { $0.elementKind($1, $2) }
        guard ok, let category else { return nil }
        return .hide(category, elementKind: kindName)
    }

    /// An opacity: a number from 0 to 1.
    mutating func decodeAlpha(_ value: JSONValue, _ path: String) -> Double? {
        guard let alpha = nonNegative(value, path) else { return nil }
        guard alpha <= 1 else {
            report(path, "must be from 0 to 1, found \(formatNumber(alpha))")
            return nil
        }
        return alpha
    }
}
