/// Building blocks of the schema: objects, references, `oneOf`, types, enumerations, numbers and arrays.
extension LayoutFileSchema {
    /// The members of an object schema: its properties, the required keys, and no other keys.
    static func objectMembers(_ properties: [(String, JSONValue)], required: [String] = []) -> [JSONMember] {
        var members = [
            JSONMember("type", .string("object")),
            JSONMember("properties", .object(properties.map { JSONMember($0.0, $0.1) })),
        ]
        if !required.isEmpty { members.append(JSONMember("required", .array(required.map(JSONValue.string)))) }
        members.append(JSONMember("additionalProperties", .bool(false)))
        return members
    }

    /// An object schema with `properties`, `required` keys and no other keys.
    static func object(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        .object(objectMembers(properties, required: required))
    }

    /// A one-key object `{key: value}`.
    static func wrapper(_ key: String, _ value: JSONValue) -> JSONValue { object([(key, value)], required: [key]) }

    /// `{"$ref": "#/$defs/<name>"}`.
    static func reference(_ name: String) -> JSONValue { .object([JSONMember("$ref", .string("#/$defs/\(name)"))]) }

    /// Exactly one of `choices`.
    static func oneOf(_ choices: [JSONValue]) -> JSONValue { .object([JSONMember("oneOf", .array(choices))]) }

    /// `{"required": keys}` (a branch of `oneOf`).
    static func required(_ keys: [String]) -> JSONValue {
        .object([JSONMember("required", .array(keys.map(JSONValue.string)))])
    }

    /// `{"type": name}`.
    static func type(_ name: String) -> JSONValue { .object([JSONMember("type", .string(name))]) }

    /// `value` with a `description` first.
    static func describe(_ description: JSONValue, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = value else { return value }
        return .object([JSONMember("description", description)] + members)
    }

    /// A string matching `regex`.
    static func pattern(_ regex: String) -> JSONValue {
        .object([JSONMember("type", .string("string")), JSONMember("pattern", .string(regex))])
    }

    /// One of `names`.
    static func enumeration(_ names: [String]) -> JSONValue {
        .object([JSONMember("enum", .array(names.map(JSONValue.string)))])
    }

    /// A number, with optional bounds.
    static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil) -> JSONValue {
        var members = [JSONMember("type", .string("number"))]
        if let minimum { members.append(JSONMember("minimum", .number(minimum))) }
        if let exclusiveMinimum { members.append(JSONMember("exclusiveMinimum", .number(exclusiveMinimum))) }
        if let maximum { members.append(JSONMember("maximum", .number(maximum))) }
        return .object(members)
    }

    /// An integer, with an optional minimum.
    static func integer(minimum: Int? = nil) -> JSONValue {
        var members = [JSONMember("type", .string("integer"))]
        if let minimum { members.append(JSONMember("minimum", .number(Double(minimum)))) }
        return .object(members)
    }

    /// An array of `items`, with an optional minimum count and unique elements.
    static func array(_ items: JSONValue, minItems: Int? = nil, unique: Bool = false) -> JSONValue {
        var members = [JSONMember("type", .string("array")), JSONMember("items", items)]
        if let minItems { members.append(JSONMember("minItems", .number(Double(minItems)))) }
        if unique { members.append(JSONMember("uniqueItems", .bool(true))) }
        return .object(members)
    }
}
