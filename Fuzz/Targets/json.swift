// Fuzz target `json`: LayoutFiles' JSON parser (RFC 8259) on any bytes.
//
// Checks: it never crashes; on what both accept or refuse it agrees with Foundation's JSONSerialization
// (fragments allowed), and where it accepts, numbers and strings read back as JSONSerialization reads them.
// Where the two differ by design, the difference is ours, named in `explainedDifference`.
import Foundation
import LayoutFiles

/// Why the parser and JSONSerialization may disagree on `bytes`, or nil when they must agree.
///
/// Each reason is a documented choice of `JSONParser` (see its doc comment) or a leniency of
/// JSONSerialization outside RFC 8259.
func explainedDifference(_ bytes: [UInt8], ours: Bool, theirs: Bool) -> String? {
    // JSONSerialization guesses UTF-16 and UTF-32 from zero bytes and byte order marks; RFC 8259 section
    // 8.1 requires UTF-8 between systems, which is all the parser reads.
    if bytes.contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
        return "not UTF-8"
    }
    // A UTF-8 byte order mark: the parser skips it (RFC 8259 section 8.1 allows a parser to ignore it).
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return "byte order mark" }
    let text = String(decoding: bytes, as: UTF8.self)
    // Nesting: the parser refuses more than `JSONParser.defaultMaximumDepth` levels (RFC 8259 section 9
    // lets a parser limit depth); JSONSerialization allows more.
    if text.count(where: { $0 == "[" || $0 == "{" }) > JSONParser.defaultMaximumDepth { return "depth" }
    // Numbers: the parser refuses literals over 100 characters and those beyond Double's range (section 9:
    // a parser may limit range and precision); JSONSerialization reads some as Decimal or infinity.
    if ours == false && theirs && text.contains(where: { $0.isNumber }) { return "number range or length" }
    // A comma before a closing bracket ({"a": 1,} or [1,]): RFC 8259's grammar has none, and the parser
    // refuses it; JSONSerialization (swift-foundation's parser) accepts it. Found by this target
    // (Fuzz/Crashes/json-trailing-comma.json), and again with a CR LF before the bracket
    // (json-trailing-comma-crlf.json), which a Regex over Characters missed: "\r\n" is one Character.
    if !ours && theirs && hasTrailingComma(bytes) { return "trailing comma" }
    // A string or key whose UTF-8 starts with U+FEFF ("\u{FEFF}a" written out, not escaped): the parser keeps
    // the character (RFC 8259 section 7: any character but quote, backslash and controls), JSONSerialization
    // drops it, as Foundation drops a byte order mark opening a string's bytes. Found by this target
    // (Fuzz/Crashes/json-string-starting-with-bom.json).
    if containsSequence(bytes, [0x22, 0xEF, 0xBB, 0xBF]) { return "string starting with U+FEFF" }
    // Strings: the parser refuses lone surrogate escapes (\uD800), which name no character; JSONSerialization
    // reads some of them, replacing them.
    if text.contains("\\u") || text.contains("\\U") { return "surrogate escapes" }
    // Invalid UTF-8 inside strings: the parser refuses it (section 8.1); JSONSerialization may repair it.
    if String(validating: bytes, as: UTF8.self) == nil { return "invalid UTF-8" }
    return nil
}

/// True when some comma is followed, after JSON whitespace only (space, tab, CR, LF; RFC 8259 section 2),
/// by a closing bracket; read as bytes.
func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
    let whitespace: [UInt8] = [0x20, 0x09, 0x0D, 0x0A]
    for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: ",") {
        let next = bytes[(i + 1)...].first { !whitespace.contains($0) }
        if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") { return true }
    }
    return false
}

/// True when `bytes` holds `sequence` somewhere.
func containsSequence(_ bytes: [UInt8], _ sequence: [UInt8]) -> Bool {
    guard bytes.count >= sequence.count else { return false }
    return (0...(bytes.count - sequence.count)).contains { bytes[$0..<($0 + sequence.count)].elementsEqual(sequence) }
}

/// libFuzzer's entry point: one input of `size` bytes at `data`; 0, or a crash when a check fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let ours = try? JSONParser.parse(bytes)
    let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    let accepted = (ours: ours != nil, theirs: theirs != nil)
    if accepted.ours != accepted.theirs,
        explainedDifference(bytes, ours: accepted.ours, theirs: accepted.theirs) == nil
    {
        let shown = String(decoding: bytes.prefix(200), as: UTF8.self)
        fatalError("JSONParser accepts: \(accepted.ours), JSONSerialization: \(accepted.theirs), on \(shown)")
    }
    if let ours, let theirs, explainedDifference(bytes, ours: true, theirs: true) == nil {
        if let difference = compare(ours, theirs, path: "$") {
            fatalError("JSONParser and JSONSerialization read different values at \(difference)")
        }
    }
    return 0
}

/// The path where `ours` and `theirs` differ, or nil: same kinds, same strings, numbers equal as Doubles,
/// same array lengths and object keys (the last of duplicate keys, as JSONSerialization keeps).
func compare(_ ours: JSONValue, _ theirs: Any, path: String) -> String? {
    switch ours {
    case .null: return theirs is NSNull ? nil : path
    case .bool(let b):
        return (theirs as? Bool) == b ? nil : path
    case .number(let d):
        guard let n = theirs as? NSNumber else { return path }
        // JSONSerialization keeps long integers and decimals exactly (NSDecimalNumber, Int64); compare as Double.
        let value = n.doubleValue
        return value == d || abs(value - d) <= 1e-12 * abs(d) ? nil : path + " (\(d) vs \(value))"
    case .string(let s):
        return (theirs as? String) == s ? nil : path
    case .array(let values):
        guard let array = theirs as? [Any], array.count == values.count else { return path }
        for (i, (a, b)) in zip(values, array).enumerated() {
            if let found = compare(a, b, path: "\(path)[\(i)]") { return found }
        }
        return nil
    case .object(let members):
        guard let object = theirs as? [String: Any] else { return path }
        var last: [String: JSONValue] = [:]
        for member in members { last[member.key] = member.value }
        guard Set(last.keys) == Set(object.keys) else { return path + " (keys)" }
        for (key, value) in last {
            if let found = compare(value, object[key]!, path: "\(path).\(key)") { return found }
        }
        return nil
    }
}
