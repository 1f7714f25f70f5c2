import CompositionalLayout

/// Decoding of choices: a layout (or one section) per size class, or per container-width range.
///
/// ```
/// LAYOUT  = {"scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "sections"} | CHOICE(LAYOUT)
/// CHOICE(X) = {"sizeClasses": {"compact": X, "regular": X}}
///           | {"widths": [{"below" or "atMost": width, "layout" or "section": X}, ...], "otherwise": X}
/// ```
/// A `sections` entry is a SECTION or a CHOICE(SECTION). Widths are the container's effective width; the
/// first range holding it wins; bounds must increase.
extension LayoutFileDecoder {
    /// True for an object with a `sizeClasses` or a `widths` key (a choice rather than a layout or section).
    static func isChoice(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members.contains { $0.key == "sizeClasses" || $0.key == "widths" }
    }

    /// The layout part of a document or of a nested layout object, whose members `f` are read: one
    /// LAYOUT, or a choice between layouts.
    mutating func decodeLayoutChoice(_ f: [String: JSONValue], _ path: String, depth: Int) -> EnvironmentChoice<Layout>?
    {
        guard f["sizeClasses"] != nil || f["widths"] != nil else {
            if f["otherwise"] != nil {
                report(child(path, "otherwise"), "'otherwise' goes with 'widths', which is missing")
                return nil
            }
            return collectingWidthLengths(path) { $0.decodeLayoutBody(f, path) }
        }
        let given = LayoutFileKeys.layout.filter { f[$0] != nil }
        guard given.isEmpty else {
            let choice = f["sizeClasses"] != nil ? "sizeClasses" : "widths"
            report(
                path,
                "\(listing(given, "and")) cannot be given beside '\(choice)'; give \(given.count == 1 ? "it" : "them") "
                    + "inside each layout of the choice")
            return nil
        }
        return decodeChoice(f, path, depth: depth, valueKey: "layout") { $0.decodeNestedLayout($1, $2, depth: $3) }
    }

    /// A layout inside a choice: a LAYOUT object or another choice.
    mutating func decodeNestedLayout(_ value: JSONValue, _ path: String, depth: Int) -> EnvironmentChoice<Layout>? {
        let required = Self.isChoice(value) ? [] : ["sections"]
        guard
            let f = fields(
                value, path, allowed: LayoutFileKeys.layout + LayoutFileKeys.choice, required: required)
        else { return nil }
        return decodeLayoutChoice(f, path, depth: depth)
    }

    /// A `sections` entry: a SECTION, or a choice between sections.
    mutating func decodeSectionChoice(_ value: JSONValue, _ path: String, depth: Int) -> EnvironmentChoice<Section>? {
        guard Self.isChoice(value) else {
            // A section of the layout's own list: its width lengths belong to the layout.
            guard depth > 0 else { return decodeSection(value, path).map { .fixed($0) } }
            return collectingWidthLengths(path) { $0.decodeSection(value, path) }
        }
        guard let f = fields(value, path, allowed: LayoutFileKeys.choice, required: []) else { return nil }
        return decodeChoice(f, path, depth: depth, valueKey: "section") { $0.decodeSectionChoice($1, $2, depth: $3) }
    }

    /// CHOICE(X) from the members `f` of its object; `decodeValue` reads an X (with the depth below).
    mutating func decodeChoice<Value>(
        _ f: [String: JSONValue], _ path: String, depth: Int, valueKey: String,
        _ decodeValue: (inout LayoutFileDecoder, JSONValue, String, Int) -> EnvironmentChoice<Value>?
    ) -> EnvironmentChoice<Value>? {
        guard depth < LayoutFileLimits.maximumChoiceDepth else {
            report(path, "choices nest more than \(LayoutFileLimits.maximumChoiceDepth) levels deep")
            return nil
        }
        if f["sizeClasses"] != nil, f["widths"] != nil {
            report(path, "'sizeClasses' and 'widths' cannot both be given; nest one inside the other")
            return nil
        }
        if f["sizeClasses"] != nil { return decodeSizeClassChoice(f, path, depth: depth, decodeValue) }
        var ok = true
        let ranges = field("widths", in: f, path: path, ok: &ok) { decoder, value, p in
            decoder.decodeWidthRanges(value, p, depth: depth, valueKey: valueKey, decodeValue)
        }
        let otherwise = field("otherwise", in: f, path: path, ok: &ok) { decodeValue(&$0, $1, $2, depth + 1) }
        if f["otherwise"] == nil {
            report(path, "missing key 'otherwise' (the \(valueKey) for widths beyond the last range)")
        }
        guard let ranges, let otherwise else { return nil }
        return .byWidth(ranges, otherwise: otherwise)
    }

    /// `{"sizeClasses": {"compact": X, "regular": X}}` from the members `f` of its object.
    mutating func decodeSizeClassChoice<Value>(
        _ f: [String: JSONValue], _ path: String, depth: Int,
        _ decodeValue: (inout LayoutFileDecoder, JSONValue, String, Int) -> EnvironmentChoice<Value>?
    ) -> EnvironmentChoice<Value>? {
        var ok = true
        if f["otherwise"] != nil {
            report(child(path, "otherwise"), "'otherwise' goes with 'widths', not with 'sizeClasses'")
            ok = false
        }
        let p = child(path, "sizeClasses")
        guard let v = f["sizeClasses"],
            let g = fields(v, p, allowed: LayoutFileKeys.sizeClasses, required: LayoutFileKeys.sizeClasses)
        else { return nil }
        // `list` sections inside a branch are expanded for the branch's size class.
        let outer = listSizeClass
        listSizeClass = .compact
        let compact = field("compact", in: g, path: p, ok: &ok) { decodeValue(&$0, $1, $2, depth + 1) }
        listSizeClass = .regular
        let regular = field("regular", in: g, path: p, ok: &ok) { decodeValue(&$0, $1, $2, depth + 1) }
        listSizeClass = outer
        guard ok, let compact, let regular else { return nil }
        return .bySizeClass(compact: compact, regular: regular)
    }

    /// The ranges of a `widths` choice: from 1 to `LayoutFileLimits.maximumWidthRanges`, bounds increasing.
    mutating func decodeWidthRanges<Value>(
        _ value: JSONValue, _ path: String, depth: Int, valueKey: String,
        _ decodeValue: (inout LayoutFileDecoder, JSONValue, String, Int) -> EnvironmentChoice<Value>?
    ) -> [WidthRange<Value>]? {
        guard let elements = array(value, path) else { return nil }
        if elements.isEmpty {
            report(path, "a 'widths' choice needs at least one range")
            return nil
        }
        if elements.count > LayoutFileLimits.maximumWidthRanges {
            report(
                path,
                "a 'widths' choice lists \(elements.count) ranges; at most \(LayoutFileLimits.maximumWidthRanges) "
                    + "are allowed")
            return nil
        }
        let ranges = list(value, path) { decoder, element, q in
            decoder.decodeWidthRange(element, q, depth: depth, valueKey: valueKey, decodeValue)
        }
        guard let ranges else { return nil }
        var ok = true
        for i in ranges.indices.dropFirst() where !Self.increases(ranges[i - 1].bound, ranges[i].bound) {
            report(
                index(path, i),
                "width bounds must increase: \(formatNumber(ranges[i].bound.value)) follows "
                    + "\(formatNumber(ranges[i - 1].bound.value))")
            ok = false
        }
        return ok ? ranges : nil
    }

    /// One range: `below` or `atMost` (a number > 0) and the value under `valueKey`.
    mutating func decodeWidthRange<Value>(
        _ value: JSONValue, _ path: String, depth: Int, valueKey: String,
        _ decodeValue: (inout LayoutFileDecoder, JSONValue, String, Int) -> EnvironmentChoice<Value>?
    ) -> WidthRange<Value>? {
        guard
            let f = fields(value, path, allowed: ["below", "atMost", valueKey], required: [valueKey])
        else { return nil }
        var ok = true
        var bound: WidthBound?
        switch (f["below"], f["atMost"]) {
        case (.some, nil):
            bound = field("below", in: f, path: path, ok: &ok) { $0.positive($1, $2) }.map(WidthBound.below)
        case (nil, .some):
            bound = field("atMost", in: f, path: path, ok: &ok) { $0.positive($1, $2) }.map(WidthBound.atMost)
        case (.some, .some): report(path, "'below' and 'atMost' cannot both be given")
        case (nil, nil): report(path, "missing key 'below' or 'atMost'")
        }
        let choice = field(valueKey, in: f, path: path, ok: &ok) { decodeValue(&$0, $1, $2, depth + 1) }
        guard ok, let bound, let choice else { return nil }
        return WidthRange(bound, choice)
    }

    /// `decode()`'s value, `.widthRelative` with the WIDTHLENGTHs found below `path` (their paths made
    /// relative to it), else `.fixed`; lengths found outside are kept for the enclosing value.
    mutating func collectingWidthLengths<Value>(
        _ path: String, _ decode: (inout LayoutFileDecoder) -> Value?
    ) -> EnvironmentChoice<Value>? {
        let outer = widthLengths
        widthLengths = [:]
        let value = decode(&self)
        let prefix = path == "$" ? "" : path + "."
        let lengths = Dictionary(
            uniqueKeysWithValues: widthLengths.map { (String($0.key.dropFirst(prefix.count)), $0.value) })
        widthLengths = outer
        guard let value else { return nil }
        return lengths.isEmpty ? .fixed(value) : .widthRelative(value, lengths: lengths)
    }

    /// WIDTHLENGTH: `{"widthFraction": f (required), "points": 0}`.
    mutating func decodeWidthLength(_ value: JSONValue, _ path: String) -> WidthLength? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.widthLength, required: ["widthFraction"]) else {
            return nil
        }
        var ok = true
        let fraction = field("widthFraction", in: f, path: path, ok: &ok) { $0.number($1, $2) }
        let points = field("points", in: f, path: path, ok: &ok) { $0.number($1, $2) } ?? 0
        guard ok, let fraction else { return nil }
        return WidthLength(widthFraction: fraction, points: points)
    }

    /// True when a range ending at `next` can follow one ending at `previous` (its widths are not all
    /// taken already).
    static func increases(_ previous: WidthBound, _ next: WidthBound) -> Bool {
        if next.value > previous.value { return true }
        if case .below = previous, case .atMost = next, next.value == previous.value { return true }
        return false
    }

    /// A finite number > 0.
    mutating func positive(_ value: JSONValue, _ path: String) -> Double? {
        guard let v = number(value, path) else { return nil }
        guard v > 0 else {
            report(path, "must be > 0, found \(formatNumber(v))")
            return nil
        }
        return v
    }
}
