import CompositionalLayout

extension LayoutFileDecoder {
    /// SIZES: `{"cells": [CELL], "supplementaries": [SUPPLEMENTARY]}` (spec E1, spec E4), at most
    /// `LayoutFileLimits.maximumSizeEntries` entries in each list.
    mutating func decodeSizes(_ value: JSONValue, _ path: String) -> LayoutSizes? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.sizes, required: []) else { return nil }
        var sizes = LayoutSizes()
        var ok = true
        if let v = f["cells"] {
            let p = child(path, "cells")
            if let cells = boundedList(v, p, { $0.decodeCellSize($1, $2) }) {
                for (indexPath, answer) in cells { sizes.cells[indexPath] = answer }
            } else {
                ok = false
            }
        }
        if let v = f["supplementaries"] {
            let p = child(path, "supplementaries")
            if let entries = boundedList(v, p, { $0.decodeSupplementarySize($1, $2) }) {
                for (key, answer) in entries { sizes.supplementaries[key] = answer }
            } else {
                ok = false
            }
        }
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
        let section = f["section"].flatMap { wholeNumber($0, child(path, "section")) }
        let item = f["item"].flatMap { wholeNumber($0, child(path, "item")) }
        let answer = decodeAnswer(f, path)
        guard let section, let item, let answer else { return nil }
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
        let kind = f["kind"].flatMap { elementKind($0, child(path, "kind")) }
        var section: Int?
        var ok = true
        if let v = f["section"] {
            section = wholeNumber(v, child(path, "section"))
            if section == nil { ok = false }
        }
        let answer = decodeAnswer(f, path)
        guard ok, let kind, let answer else { return nil }
        return (LayoutSizes.SupplementaryKey(kind: kind, section: section), answer)
    }

    /// The `width` and `height` of an entry: at least one, each >= 0.
    private mutating func decodeAnswer(_ f: [String: JSONValue], _ path: String) -> LayoutSizes.Answer? {
        var answer = LayoutSizes.Answer()
        var ok = true
        if let v = f["width"] {
            answer.width = nonNegative(v, child(path, "width"))
            if answer.width == nil { ok = false }
        }
        if let v = f["height"] {
            answer.height = nonNegative(v, child(path, "height"))
            if answer.height == nil { ok = false }
        }
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
