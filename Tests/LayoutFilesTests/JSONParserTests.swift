import LayoutFiles
import LayoutTestSupport
import Testing

/// The strict JSON parser: what it accepts, what it refuses, and that hostile bytes give errors.
@Suite("JSON parser")
struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test("parses every kind of value, keeping object members in order")
    func values() throws {
        let value = try parse(
            #" {"b": [1, -2.5, 3e2, 0.5E-1], "a": {"t": true, "f": false, "n": null}, "s": "x\u00e9\n"} "#)
        let expected = JSONValue.object([
            JSONMember("b", .array([.number(1), .number(-2.5), .number(300), .number(0.05)])),
            JSONMember(
                "a", .object([JSONMember("t", .bool(true)), JSONMember("f", .bool(false)), JSONMember("n", .null)])),
            JSONMember("s", .string("x\u{e9}\n")),
        ])
        #expect(value == expected)
    }

    @Test("decodes escapes, surrogate pairs and raw multi-byte UTF-8")
    func strings() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{c}\n\r\t"))
        #expect(try parse(#""\ud83d\ude00""#) == .string("\u{1F600}"))
        #expect(try parse("\"\u{1F600}\u{e9}\u{4e2d}\"") == .string("\u{1F600}\u{e9}\u{4e2d}"))
    }

    @Test("skips a leading UTF-8 byte order mark")
    func byteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test("keeps duplicate keys for the decoder to report")
    func duplicates() throws {
        #expect(try parse(#"{"a": 1, "a": 2}"#) == .object([JSONMember("a", .number(1)), JSONMember("a", .number(2))]))
    }

    /// Inputs that are not JSON, with the message expected.
    static let invalid: [(String, String)] = [
        ("", "line 1, column 1: the document is empty"),
        ("   ", "line 1, column 4: the document is empty"),
        ("{", "line 1, column 2: unexpected end of input; expected a key in quotes"),
        ("{\"a\" 1}", "line 1, column 6: unexpected '1'; expected ':' after a key"),
        ("{\"a\": 1,}", "line 1, column 9: unexpected '}'; expected a key in quotes"),
        ("[1, 2,]", "line 1, column 7: unexpected ']'; expected a value"),
        ("[1 2]", "line 1, column 4: unexpected '2'; expected ',' or ']'"),
        ("{a: 1}", "line 1, column 2: unexpected 'a'; expected a key in quotes"),
        ("01", "line 1, column 2: a number must not start with 0 unless it is 0"),
        ("-", "line 1, column 2: a number needs a digit after '-'"),
        ("1.", "line 1, column 3: a number needs a digit after '.'"),
        (".5", "line 1, column 1: unexpected '.'; expected a value"),
        ("1e", "line 1, column 3: a number needs a digit in its exponent"),
        ("+1", "line 1, column 1: unexpected '+'; expected a value"),
        ("1e400", "line 1, column 1: the number 1e400 is out of range"),
        ("NaN", "line 1, column 1: unexpected 'N'; expected a value"),
        ("tru", "line 1, column 1: unexpected 't'; expected a value"),
        ("[1]\n x", "line 2, column 2: unexpected 'x' after the end of the document"),
        ("\"abc", "line 1, column 5: unexpected end of input inside a string"),
        ("\"a\tb\"", "line 1, column 3: a control character (byte 0x09) must be escaped inside a string"),
        (#""\x""#, "line 1, column 3: unknown escape after a backslash ('x') in a string"),
        (#""\u12""#, "line 1, column 6: a \\u escape needs four hexadecimal digits"),
        (#""\ud800""#, "line 1, column 8: a \\u escape is a high surrogate without its low surrogate"),
        (#""\udc00""#, "line 1, column 8: a \\u escape is a lone low surrogate"),
        ("'a'", "line 1, column 1: unexpected \"'\"; expected a value"),
    ]

    @Test("refuses malformed documents with a line, a column and what was expected", arguments: invalid)
    func refusals(text: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("refuses invalid UTF-8 inside strings: stray, overlong, surrogate, truncated and too-large sequences")
    func invalidUTF8() {
        let cases: [[UInt8]] = [
            [0x80], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0xC3, 0x28],
        ]
        for bytes in cases {
            #expect(throws: JSONSyntaxError.self, "\(bytes)") { try JSONParser.parse([0x22] + bytes + [0x22]) }
        }
        // Outside strings, any non-ASCII byte is unexpected.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0xC3, 0xA9]) }
    }

    @Test("refuses nesting deeper than the limit, even 10 000 levels, without deep recursion")
    func deepNesting() throws {
        let limit = JSONParser.defaultMaximumDepth
        // Exactly at the limit parses.
        _ = try JSONParser.parse(
            Array((String(repeating: "[", count: limit) + String(repeating: "]", count: limit)).utf8))
        for depth in [limit + 1, 10_000, 100_000] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
            let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(objects.utf8)) }
        }
    }

    @Test("every prefix of a document is an error, never a crash")
    func truncated() {
        let text = Array(#"{"a": [1, 2.5e-3, {"b": "c\u00e9\ud83d\ude00"}], "t": true, "n": null}"#.utf8)
        for length in 0..<text.count {
            #expect(throws: JSONSyntaxError.self, "prefix \(length)") { try JSONParser.parse(Array(text[0..<length])) }
        }
        #expect(throws: Never.self) { try JSONParser.parse(text) }
    }

    @Test("random bytes and random mutations of a document never crash the parser")
    func randomBytes() {
        var rng = SplitMix64(seed: 0x5EED)
        let base = Array(#"{"sections": [{"group": {"group": {"axis": "horizontal"}}}], "data": [1, 2]}"#.utf8)
        for _ in 0..<2_000 {
            var bytes = base
            for _ in 0..<Int(rng.next() % 4 + 1) {
                let i = Int(rng.next() % UInt64(bytes.count))
                bytes[i] = UInt8(truncatingIfNeeded: rng.next())
            }
            _ = try? JSONParser.parse(bytes)
            let noise = (0..<Int(rng.next() % 64)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = try? JSONParser.parse(noise)
        }
    }
}
