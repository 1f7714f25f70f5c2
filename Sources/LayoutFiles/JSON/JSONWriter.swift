/// Writes a `JSONValue` as readable JSON: two-space indentation, objects and arrays on one line when
/// they fit in `lineWidth` columns, numbers in their shortest round-tripping form.
public enum JSONWriter {
    /// The width below which a nested value stays on one line.
    public static let lineWidth = 100

    /// The value as text with a final newline.
    public static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    /// The value on one line (", " and ": " separators).
    public static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return number(n)
        case .string(let s): return string(s)
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { "\(string($0.key)): \(compact($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let flat = compact(value)
        guard indent + flat.count > lineWidth else {
            out += flat
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        switch value {
        case .array(let elements):
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 2, into: &out)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += pad + string(member.key) + ": "
                write(member.value, indent: indent + 2, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += flat
        }
    }

    /// A finite number as JSON text.
    ///
    /// Whole values below 2^53 are written without a fraction, others in Swift's shortest
    /// round-tripping form (valid JSON, e.g. `0.3333333333333333`, `1e-07`).
    /// JSON has no spelling for NaN or infinities: they are written as `null` (the layout encoder
    /// refuses them before writing).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return value == 0 ? "0" : String(Int(value))
        }
        return value.description
    }

    /// A string in quotes with `"`, `\` and control characters escaped.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
