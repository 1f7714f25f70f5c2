import CompositionalLayout

/// Encoding of choices (layouts or sections per size class or width range) and of the data forms of
/// what is otherwise code (visibility, fractional custom frames, visible-items effects).
extension LayoutFileEncoder {
    /// The members of a layout choice: one LAYOUT's keys for `.fixed`, else `sizeClasses` or `widths`
    /// and `otherwise` (`prefix`: the path followed by a dot, or empty at the top level).
    mutating func encodeLayoutChoice(_ choice: EnvironmentChoice<Layout>, _ prefix: String) -> [JSONMember] {
        encodeChoice(choice, prefix, valueKey: "layout") { encoder, layout, prefix in
            encoder.encodeLayout(layout, prefix)
        }
    }

    /// A `sections` entry: a SECTION, or a choice between sections.
    mutating func encodeSectionChoice(_ choice: EnvironmentChoice<Section>, _ path: String) -> JSONValue {
        if case .fixed(let section) = choice { return encode(section, path) }
        return .object(
            encodeChoice(choice, path + ".", valueKey: "section") { encoder, section, prefix in
                // A section inside a choice is an object of its own, so it is the only member of its value.
                guard case .object(let members) = encoder.encode(section, String(prefix.dropLast())) else { return [] }
                return members
            })
    }

    /// The members of CHOICE(X); `encodeValue` writes the members of one X at a prefix.
    mutating func encodeChoice<Value>(
        _ choice: EnvironmentChoice<Value>, _ prefix: String, valueKey: String,
        _ encodeValue: (inout LayoutFileEncoder, Value, String) -> [JSONMember]
    ) -> [JSONMember] {
        func nested(_ encoder: inout LayoutFileEncoder, _ choice: EnvironmentChoice<Value>, _ path: String)
            -> JSONValue
        {
            .object(encoder.encodeChoice(choice, path + ".", valueKey: valueKey, encodeValue))
        }
        switch choice {
        case .fixed(let value):
            return encodeValue(&self, value, prefix)
        case .widthRelative(let value, let lengths):
            // The bound dimensions are written as WIDTHLENGTH objects under `absolute`.
            let saved = widthLengths
            widthLengths = Dictionary(uniqueKeysWithValues: lengths.map { (prefix + $0.key, $0.value) })
            defer { widthLengths = saved }
            return encodeValue(&self, value, prefix)
        case .bySizeClass(let compact, let regular):
            let p = prefix + "sizeClasses"
            return [
                JSONMember(
                    "sizeClasses",
                    .object([
                        JSONMember("compact", nested(&self, compact, p + ".compact")),
                        JSONMember("regular", nested(&self, regular, p + ".regular")),
                    ]))
            ]
        case .byWidth(let ranges, let otherwise):
            let p = prefix + "widths"
            let list: [JSONValue] = ranges.enumerated().map { i, range in
                let q = "\(p)[\(i)]"
                let bound: JSONMember
                switch range.bound {
                case .below(let v): bound = JSONMember("below", number(v, q + ".below"))
                case .atMost(let v): bound = JSONMember("atMost", number(v, q + ".atMost"))
                }
                return .object([bound, JSONMember(valueKey, nested(&self, range.choice, q + "." + valueKey))])
            }
            return [
                JSONMember("widths", .array(list)),
                JSONMember("otherwise", nested(&self, otherwise, prefix + "otherwise")),
            ]
        }
    }

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

    /// WIDTHLENGTH: `{"widthFraction", "points"}` (points left out when 0).
    mutating func encode(_ length: WidthLength, _ path: String) -> JSONValue {
        var m = [JSONMember("widthFraction", number(length.widthFraction, path + ".widthFraction"))]
        if length.points != 0 { m.append(JSONMember("points", number(length.points, path + ".points"))) }
        return .object(m)
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
