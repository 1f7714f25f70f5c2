import CompositionalLayout
import LayoutRecipes

/// Turns engine values into the layout-file JSON tree, writing only values that differ from the
/// model's defaults and collecting every part a file cannot express (with its path).
struct LayoutFileEncoder {
    /// Parts that cannot be written, in layout order.
    private(set) var problems: [LayoutFileProblem] = []
    /// True when a problem is code the format cannot express (not merely an invalid value).
    private(set) var inexpressible = false
    /// The absolute dimensions computed from the width, by their full paths, while a width-relative value
    /// is written (`encodeChoice`).
    var widthLengths: [String: WidthLength] = [:]

    /// Records a part the format cannot express.
    mutating func refuse(_ path: String, _ message: String) {
        problems.append(LayoutFileProblem(path: path, message: message))
        inexpressible = true
    }

    /// Records a value JSON cannot hold (NaN, infinity).
    mutating func invalid(_ path: String, _ message: String) {
        problems.append(LayoutFileProblem(path: path, message: message))
    }

    /// The whole document.
    mutating func encode(_ document: LayoutDocument) -> JSONValue {
        var m: [JSONMember] = []
        if let name = document.name { m.append(JSONMember("name", .string(name))) }
        if let summary = document.summary { m.append(JSONMember("summary", .string(summary))) }
        if document.sizeClass != .any { m.append(JSONMember("sizeClass", .string(document.sizeClass.rawValue))) }
        m += encodeLayoutChoice(document.layouts, "")
        if let data = document.data { m.append(JSONMember("data", .array(data.map { .number(Double($0)) }))) }
        if let sizes = document.sizes { m.append(JSONMember("sizes", encode(sizes))) }
        return .object(m)
    }

    /// SIZES, cells by index path and supplementaries by kind and section, in a stable order.
    func encode(_ sizes: LayoutSizes) -> JSONValue {
        func answer(_ a: LayoutSizes.Answer) -> [JSONMember] {
            (a.width.map { [JSONMember("width", .number($0))] } ?? [])
                + (a.height.map { [JSONMember("height", .number($0))] } ?? [])
        }
        let cells = sizes.cells.sorted { $0.key < $1.key }.map { entry in
            JSONValue.object(
                [
                    JSONMember("section", .number(Double(entry.key.section))),
                    JSONMember("item", .number(Double(entry.key.item))),
                ] + answer(entry.value))
        }
        let supplementaries = sizes.supplementaries.sorted {
            ($0.key.kind, $0.key.section ?? -1) < ($1.key.kind, $1.key.section ?? -1)
        }.map { entry in
            JSONValue.object(
                [JSONMember("kind", .string(entry.key.kind))]
                    + (entry.key.section.map { [JSONMember("section", .number(Double($0)))] } ?? [])
                    + answer(entry.value))
        }
        var m: [JSONMember] = []
        if !cells.isEmpty { m.append(JSONMember("cells", .array(cells))) }
        if !supplementaries.isEmpty { m.append(JSONMember("supplementaries", .array(supplementaries))) }
        return .object(m)
    }

    /// The members of one LAYOUT: scroll direction, spacing, boundary items and sections (`prefix` is
    /// the layout's path followed by a dot, or empty at the top level).
    mutating func encodeLayout(_ layout: Layout, _ prefix: String) -> [JSONMember] {
        var m: [JSONMember] = []
        let configuration = layout.configuration
        if configuration.scrollDirection != .vertical {
            m.append(JSONMember("scrollDirection", .string(configuration.scrollDirection.rawValue)))
        }
        if configuration.interSectionSpacing != 0 {
            m.append(
                JSONMember(
                    "interSectionSpacing",
                    number(configuration.interSectionSpacing, prefix + "interSectionSpacing")))
        }
        if configuration.contentInsetsReference != .safeArea {
            m.append(JSONMember("contentInsetsReference", .string(configuration.contentInsetsReference.rawValue)))
        }
        if !configuration.boundarySupplementaryItems.isEmpty {
            let path = prefix + "boundarySupplementaryItems"
            m.append(
                JSONMember(
                    "boundarySupplementaryItems",
                    .array(configuration.boundarySupplementaryItems.enumerated().map { encode($1, "\(path)[\($0)]") })))
        }
        let path = prefix + "sections"
        let sections: [JSONValue]
        switch layout.sections {
        case .single(let section): sections = [encode(section, path + "[0]")]
        case .cycle(let list):
            sections = list.enumerated().map { encode($1, "\(path)[\($0)]") }
            if list.isEmpty { invalid(path, "the layout has an empty list of sections") }
        case .provider(let provider):
            guard let choices = provider.choices else {
                refuse(
                    path,
                    "a section provider ('\(provider.name)') builds sections in code; a layout file cannot express it")
                sections = []
                break
            }
            if choices.isEmpty { invalid(path, "the layout has an empty list of sections") }
            sections = choices.enumerated().map { encodeSectionChoice($1, "\(path)[\($0)]") }
        }
        m.append(JSONMember("sections", .array(sections)))
        return m
    }

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

    mutating func encode(_ items: [SupplementaryItem], _ path: String) -> JSONValue {
        .array(items.enumerated().map { i, item in encode(item, "\(path)[\(i)]") })
    }

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

    mutating func encode(_ item: DecorationItem, _ path: String) -> JSONValue {
        var m = [JSONMember("elementKind", .string(item.elementKind))]
        if item.contentInsets != .zero {
            m.append(JSONMember("contentInsets", encode(item.contentInsets, path + ".contentInsets")))
        }
        if item.zIndex != 0 { m.append(JSONMember("zIndex", .number(Double(item.zIndex)))) }
        return .object(m)
    }

    mutating func encode(_ size: LayoutSize, _ path: String) -> JSONValue {
        .object([
            JSONMember("width", encode(size.width, path + ".width")),
            JSONMember("height", encode(size.height, path + ".height")),
        ])
    }

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

    mutating func encode(_ insets: DirectionalInsets, _ path: String) -> JSONValue {
        .object([
            JSONMember("top", number(insets.top, path + ".top")),
            JSONMember("leading", number(insets.leading, path + ".leading")),
            JSONMember("bottom", number(insets.bottom, path + ".bottom")),
            JSONMember("trailing", number(insets.trailing, path + ".trailing")),
        ])
    }

    mutating func encode(_ spacing: Spacing, _ path: String) -> JSONValue {
        .object([JSONMember(spacing.isFlexible ? "flexible" : "fixed", number(spacing.value, path))])
    }

    mutating func encode(_ edges: EdgeSpacing, _ path: String) -> JSONValue {
        var m: [JSONMember] = []
        for (key, spacing) in [
            ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom),
        ] {
            if let spacing { m.append(JSONMember(key, encode(spacing, "\(path).\(key)"))) }
        }
        return .object(m)
    }

    mutating func encode(_ point: Point, _ path: String) -> JSONValue {
        .object([JSONMember("x", number(point.x, path + ".x")), JSONMember("y", number(point.y, path + ".y"))])
    }

    /// A number, refusing NaN and infinities (JSON has no spelling for them).
    mutating func number(_ value: Double, _ path: String) -> JSONValue {
        guard value.isFinite else {
            invalid(path, "\(value) is not a finite number; JSON cannot express it")
            return .number(0)
        }
        return .number(value)
    }
}
