import CompositionalLayout

/// Writes a waterfall root group (spec G13, ours) as `{"waterfall": {...}}`, refusing the parts its
/// object has no key for (the engine refuses them too).
extension LayoutFileEncoder {
    /// The `waterfall` object of `group`: size, columns, spacings, insets and its items.
    mutating func encodeWaterfall(_ group: Group, _ waterfall: Waterfall, _ path: String) -> JSONValue {
        var m = [JSONMember("size", encode(group.size, path + ".size"))]
        switch waterfall.columns {
        case .count(let n): m.append(JSONMember("columns", .number(Double(n))))
        case .adaptive(let minimum):
            m.append(JSONMember("minimumColumnWidth", number(minimum, path + ".minimumColumnWidth")))
        }
        if waterfall.columnSpacing != 0 {
            m.append(JSONMember("columnSpacing", number(waterfall.columnSpacing, path + ".columnSpacing")))
        }
        if waterfall.itemSpacing != 0 {
            m.append(JSONMember("itemSpacing", number(waterfall.itemSpacing, path + ".itemSpacing")))
        }
        if group.contentInsets != .zero {
            m.append(JSONMember("contentInsets", encode(group.contentInsets, path + ".contentInsets")))
        }
        var subitems: [JSONValue] = []
        for (i, node) in group.subitems.enumerated() {
            let p = "\(path).subitems[\(i)]"
            if case .group = node { refuse(p, "a waterfall's subitems are items; a nested group cannot be written") }
            subitems.append(encode(node, p))
        }
        m.append(JSONMember("subitems", .array(subitems)))
        var unsupported: [String] = []
        if group.repetition != .fill { unsupported.append("a repetition") }
        if group.interItemSpacing != nil { unsupported.append("interItemSpacing") }
        if !group.edgeSpacing.isEmpty { unsupported.append("edgeSpacing") }
        if !group.supplementaryItems.isEmpty { unsupported.append("supplementaryItems") }
        if !unsupported.isEmpty {
            refuse(
                path,
                "a waterfall with \(unsupported.joined(separator: ", ")) cannot be written; a waterfall has no such keys"
            )
        }
        return .object([JSONMember("waterfall", .object(m))])
    }
}
