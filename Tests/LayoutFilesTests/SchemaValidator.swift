import Foundation

@testable import LayoutFiles

/// A small JSON Schema validator for the keywords `docs/layout-file.schema.json` uses (`type`,
/// `properties`, `additionalProperties: false`, `required`, `items`, `enum`, `oneOf`, `$ref` into `$defs`,
/// `minimum`, `exclusiveMinimum`, `maximum`, `minItems`, `uniqueItems`, `minLength`, `pattern`), so the
/// tests can check documents against the schema without a dependency.
struct SchemaValidator {
    /// The definitions of the schema (for `$ref`).
    let definitions: [String: JSONValue]

    /// A validator for `schema`.
    init(_ schema: JSONValue) {
        definitions = Self.members(schema["$defs"] ?? .null)
    }

    /// An object's members by key (empty for other values).
    static func members(_ value: JSONValue) -> [String: JSONValue] {
        guard case .object(let list) = value else { return [:] }
        return Dictionary(list.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The problems of `value` against `schema`, with paths (empty when it is valid).
    func problems(_ value: JSONValue, _ schema: JSONValue, _ path: String = "$") -> [String] {
        let s = Self.members(schema)
        if case .string(let ref)? = s["$ref"] {
            guard let target = definitions[String(ref.dropFirst("#/$defs/".count))] else {
                return ["\(path): unknown reference \(ref)"]
            }
            return problems(value, target, path)
        }
        if case .string(let type)? = s["type"], !Self.has(type: type, value) { return ["\(path): expected \(type)"] }
        if case .array(let names)? = s["enum"], !names.contains(value) { return ["\(path): not in the enum"] }
        var found: [String] = []
        if case .array(let choices)? = s["oneOf"] {
            let matching = choices.filter { problems(value, $0, path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) of the oneOf choices, not 1") }
        }
        switch value {
        case .object(let list):
            let object = Self.members(value)
            if case .array(let keys)? = s["required"] {
                for case .string(let key) in keys where object[key] == nil { found.append("\(path): missing \(key)") }
            }
            let properties = s["properties"].map(Self.members)
            for member in list {
                if let sub = properties?[member.key] {
                    found += problems(member.value, sub, "\(path).\(member.key)")
                } else if properties != nil, s["additionalProperties"] == .bool(false) {
                    found.append("\(path): unexpected key \(member.key)")
                }
            }
        case .array(let elements):
            if case .number(let minItems)? = s["minItems"], Double(elements.count) < minItems {
                found.append("\(path): fewer than \(minItems) items")
            }
            if s["uniqueItems"] == .bool(true), Set(elements).count != elements.count {
                found.append("\(path): duplicate items")
            }
            if let items = s["items"] {
                for (i, element) in elements.enumerated() { found += problems(element, items, "\(path)[\(i)]") }
            }
        case .number(let n):
            if case .number(let m)? = s["minimum"], n < m { found.append("\(path): below \(m)") }
            if case .number(let m)? = s["exclusiveMinimum"], n <= m { found.append("\(path): not above \(m)") }
            if case .number(let m)? = s["maximum"], n > m { found.append("\(path): above \(m)") }
        case .string(let text):
            if case .number(let m)? = s["minLength"], Double(text.count) < m { found.append("\(path): too short") }
            if case .string(let pattern)? = s["pattern"], text.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): does not match \(pattern)")
            }
        case .null, .bool:
            break
        }
        return found
    }

    static func has(type: String, _ value: JSONValue) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number):
            true
        case ("integer", .number(let n)): n == n.rounded()
        default: false
        }
    }
}

extension JSONValue {
    /// The member `key` of an object, or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
