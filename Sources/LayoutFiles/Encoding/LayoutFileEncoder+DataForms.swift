import CompositionalLayout

/// Writes the data forms of what is otherwise code: a supplementary's visibility, a visible-items effect
/// and a LENGTH of a custom group's frame (read by `LayoutFileDecoder+DataForms.swift`).
extension LayoutFileEncoder {
    /// VISIBILITY, or nil for a custom (closure) rule.
    func encode(_ visibility: SupplementaryVisibility) -> JSONValue? {
        switch visibility.rule {
        case .firstInSection: return .string("firstInSection")
        case .lastInSection: return .string("lastInSection")
        case .everyNth(let n, let offset):
            var m = [JSONMember("n", .number(Double(n)))]
            if offset != 0 { m.append(JSONMember("offset", .number(Double(offset)))) }
            return .object([JSONMember("everyNth", .object(m))])
        case .items(let map):
            let entries: [JSONValue] = map.keys.sorted().map { section in
                .object([
                    JSONMember("section", .number(Double(section))),
                    JSONMember("items", .array(map[section]!.map { .number(Double($0)) })),
                ])
            }
            return .object([JSONMember("itemsBySection", .array(entries))])
        case .custom: return nil
        }
    }

    /// EFFECT.
    mutating func encode(_ effect: VisibleItemsEffect, _ path: String) -> JSONValue {
        switch effect {
        case .scaleByDistanceFromCenter(let maximum, let minimum, let alpha):
            let p = path + ".scaleByDistanceFromCenter"
            var m = [
                JSONMember("maximumScale", number(maximum, p + ".maximumScale")),
                JSONMember("minimumScale", number(minimum, p + ".minimumScale")),
            ]
            if alpha != 1 { m.append(JSONMember("minimumAlpha", number(alpha, p + ".minimumAlpha"))) }
            return .object([JSONMember("scaleByDistanceFromCenter", .object(m))])
        case .hide(let category, let kind):
            var m = [JSONMember("category", .string(category.rawValue))]
            if let kind { m.append(JSONMember("elementKind", .string(kind))) }
            return .object([JSONMember("hide", .object(m))])
        }
    }

    /// LENGTH: the non-zero parts of a group length, or a plain number of points.
    mutating func encode(_ length: GroupLength, _ path: String) -> JSONValue {
        guard length.widthFraction != 0 || length.heightFraction != 0 else { return number(length.points, path) }
        var m: [JSONMember] = []
        if length.widthFraction != 0 {
            m.append(JSONMember("widthFraction", number(length.widthFraction, path + ".widthFraction")))
        }
        if length.heightFraction != 0 {
            m.append(JSONMember("heightFraction", number(length.heightFraction, path + ".heightFraction")))
        }
        if length.points != 0 { m.append(JSONMember("points", number(length.points, path + ".points"))) }
        return .object(m)
    }
}
