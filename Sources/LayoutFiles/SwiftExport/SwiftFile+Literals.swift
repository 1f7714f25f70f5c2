import CompositionalLayout

/// Swift literals and local names: numbers, string literals and identifiers made from element kinds.
extension SwiftFile {
    /// A number as a Swift literal: integers without a fraction, others in Swift's shortest exact form.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A Swift string literal for `s`, escaping quotes, backslashes and control characters.
    static func stringLiteral(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A lower-camel-case local name for an element kind (`section-header` -> `sectionHeader`); kinds that
    /// give no usable name, or a keyword, become `supplementary`.
    static func identifier(_ kind: String) -> String {
        var words: [String] = []
        var current = ""
        for c in kind {
            if c.isASCII && (c.isLetter || c.isNumber) {
                current.append(c)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first, let initial = first.first, initial.isLetter else { return "supplementary" }
        let name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(\.capitalizedFirst).joined()
        let reserved: Set = [
            "let", "var", "func", "return", "switch", "case", "default", "if", "else", "in", "for", "import", "true",
            "false", "nil", "self", "section", "configuration", "group", "item", "environment", "sectionIndex",
        ]
        return reserved.contains(name) || UIKitSymbols.types.contains(name) ? name + "Item" : name
    }
}
