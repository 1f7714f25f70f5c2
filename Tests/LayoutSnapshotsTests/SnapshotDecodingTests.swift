import LayoutFiles
import LayoutSnapshots
import Testing

/// A hostile snapshot document and the problem it must give.
struct DecodingCase: Sendable, CustomStringConvertible {
    var id: String
    var text: String
    var expected: String
    var description: String { id }
}

@Suite("Snapshot decoding")
struct SnapshotDecodingTests {
    /// A valid one-element document with `element` in place of its element.
    static func document(element: String = Self.element, run: String? = nil) -> String {
        let body =
            run
            ?? "{\"width\": 320, \"height\": 844, \"sizeClass\": \"compact\", "
            + "\"contentSize\": {\"width\": 320, \"height\": 50}, \"elements\": [\(element)]}"
        return "{\"recipe\": \"r\", \"runs\": [\(body)]}"
    }

    static let element =
        "{\"kind\": \"cell\", \"elementKind\": null, \"section\": 0, \"item\": 0, \"x\": 0, \"y\": 0, "
        + "\"width\": 10, \"height\": 10, \"zIndex\": 0, \"hidden\": false}"

    static let cases: [DecodingCase] = [
        DecodingCase(id: "empty", text: "", expected: "$: invalid JSON at line 1, column 1: the document is empty"),
        DecodingCase(id: "not an object", text: "[]", expected: "$: expected an object, found an array"),
        DecodingCase(
            id: "a layout file", text: "{\"sections\": []}", expected: "$: unknown key \"sections\""),
        DecodingCase(id: "missing runs", text: "{\"recipe\": \"r\"}", expected: "$: missing key \"runs\""),
        DecodingCase(
            id: "duplicate key", text: "{\"recipe\": \"r\", \"recipe\": \"s\", \"runs\": []}",
            expected: "$: duplicate key \"recipe\""),
        DecodingCase(
            id: "runs not an array", text: "{\"recipe\": \"r\", \"runs\": {}}",
            expected: "runs: expected an array, found an object"),
        DecodingCase(
            id: "bad size class",
            text: document(element: element).replacingOccurrences(of: "\"compact\"", with: "\"wide\""),
            expected: "runs[0].sizeClass: expected \"compact\" or \"regular\", found \"wide\""),
        DecodingCase(
            id: "bad kind",
            text: document(element: element.replacingOccurrences(of: "\"cell\"", with: "\"view\"")),
            expected: "runs[0].elements[0].kind: expected \"cell\", \"supplementary\" or \"decoration\", found \"view\""
        ),
        DecodingCase(
            id: "string for a number",
            text: document(element: element.replacingOccurrences(of: "\"x\": 0", with: "\"x\": \"0\"")),
            expected: "runs[0].elements[0].x: expected a number, found a string"),
        DecodingCase(
            id: "fractional section",
            text: document(element: element.replacingOccurrences(of: "\"section\": 0", with: "\"section\": 0.5")),
            expected: "runs[0].elements[0].section: expected a whole number, found a number"),
        DecodingCase(
            id: "negative item",
            text: document(element: element.replacingOccurrences(of: "\"item\": 0", with: "\"item\": -1")),
            expected: "runs[0].elements[0].item: expected a whole number at least 0, found a number"),
        DecodingCase(
            id: "huge zIndex",
            text: document(element: element.replacingOccurrences(of: "\"zIndex\": 0", with: "\"zIndex\": 1e300")),
            expected: "runs[0].elements[0].zIndex: expected a whole number, found a number"),
        DecodingCase(
            id: "element kind a number",
            text: document(
                element: element.replacingOccurrences(of: "\"elementKind\": null", with: "\"elementKind\": 1")),
            expected: "runs[0].elements[0].elementKind: expected a string or null, found a number"),
        DecodingCase(
            id: "extra key in an element",
            text: document(
                element: element.replacingOccurrences(of: "\"hidden\": false", with: "\"hidden\": false, \"alpha\": 1")),
            expected: "runs[0].elements[0]: unknown key \"alpha\""),
        DecodingCase(
            id: "deep nesting", text: String(repeating: "[", count: 40),
            expected: "$: invalid JSON at line 1, column 17: arrays and objects nest more than 16 levels deep"),
    ]

    @Test("a document that is not a snapshot gives its first problem with the JSON path", arguments: cases)
    func hostile(_ test: DecodingCase) {
        #expect(throws: SnapshotFileError.self) { try LayoutSnapshot.decode(Array(test.text.utf8)) }
        do {
            _ = try LayoutSnapshot.decode(Array(test.text.utf8))
        } catch {
            #expect(error.description == test.expected)
        }
    }

    @Test("the valid base document decodes")
    func valid() throws {
        let snapshot = try LayoutSnapshot.decode(Array(Self.document().utf8))
        #expect(snapshot.runs.count == 1 && snapshot.runs[0].elements.count == 1)
    }

    @Test("a file over the size limit is refused before parsing")
    func tooLarge() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: SnapshotLimits.maximumFileBytes + 1)
        do {
            _ = try LayoutSnapshot.decode(bytes)
            Issue.record("decoded an over-size input")
        } catch {
            #expect(error.path == "$")
            #expect(error.message.hasPrefix("the file is \(SnapshotLimits.maximumFileBytes + 1) bytes"))
        }
    }

    @Test("a snapshot has a runs key; a layout file does not")
    func sniffing() throws {
        #expect(LayoutSnapshot.looksLikeSnapshot(.object([.init("runs", .array([]))])))
        #expect(!LayoutSnapshot.looksLikeSnapshot(.object([.init("sections", .array([]))])))
        #expect(!LayoutSnapshot.looksLikeSnapshot(.array([])))
    }
}
