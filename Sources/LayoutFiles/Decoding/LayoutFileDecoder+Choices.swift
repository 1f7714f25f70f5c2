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
        if let v = f["sizeClasses"] {
            let p = child(path, "sizeClasses")
            var ok = true
            if f["otherwise"] != nil {
                report(child(path, "otherwise"), "'otherwise' goes with 'widths', not with 'sizeClasses'")
                ok = false
            }
            guard let g = fields(v, p, allowed: LayoutFileKeys.sizeClasses, required: LayoutFileKeys.sizeClasses)
            else { return nil }
            // `list` sections inside a branch are expanded for the branch's size class.
            let outer = listSizeClass
            listSizeClass = .compact
            let compact = g["compact"].flatMap { decodeValue(&self, $0, child(p, "compact"), depth + 1) }
            listSizeClass = .regular
            let regular = g["regular"].flatMap { decodeValue(&self, $0, child(p, "regular"), depth + 1) }
            listSizeClass = outer
            guard ok, let compact, let regular else { return nil }
            return .bySizeClass(compact: compact, regular: regular)
        }
        let p = child(path, "widths")
        var ranges: [WidthRange<Value>]?
        if let v = f["widths"], let elements = array(v, p) {
            if elements.isEmpty {
                report(p, "a 'widths' choice needs at least one range")
            } else if elements.count > LayoutFileLimits.maximumWidthRanges {
                report(
                    p,
                    "a 'widths' choice lists \(elements.count) ranges; at most \(LayoutFileLimits.maximumWidthRanges) "
                        + "are allowed")
            } else {
                ranges = list(v, p) { decoder, element, q in
                    decoder.decodeWidthRange(element, q, depth: depth, valueKey: valueKey, decodeValue)
                }
            }
        }
        if let list = ranges {
            for i in list.indices.dropFirst() where !Self.increases(list[i - 1].bound, list[i].bound) {
                report(
                    index(p, i),
                    "width bounds must increase: \(formatNumber(list[i].bound.value)) follows "
                        + "\(formatNumber(list[i - 1].bound.value))")
                ranges = nil
            }
        }
        var otherwise: EnvironmentChoice<Value>?
        if let v = f["otherwise"] {
            otherwise = decodeValue(&self, v, child(path, "otherwise"), depth + 1)
        } else {
            report(path, "missing key 'otherwise' (the \(valueKey) for widths beyond the last range)")
        }
        guard let ranges, let otherwise else { return nil }
        return .byWidth(ranges, otherwise: otherwise)
    }

    /// One range: `below` or `atMost` (a number > 0) and the value under `valueKey`.
    mutating func decodeWidthRange<Value>(
        _ value: JSONValue, _ path: String, depth: Int, valueKey: String,
        _ decodeValue: (inout LayoutFileDecoder, JSONValue, String, Int) -> EnvironmentChoice<Value>?
    ) -> WidthRange<Value>? {
        guard
            let f = fields(value, path, allowed: ["below", "atMost", valueKey], required: [valueKey])
        else { return nil }
        var bound: WidthBound?
        switch (f["below"], f["atMost"]) {
        case (let v?, nil): bound = positive(v, child(path, "below")).map(WidthBound.below)
        case (nil, let v?): bound = positive(v, child(path, "atMost")).map(WidthBound.atMost)
        case (.some, .some): report(path, "'below' and 'atMost' cannot both be given")
        case (nil, nil): report(path, "missing key 'below' or 'atMost'")
        }
        let choice = f[valueKey].flatMap { decodeValue(&self, $0, child(path, valueKey), depth + 1) }
        guard let bound, let choice else { return nil }
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
        let fraction = f["widthFraction"].flatMap { number($0, child(path, "widthFraction")) }
        let points = f["points"].map { number($0, child(path, "points")) } ?? 0
        guard let fraction, let points else { return nil }
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
