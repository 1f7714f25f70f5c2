import CompositionalLayout

/// Writes a SECTION (read by `LayoutFileDecoder+Sections.swift`).
extension LayoutFileEncoder {
    /// SECTION: its root group and the properties that differ from the model's defaults; a visible-items
    /// hook that is code is refused.
    mutating func encode(_ section: Section, _ path: String) -> JSONValue {
        var m: [JSONMember] = [JSONMember("group", encode(.group(section.group), path + ".group"))]
        if section.contentInsets != .zero {
            m.append(JSONMember("contentInsets", encode(section.contentInsets, path + ".contentInsets")))
        }
        if section.interGroupSpacing != 0 {
            m.append(JSONMember("interGroupSpacing", number(section.interGroupSpacing, path + ".interGroupSpacing")))
        }
        if section.orthogonalScrollingBehavior != .none {
            m.append(JSONMember("orthogonalScrollingBehavior", .string(section.orthogonalScrollingBehavior.rawValue)))
        }
        if !section.boundarySupplementaryItems.isEmpty {
            let p = path + ".boundarySupplementaryItems"
            m.append(
                JSONMember(
                    "boundarySupplementaryItems",
                    .array(section.boundarySupplementaryItems.enumerated().map { encode($1, "\(p)[\($0)]") })))
        }
        if !section.decorationItems.isEmpty {
            let p = path + ".decorationItems"
            m.append(
                JSONMember(
                    "decorationItems", .array(section.decorationItems.enumerated().map { encode($1, "\(p)[\($0)]") })))
        }
        if !section.supplementariesFollowContentInsets {
            m.append(JSONMember("supplementariesFollowContentInsets", .bool(false)))
        }
        if section.contentInsetsReference != .automatic {
            m.append(JSONMember("contentInsetsReference", .string(section.contentInsetsReference.rawValue)))
        }
        if section.supplementaryContentInsetsReference != .automatic {
            let reference = section.supplementaryContentInsetsReference.rawValue
            m.append(JSONMember("supplementaryContentInsetsReference", .string(reference)))
        }
        if let effect = section.visibleItemsHandler?.effect {
            m.append(JSONMember("visibleItemsEffect", encode(effect, path + ".visibleItemsEffect")))
        } else if let handler = section.visibleItemsHandler {
            refuse(
                path + ".visibleItemsHandler",
                "a visible-items hook ('\(handler.name)') is code; a layout file cannot express it")
        }
        return .object(m)
    }
}
