import CompositionalLayout

/// Writes items and groups, custom groups with fixed or fractional frames among them (read by
/// `LayoutFileDecoder+Groups.swift`).
extension LayoutFileEncoder {
    /// ITEM or GROUP as its one-key wrapper object (`item`, `group`, `customGroup` or `waterfall`).
    mutating func encode(_ node: LayoutNode, _ path: String) -> JSONValue {
        switch node {
        case .item(let item):
            var m: [JSONMember] = [JSONMember("size", encode(item.size, path + ".size"))]
            if item.contentInsets != .zero {
                m.append(JSONMember("contentInsets", encode(item.contentInsets, path + ".contentInsets")))
            }
            if !item.edgeSpacing.isEmpty {
                m.append(JSONMember("edgeSpacing", encode(item.edgeSpacing, path + ".edgeSpacing")))
            }
            if !item.supplementaryItems.isEmpty {
                m.append(
                    JSONMember("supplementaryItems", encode(item.supplementaryItems, path + ".supplementaryItems")))
            }
            return .object([JSONMember("item", .object(m))])
        case .group(let group):
            if case .custom(let provider) = group.arrangement { return encodeCustom(group, provider, path) }
            if case .waterfall(let waterfall) = group.arrangement { return encodeWaterfall(group, waterfall, path) }
            var m: [JSONMember] = [
                JSONMember("axis", .string(group.arrangement == .horizontal ? "horizontal" : "vertical")),
                JSONMember("size", encode(group.size, path + ".size")),
                JSONMember(
                    "subitems", .array(group.subitems.enumerated().map { encode($1, "\(path).subitems[\($0)]") })),
            ]
            switch group.repetition {
            case .fill: break
            case .count(let n): m.append(JSONMember("count", .number(Double(n))))
            case .repeating(let n): m.append(JSONMember("repeatingCount", .number(Double(n))))
            case .adaptive(let minimum): m.append(JSONMember("adaptiveMinimumLength", .number(minimum)))
            }
            if let spacing = group.interItemSpacing {
                m.append(JSONMember("interItemSpacing", encode(spacing, path + ".interItemSpacing")))
            }
            if group.contentInsets != .zero {
                m.append(JSONMember("contentInsets", encode(group.contentInsets, path + ".contentInsets")))
            }
            if !group.edgeSpacing.isEmpty {
                m.append(JSONMember("edgeSpacing", encode(group.edgeSpacing, path + ".edgeSpacing")))
            }
            if !group.supplementaryItems.isEmpty {
                m.append(
                    JSONMember("supplementaryItems", encode(group.supplementaryItems, path + ".supplementaryItems")))
            }
            return .object([JSONMember("group", .object(m))])
        }
    }

    /// A custom group: only `.fixed` providers, and nothing a `customGroup` object has no key for.
    mutating func encodeCustom(_ group: Group, _ provider: CustomGroupProvider, _ path: String) -> JSONValue {
        if let fractional = provider.fractionalFrames { return encodeFractional(group, fractional, path) }
        var frames: [CustomGroupItem] = []
        if provider.name.hasPrefix("fixed:") {
            frames = provider.frames(LayoutEnvironment(width: 1, height: 1))
        }
        if !provider.name.hasPrefix("fixed:") || CustomGroupProvider.fixed(frames) != provider {
            refuse(
                path,
                "a custom group provider ('\(provider.name)') computes frames in code; only fixed frames can be written"
            )
        }
        refuseCustomGroupParts(group, path)
        let framesPath = path + ".frames"
        let list: [JSONValue] = frames.enumerated().map { i, item in
            let p = "\(framesPath)[\(i)]"
            var m = [
                JSONMember("x", number(item.frame.x, p + ".x")), JSONMember("y", number(item.frame.y, p + ".y")),
                JSONMember("width", number(item.frame.width, p + ".width")),
                JSONMember("height", number(item.frame.height, p + ".height")),
            ]
            if item.zIndex != 0 { m.append(JSONMember("zIndex", .number(Double(item.zIndex)))) }
            return .object(m)
        }
        return .object([
            JSONMember(
                "customGroup",
                .object([JSONMember("size", encode(group.size, path + ".size")), JSONMember("frames", .array(list))]))
        ])
    }

    /// Refuses what a `customGroup` object has no key for (subitems, repetition, spacing, insets...).
    mutating func refuseCustomGroupParts(_ group: Group, _ path: String) {
        var unsupported: [String] = []
        if !group.subitems.isEmpty { unsupported.append("subitems") }
        if group.repetition != .fill { unsupported.append("a repetition") }
        if group.interItemSpacing != nil { unsupported.append("interItemSpacing") }
        if group.contentInsets != .zero { unsupported.append("contentInsets") }
        if !group.edgeSpacing.isEmpty { unsupported.append("edgeSpacing") }
        if !group.supplementaryItems.isEmpty { unsupported.append("supplementaryItems") }
        if !unsupported.isEmpty {
            refuse(
                path,
                "a custom group with \(unsupported.joined(separator: ", ")) cannot be written; a customGroup has only size and frames"
            )
        }
    }

    /// A custom group with fractional frames: each edge a LENGTH (a plain number when it has no fraction).
    mutating func encodeFractional(_ group: Group, _ frames: [FractionalCustomFrame], _ path: String) -> JSONValue {
        refuseCustomGroupParts(group, path)
        let framesPath = path + ".frames"
        let list: [JSONValue] = frames.enumerated().map { i, frame in
            let p = "\(framesPath)[\(i)]"
            var m = [
                JSONMember("x", encode(frame.x, p + ".x")), JSONMember("y", encode(frame.y, p + ".y")),
                JSONMember("width", encode(frame.width, p + ".width")),
                JSONMember("height", encode(frame.height, p + ".height")),
            ]
            if frame.zIndex != 0 { m.append(JSONMember("zIndex", .number(Double(frame.zIndex)))) }
            return .object(m)
        }
        return .object([
            JSONMember(
                "customGroup",
                .object([JSONMember("size", encode(group.size, path + ".size")), JSONMember("frames", .array(list))]))
        ])
    }
}
