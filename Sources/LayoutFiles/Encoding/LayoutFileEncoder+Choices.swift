import CompositionalLayout

/// Writes choices: layouts or sections per size class or width range, and the WIDTHLENGTH of a dimension
/// computed from the container's width (read by `LayoutFileDecoder+Choices.swift`).
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

    /// WIDTHLENGTH: `{"widthFraction", "points"}` (points left out when 0).
    mutating func encode(_ length: WidthLength, _ path: String) -> JSONValue {
        var m = [JSONMember("widthFraction", number(length.widthFraction, path + ".widthFraction"))]
        if length.points != 0 { m.append(JSONMember("points", number(length.points, path + ".points"))) }
        return .object(m)
    }
}
