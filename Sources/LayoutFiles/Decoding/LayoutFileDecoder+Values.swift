import CompositionalLayout
import LayoutRecipes

/// Readers for objects, lists, numbers, strings and enum names; each reports its own problems.
extension LayoutFileDecoder {
    /// The path of `key` inside `path` (`$` is the root and is dropped).
    func child(_ path: String, _ key: String) -> String { path == "$" ? key : "\(path).\(key)" }

    /// The path of element `i` of the array at `path`.
    func index(_ path: String, _ i: Int) -> String { "\(path)[\(i)]" }

    /// The members of an object as a dictionary; nil when it is not an object.
    ///
    /// Reports a non-object, duplicate keys, unknown keys (with the nearest allowed name) and missing
    /// required keys.
    mutating func fields(
        _ value: JSONValue, _ path: String, allowed: [String], required: [String]
    ) -> [String: JSONValue]? {
        guard case .object(let members) = value else {
            report(path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        var result: [String: JSONValue] = [:]
        var seen = Set<String>()
        var suggested = Set<String>()
        for member in members {
            guard seen.insert(member.key).inserted else {
                report(path, "duplicate key \(quoted(member.key))")
                continue
            }
            guard allowed.contains(member.key) else {
                if let near = nearestNames(to: member.key, in: allowed, limit: 1).first { suggested.insert(near) }
                report(path, unknownKeyMessage(member.key, allowed: allowed))
                continue
            }
            result[member.key] = member.value
        }
        // A missing key that an unknown key's suggestion already names is one problem, not two.
        for key in required where result[key] == nil && !suggested.contains(key) {
            report(path, "missing key '\(key)'")
        }
        return result
    }

    /// The single key of a one-key object such as `{"absolute": 44}` or `{"item": {...}}`, and its
    /// value; reports a non-object, unknown, duplicate, missing or extra keys.
    mutating func oneOf(_ value: JSONValue, _ path: String, choices: [String]) -> (String, JSONValue)? {
        guard case .object(let members) = value else {
            report(path, "expected an object with one of the keys \(listing(choices)), found \(value.kindDescription)")
            return nil
        }
        var known: [JSONMember] = []
        var seen = Set<String>()
        var unknown = 0
        for member in members {
            guard seen.insert(member.key).inserted else {
                report(path, "duplicate key \(quoted(member.key))")
                continue
            }
            if choices.contains(member.key) {
                known.append(member)
            } else {
                unknown += 1
                if member.key == "item" {
                    report(path, "a section's group must be a 'group', a 'customGroup' or a 'waterfall', not an 'item'")
                } else if member.key == "waterfall" {
                    report(path, "a waterfall can only be a section's group, not a subitem")
                } else {
                    report(path, unknownKeyMessage(member.key, allowed: choices))
                }
            }
        }
        if known.count > 1 {
            report(path, "expected only one of the keys \(listing(choices)), found \(listing(known.map(\.key), "and"))")
            return nil
        }
        guard unknown == 0, let only = known.first else {
            if known.isEmpty && unknown == 0 { report(path, "expected one of the keys \(listing(choices))") }
            return nil
        }
        return (only.key, only.value)
    }

    /// The elements of an array decoded one by one with their index paths; nil if any fails.
    mutating func list<T>(
        _ value: JSONValue, _ path: String, _ decode: (inout LayoutFileDecoder, JSONValue, String) -> T?
    ) -> [T]? {
        guard let elements = array(value, path) else { return nil }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        var ok = true
        for (i, element) in elements.enumerated() {
            if let decoded = decode(&self, element, index(path, i)) { result.append(decoded) } else { ok = false }
        }
        return ok ? result : nil
    }

    /// An array's elements, or a type problem.
    mutating func array(_ value: JSONValue, _ path: String) -> [JSONValue]? {
        guard case .array(let elements) = value else {
            report(path, "expected an array, found \(value.kindDescription)")
            return nil
        }
        return elements
    }

    /// A number, or a type problem.
    mutating func number(_ value: JSONValue, _ path: String) -> Double? {
        guard case .number(let v) = value else {
            report(path, "expected a number, found \(value.kindDescription)")
            return nil
        }
        return v
    }

    /// A number >= 0.
    mutating func nonNegative(_ value: JSONValue, _ path: String) -> Double? {
        guard let v = number(value, path) else { return nil }
        guard v >= 0 else {
            report(path, "must be >= 0, found \(formatNumber(v))")
            return nil
        }
        return v
    }

    /// A whole number within +-2^53 (every such Double is exact).
    mutating func integer(_ value: JSONValue, _ path: String) -> Int? {
        guard let v = number(value, path) else { return nil }
        guard v == v.rounded(), abs(v) <= 9_007_199_254_740_992 else {
            report(path, "expected an integer, found \(formatNumber(v))")
            return nil
        }
        return Int(v)
    }

    /// A boolean, or a type problem.
    mutating func bool(_ value: JSONValue, _ path: String) -> Bool? {
        guard case .bool(let b) = value else {
            report(path, "expected true or false, found \(value.kindDescription)")
            return nil
        }
        return b
    }

    /// A string, or a type problem.
    mutating func string(_ value: JSONValue, _ path: String) -> String? {
        guard case .string(let s) = value else {
            report(path, "expected a string, found \(value.kindDescription)")
            return nil
        }
        return s
    }

    /// A non-empty string.
    mutating func elementKind(_ value: JSONValue, _ path: String) -> String? {
        guard let s = string(value, path) else { return nil }
        guard !s.isEmpty else {
            report(path, "elementKind must not be empty")
            return nil
        }
        return s
    }

    /// One of an enum's raw names, with the nearest name suggested for a typo.
    mutating func enumValue<T: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: String) -> T?
    where T.RawValue == String {
        guard let s = string(value, path) else { return nil }
        if let v = T(rawValue: s) { return v }
        let names = T.allCases.map(\.rawValue)
        if let near = nearestNames(to: s, in: names, limit: 1).first {
            report(path, "unknown value \(quoted(s)); did you mean '\(near)'?")
        } else {
            report(path, "unknown value \(quoted(s)); expected \(listing(names))")
        }
        return nil
    }

    /// "unknown key 'widht'; did you mean 'width'?" or the list of allowed keys.
    func unknownKeyMessage(_ key: String, allowed: [String]) -> String {
        if let near = nearestNames(to: key, in: allowed, limit: 1).first {
            return "unknown key \(quoted(key)); did you mean '\(near)'?"
        }
        return "unknown key \(quoted(key)); expected \(listing(allowed))"
    }
}

/// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'` (or with "and").
func listing(_ names: [String], _ conjunction: String = "or") -> String {
    let q = names.map { quoted($0) }
    guard q.count > 1 else { return q.first ?? "nothing" }
    return q.dropLast().joined(separator: ", ") + " \(conjunction) " + q[q.count - 1]
}

/// A user string in single quotes for a one-line message: control characters escaped, at most 40
/// characters kept.
func quoted(_ s: String) -> String {
    var out = ""
    var count = 0
    for scalar in s.unicodeScalars {
        if count == 40 {
            out += "..."
            break
        }
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029
        {
            out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            out.unicodeScalars.append(scalar)
        }
        count += 1
    }
    return "'\(out)'"
}

/// A number for a message: whole values without ".0".
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
