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
            let n = f["n"].flatMap { decodeCount($0, child(p, "n")) }
            var offset: Int? = 0
            if let v = f["offset"] {
                offset = integer(v, child(p, "offset"))
                if let o = offset, let n, o < 0 || o >= n {
                    report(child(p, "offset"), "offset must be from 0 to n - 1 (\(n - 1)), found \(o)")
                    offset = nil
                }
            }
            guard let n, let offset else { return nil }
            return .onlyEvery(n, offset: offset)
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
        let section = f["section"].flatMap { index(of: $0, child(path, "section")) }
        var items: [Int]?
        if let v = f["items"], let elements = array(v, child(path, "items")) {
            if elements.count > LayoutFileLimits.maximumVisibilityItems {
                report(
                    child(path, "items"),
                    "lists \(elements.count) items; at most \(LayoutFileLimits.maximumVisibilityItems) are allowed")
            } else {
                items = list(v, child(path, "items")) { $0.index(of: $1, $2) }
            }
        }
        guard let section, let items else { return nil }
        return (section, items)
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
        let width = f["widthFraction"].map { number($0, child(path, "widthFraction")) } ?? 0
        let height = f["heightFraction"].map { number($0, child(path, "heightFraction")) } ?? 0
        let points = f["points"].map { number($0, child(path, "points")) } ?? 0
        guard let width, let height, let points else { return nil }
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
            let maximum = f["maximumScale"].flatMap { nonNegative($0, child(p, "maximumScale")) }
            let minimum = f["minimumScale"].flatMap { nonNegative($0, child(p, "minimumScale")) }
            var alpha: Double? = 1
            if let v = f["minimumAlpha"] {
                alpha = nonNegative(v, child(p, "minimumAlpha"))
                if let a = alpha, a > 1 {
                    report(child(p, "minimumAlpha"), "must be from 0 to 1, found \(formatNumber(a))")
                    alpha = nil
                }
            }
            guard let maximum, let minimum, let alpha else { return nil }
            return .scaleByDistanceFromCenter(maximumScale: maximum, minimumScale: minimum, minimumAlpha: alpha)
        }
        guard let f = fields(inner, p, allowed: LayoutFileKeys.hideEffect, required: ["category"]) else { return nil }
        let category: ElementCategory? = f["category"].flatMap { enumValue($0, child(p, "category")) }
        var kindName: String?
        if let v = f["elementKind"] {
            kindName = elementKind(v, child(p, "elementKind"))
            if kindName == nil { return nil }
        }
        guard let category else { return nil }
        return .hide(category, elementKind: kindName)
    }
}
