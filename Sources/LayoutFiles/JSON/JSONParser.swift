/// A strict JSON parser (RFC 8259) over UTF-8 bytes, total on any input: every malformed, truncated,
/// binary or hostile input gives a `JSONSyntaxError`, never a crash.
///
/// Limits: at most `maximumDepth` nested arrays and objects (the parser recurses once per level, so the
/// stack stays small whatever the input), numbers at most `maximumNumberLength` characters and finite
/// as a Double. Strings must be valid UTF-8 without raw control characters; lone surrogate escapes are
/// refused. A leading UTF-8 byte order mark is skipped. Duplicate keys are kept in `JSONValue.object`
/// for the caller to report with its own paths.
public struct JSONParser {
    /// The default nesting limit for arrays and objects.
    public static let defaultMaximumDepth = 64
    /// The longest number literal accepted, in characters.
    public static let maximumNumberLength = 100

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON document; throws the first syntax error.
    /// - Complexity: O(n) in the number of bytes.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError)
        -> JSONValue
    {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else { throw parser.error("the document is empty") }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= maximumDepth else {
            throw error("arrays and objects nest more than \(maximumDepth) levels deep")
        }
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input; expected a key in quotes") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a key in quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input; expected ':' after a key") }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after a key")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input; expected ',' or '}'") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("unexpected \(describeCurrent()); expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= maximumDepth else {
            throw error("arrays and objects nest more than \(maximumDepth) levels deep")
        }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input; expected ',' or ']'") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("unexpected \(describeCurrent()); expected ',' or ']'")
            }
        }
    }

    private mutating func expectLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                index = start
                throw error("unexpected \(describeCurrent()); expected a value")
            }
            index += 1
        }
    }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite as a Double.
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("a number needs a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("a number must not start with 0 unless it is 0")
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs a digit after '.'") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("a number needs a digit in its exponent")
            }
            skipDigits()
        }
        guard index - start <= Self.maximumNumberLength else {
            index = start
            throw error("a number is longer than \(Self.maximumNumberLength) characters")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is out of range")
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Strings

    /// A string starting at the opening quote: escapes decoded, UTF-8 validated.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unexpected end of input inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                let scalar = try parseEscape()
                utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
            case 0..<0x20:
                throw error("a control character (byte 0x\(hex(byte))) must be escaped inside a string")
            case 0x20..<0x80:
                utf8.append(byte)
                index += 1
            default:
                let length = try validateMultibyteSequence()
                utf8.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
    }

    /// The scalar of the escape after a backslash.
    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unexpected end of input inside a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xDC00...0xDFFF).contains(high) { throw error("a \\u escape is a lone low surrogate") }
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("a \\u escape is a high surrogate without its low surrogate")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("a \\u escape is a high surrogate without its low surrogate")
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("a \\u escape is not a Unicode scalar") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape is not a Unicode scalar") }
            return scalar
        default:
            index -= 1
            throw error("unknown escape after a backslash (\(describeCurrent())) in a string")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unexpected end of input inside a \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hexadecimal digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence (2 to 4 bytes) at `index`, per the Unicode
    /// standard's table of well-formed byte sequences (no overlongs, surrogates or values above U+10FFFF).
    private func validateMultibyteSequence() throws(JSONSyntaxError) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 (byte 0x\(hex(lead))) inside a string")
        }
        guard index + length <= bytes.count else { throw error("truncated UTF-8 sequence inside a string") }
        guard secondRange.contains(bytes[index + 1]) else {
            throw error("invalid UTF-8 (byte 0x\(hex(bytes[index + 1]))) inside a string")
        }
        for k in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + k]) {
            throw error("invalid UTF-8 (byte 0x\(hex(bytes[index + k]))) inside a string")
        }
        return length
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The byte at `index` for a message: a printable ASCII character in quotes, else its hex value.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(byte))"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// An error at `index` with its line and column.
    private func error(_ message: String) -> JSONSyntaxError {
        let end = min(index, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return JSONSyntaxError(offset: end, line: line, column: end - lineStart + 1, message: message)
    }
}
