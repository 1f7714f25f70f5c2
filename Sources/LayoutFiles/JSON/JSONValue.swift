/// A parsed JSON value.
///
/// Objects keep their members in document order, so messages and exports list keys in the order a
/// reader wrote them.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; the parser only produces finite values.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in document order (keys are unique: the parser reports duplicates).
    case object([JSONMember])

    /// The kind of value in words, for messages ("an object", "a string").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
