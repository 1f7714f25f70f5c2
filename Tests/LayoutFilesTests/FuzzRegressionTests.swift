import Foundation
import LayoutFiles
import Testing

/// Inputs the fuzz targets of `Fuzz/` found, checked in under `Fuzz/Crashes/`, replayed in the normal suite.
@Suite("Fuzz regressions (layout files)")
struct FuzzRegressionTests {
    /// The bytes of `Fuzz/Crashes/name`.
    static func input(_ name: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return [UInt8](try Data(contentsOf: root.appendingPathComponent("Fuzz/Crashes/\(name)")))
    }

    @Test("json: a comma before '}' is refused (RFC 8259), where JSONSerialization accepts it")
    func trailingComma() throws {
        // {"name": "tiled",\n\n}: the json target stopped on it, since JSONSerialization reads it.
        let bytes = try Self.input("json-trailing-comma.json")
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[1, 2,]".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("{\"a\": [1],\n }".utf8)) }
        #expect(try JSONParser.parse(Array("{\"a\": [1, 2]}".utf8)) != .null)
    }

    @Test("json: a comma, then CR LF and tabs, before '}' is refused too (RFC 8259)")
    func trailingCommaBeforeCRLF() throws {
        // {"+": [ { } ],\r\r\r\r\n ... \t ... }: a 10-minute run of the json target stopped on it, whose
        // explanation of trailing commas matched Characters and so missed "\r\n".
        let bytes = try Self.input("json-trailing-comma-crlf.json")
        #expect(bytes.contains(0x0D) && bytes.contains(0x0A))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[1,\r\n]".utf8)) }
    }

    @Test("json: a string whose bytes start with U+FEFF keeps it, where JSONSerialization drops it")
    func stringStartingWithByteOrderMark() throws {
        // "\u{FEFF}{{" written out: the json target stopped on it, since JSONSerialization reads "{{".
        let bytes = try Self.input("json-string-starting-with-bom.json")
        #expect(bytes == [0x22, 0xEF, 0xBB, 0xBF, 0x7B, 0x7B, 0x22])
        #expect(try JSONParser.parse(bytes) == .string("\u{FEFF}{{"))
    }
}
