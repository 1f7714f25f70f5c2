import CompositionalLayout
import LayoutFiles

extension LayoutSnapshot {
    /// Reads a snapshot document (what `SnapshotJSON` writes): strict, every key required, unknown keys
    /// refused, so a file that is not a snapshot says so rather than comparing as empty.
    ///
    /// Inputs over `SnapshotLimits.maximumFileBytes` are refused before parsing.
    /// - Throws: the first problem, with its JSON path.
    /// - Complexity: O(n) in the number of bytes.
    public static func decode(_ bytes: [UInt8]) throws(SnapshotFileError) -> LayoutSnapshot {
        guard bytes.count <= SnapshotLimits.maximumFileBytes else {
            throw SnapshotFileError(
                path: "$",
                message: "the file is \(bytes.count) bytes; snapshot files may be at most "
                    + "\(SnapshotLimits.maximumFileBytes) bytes (\(SnapshotLimits.maximumFileBytes >> 20) MiB)")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, maximumDepth: SnapshotLimits.maximumDepth)
        } catch {
            throw SnapshotFileError(path: "$", message: "invalid JSON at \(error)")
        }
        return try decode(value)
    }

    /// Reads a parsed snapshot document; see `decode(_:)` for bytes.
    public static func decode(_ value: JSONValue) throws(SnapshotFileError) -> LayoutSnapshot {
        let top = try SnapshotObject(value, path: "$", keys: ["recipe", "runs"])
        let name = try top.string("recipe")
        var runs: [SnapshotRun] = []
        for (i, run) in try top.array("runs").enumerated() {
            runs.append(try decodeRun(run, path: "runs[\(i)]"))
        }
        return LayoutSnapshot(name: name, runs: runs)
    }

    /// True when `value` is an object with a `runs` key: a snapshot document, not a layout file (which
    /// has `sections`).
    public static func looksLikeSnapshot(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members.contains { $0.key == "runs" }
    }

    private static func decodeRun(_ value: JSONValue, path: String) throws(SnapshotFileError) -> SnapshotRun {
        let run = try SnapshotObject(
            value, path: path, keys: ["width", "height", "sizeClass", "contentSize", "elements"])
        let sizeText = try run.string("sizeClass")
        guard let sizeClass = SizeClass(rawValue: sizeText) else {
            throw SnapshotFileError(
                path: path + ".sizeClass",
                message: "expected \"compact\" or \"regular\", found \(JSONWriter.string(sizeText))")
        }
        let size = try SnapshotObject(run.value("contentSize"), path: path + ".contentSize", keys: ["width", "height"])
        var elements: [SnapshotElement] = []
        let list = try run.array("elements")
        elements.reserveCapacity(list.count)
        for (j, element) in list.enumerated() {
            elements.append(try decodeElement(element, path: "\(path).elements[\(j)]"))
        }
        return SnapshotRun(
            width: try run.number("width"), height: try run.number("height"), sizeClass: sizeClass,
            contentSize: Size(width: try size.number("width"), height: try size.number("height")), elements: elements)
    }

    private static func decodeElement(_ value: JSONValue, path: String) throws(SnapshotFileError) -> SnapshotElement {
        let e = try SnapshotObject(
            value, path: path,
            keys: ["kind", "elementKind", "section", "item", "x", "y", "width", "height", "zIndex", "hidden"])
        let kindText = try e.string("kind")
        guard let category = ElementCategory(rawValue: kindText) else {
            throw SnapshotFileError(
                path: path + ".kind",
                message: "expected \"cell\", \"supplementary\" or \"decoration\", found \(JSONWriter.string(kindText))")
        }
        let elementKind: String?
        switch try e.value("elementKind") {
        case .null: elementKind = nil
        case .string(let text): elementKind = text
        case let other:
            throw SnapshotFileError(
                path: path + ".elementKind", message: "expected a string or null, found \(other.kindDescription)")
        }
        let frame = Rect(
            x: try e.number("x"), y: try e.number("y"), width: try e.number("width"), height: try e.number("height"))
        return SnapshotElement(
            category: category, elementKind: elementKind,
            indexPath: IndexPath(section: try e.count("section"), item: try e.count("item")), frame: frame,
            zIndex: try e.integer("zIndex"), isHidden: try e.bool("hidden"))
    }
}

/// A JSON object of a snapshot document with its path, whose keys are exactly `keys`.
private struct SnapshotObject {
    let members: [String: JSONValue]
    let path: String

    /// Checks that `value` is an object with every one of `keys` and no other key.
    init(_ value: JSONValue, path: String, keys: [String]) throws(SnapshotFileError) {
        guard case .object(let list) = value else {
            throw SnapshotFileError(path: path, message: "expected an object, found \(value.kindDescription)")
        }
        var members: [String: JSONValue] = [:]
        for member in list {
            guard keys.contains(member.key) else {
                throw SnapshotFileError(path: path, message: "unknown key \(JSONWriter.string(member.key))")
            }
            guard members.updateValue(member.value, forKey: member.key) == nil else {
                throw SnapshotFileError(path: path, message: "duplicate key \(JSONWriter.string(member.key))")
            }
        }
        if let missing = keys.first(where: { members[$0] == nil }) {
            throw SnapshotFileError(path: path, message: "missing key \(JSONWriter.string(missing))")
        }
        self.members = members
        self.path = path
    }

    func value(_ key: String) throws(SnapshotFileError) -> JSONValue { members[key] ?? .null }

    func mismatch(_ key: String, _ expected: String) -> SnapshotFileError {
        SnapshotFileError(
            path: "\(path == "$" ? "" : path + ".")\(key)",
            message: "expected \(expected), found \((members[key] ?? .null).kindDescription)")
    }

    func string(_ key: String) throws(SnapshotFileError) -> String {
        guard case .string(let text) = members[key] else { throw mismatch(key, "a string") }
        return text
    }

    func number(_ key: String) throws(SnapshotFileError) -> Double {
        guard case .number(let n) = members[key] else { throw mismatch(key, "a number") }
        return n
    }

    func bool(_ key: String) throws(SnapshotFileError) -> Bool {
        guard case .bool(let b) = members[key] else { throw mismatch(key, "true or false") }
        return b
    }

    func array(_ key: String) throws(SnapshotFileError) -> [JSONValue] {
        guard case .array(let list) = members[key] else { throw mismatch(key, "an array") }
        return list
    }

    /// A whole number that fits an `Int` exactly (at most 2^53 in magnitude).
    func integer(_ key: String) throws(SnapshotFileError) -> Int {
        guard case .number(let n) = members[key], n == n.rounded(), abs(n) <= 9_007_199_254_740_992 else {
            throw mismatch(key, "a whole number")
        }
        return Int(n)
    }

    /// A whole number at least 0.
    func count(_ key: String) throws(SnapshotFileError) -> Int {
        let n = try integer(key)
        guard n >= 0 else { throw mismatch(key, "a whole number at least 0") }
        return n
    }
}
