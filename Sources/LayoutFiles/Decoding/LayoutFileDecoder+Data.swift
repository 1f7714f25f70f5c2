import CompositionalLayout

/// Decoding of the data a file carries besides its layout: `data`, the item count of each section, and
/// `sizes`, the answers of the sizing callbacks (written by `LayoutFileEncoder+Data.swift`).
extension LayoutFileDecoder {
    /// `data`: items per section, each >= 0, within the engine's limits.
    mutating func decodeData(_ value: JSONValue, _ path: String) -> [Int]? {
        guard let elements = array(value, path) else { return nil }
        guard !elements.isEmpty else {
            report(path, "data needs at least one section's item count")
            return nil
        }
        guard elements.count <= LayoutFileLimits.maximumSections else {
            report(
                path, "data lists \(elements.count) sections; at most \(LayoutFileLimits.maximumSections) are allowed")
            return nil
        }
        var counts: [Int] = []
        var ok = true
        for (i, element) in elements.enumerated() {
            let p = index(path, i)
            guard let n = integer(element, p) else {
                ok = false
                continue
            }
            if n < 0 {
                report(p, "an item count must be >= 0, found \(n)")
                ok = false
            } else {
                counts.append(n)
            }
        }
        guard ok else { return nil }
        let total = counts.reduce(0) { $0 + min($1, LayoutLimits.maximumTotalItems + 1) }
        guard total <= LayoutLimits.maximumTotalItems else {
            report(path, "data has more than \(LayoutLimits.maximumTotalItems) items in total")
            return nil
        }
        return counts
    }

    /// SIZES: `{"cells": [CELL], "supplementaries": [SUPPLEMENTARY]}` (spec E1, spec E4), at most
    /// `LayoutFileLimits.maximumSizeEntries` entries in each list.
    mutating func decodeSizes(_ value: JSONValue, _ path: String) -> LayoutSizes? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.sizes, required: []) else { return nil }
        var sizes = LayoutSizes()
        var ok = true
        let cells = field("cells", in: f, path: path, ok: &ok) { $0.boundedList($1, $2) { $0.decodeCellSize($1, $2) } }
        for (indexPath, answer) in cells ?? [] { sizes.cells[indexPath] = answer }
        let supplementaries = field("supplementaries", in: f, path: path, ok: &ok) {
            $0.boundedList($1, $2) { $0.decodeSupplementarySize($1, $2) }
        }
        for (key, answer) in supplementaries ?? [] { sizes.supplementaries[key] = answer }
        return ok ? sizes : nil
    }

    /// A list of at most `LayoutFileLimits.maximumSizeEntries` entries.
    private mutating func boundedList<T>(
        _ value: JSONValue, _ path: String, _ decode: (inout LayoutFileDecoder, JSONValue, String) -> T?
    ) -> [T]? {
        if case .array(let elements) = value, elements.count > LayoutFileLimits.maximumSizeEntries {
            report(path, "lists \(elements.count) entries; at most \(LayoutFileLimits.maximumSizeEntries) are allowed")
            return nil
        }
        return list(value, path, decode)
    }

    /// CELL: `{"section", "item", "width", "height"}`: whole numbers >= 0, and a width or a height >= 0.
    private mutating func decodeCellSize(_ value: JSONValue, _ path: String) -> (IndexPath, LayoutSizes.Answer)? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.cellSize, required: ["section", "item"]) else {
            return nil
        }
        var ok = true
        let section = field("section", in: f, path: path, ok: &ok) { $0.wholeNumber($1, $2) }
        let item = field("item", in: f, path: path, ok: &ok) { $0.wholeNumber($1, $2) }
        let answer = decodeAnswer(f, path)
        guard ok, let section, let item, let answer else { return nil }
        return (IndexPath(section: section, item: item), answer)
    }

    /// SUPPLEMENTARY: `{"kind", "section", "width", "height"}`: a kind, an optional section, and a width or
    /// a height >= 0.
    private mutating func decodeSupplementarySize(_ value: JSONValue, _ path: String)
        -> (LayoutSizes.SupplementaryKey, LayoutSizes.Answer)?
    {
        guard let f = fields(value, path, allowed: LayoutFileKeys.supplementarySize, required: ["kind"]) else {
            return nil
        }
        var ok = true
        let kind = field("kind", in: f, path: path, ok: &ok) { $0.elementKind($1, $2) }
        let section = field("section", in: f, path: path, ok: &ok) { $0.wholeNumber($1, $2) }
        let answer = decodeAnswer(f, path)
        guard ok, let kind, let answer else { return nil }
        return (LayoutSizes.SupplementaryKey(kind: kind, section: section), answer)
    }

    /// The `width` and `height` of an entry: at least one, each >= 0.
    private mutating func decodeAnswer(_ f: [String: JSONValue], _ path: String) -> LayoutSizes.Answer? {
        var answer = LayoutSizes.Answer()
        var ok = true
        answer.width = field("width", in: f, path: path, ok: &ok) { $0.nonNegative($1, $2) }
        answer.height = field("height", in: f, path: path, ok: &ok) { $0.nonNegative($1, $2) }
        if f["width"] == nil && f["height"] == nil {
            report(path, "needs 'width' or 'height'")
            ok = false
        }
        return ok ? answer : nil
    }

    /// A whole number >= 0.
    private mutating func wholeNumber(_ value: JSONValue, _ path: String) -> Int? {
        guard let n = integer(value, path) else { return nil }
        guard n >= 0 else {
            report(path, "must be >= 0, found \(n)")
            return nil
        }
        return n
    }
}
